import type { ReactNode } from "react";
import { CookiePreferencesButton } from "../components/CookiePreferencesButton";
import { formatAddress, formatDocument } from "../content/company-rules";
import type { footer as footerContent } from "../content/landing";
import type { Company, PlanFeature } from "../content/types";

interface FooterSectionProps {
  content: typeof footerContent;
  brand: { name: string; tagline: string };
  resources: readonly PlanFeature[];
  /** The seller, identified under the copyright line on every page (Decreto 7.962/2013, art. 2). */
  company: Company;
  /** Set when a tool that needs consent is on: the control that reopens the consent banner. */
  cookiePreferencesLabel?: string;
}

export function FooterSection({ content, brand, resources, company, cookiePreferencesLabel }: FooterSectionProps) {
  return (
    <footer className="bg-slate-950 px-5 py-14 text-slate-300 sm:px-8">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="text-xl font-bold text-white">{brand.name}</p>
          <p className="mt-2 max-w-xs text-slate-400">{brand.tagline}</p>
        </div>
        <FooterColumn title={content.resourcesTitle}>
          {resources.map((resource) => (
            <li key={resource.label}>{resource.label}</li>
          ))}
        </FooterColumn>
        <FooterColumn title={content.companyTitle}>
          {content.companyLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-block py-0.5 underline decoration-slate-600 underline-offset-4 hover:text-white hover:decoration-white"
              >
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="mx-auto mt-12 max-w-6xl space-y-2 border-t border-white/10 pt-6 text-sm text-slate-400">
        <p>{content.copyright}</p>
        <p>
          {company.legalName} · {company.document.kind} {formatDocument(company.document)} ·{" "}
          {formatAddress(company.address)}
        </p>
        {cookiePreferencesLabel && <CookiePreferencesButton label={cookiePreferencesLabel} />}
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </div>
  );
}
