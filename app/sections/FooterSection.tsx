import { CookiePreferencesButton } from "../components/CookiePreferencesButton";
import type { footer as footerContent } from "../content/landing";
import type { PlanFeature } from "../content/types";

interface FooterSectionProps {
  content: typeof footerContent;
  brand: { name: string; tagline: string };
  resources: readonly PlanFeature[];
  /** Set when a tool that needs consent is on: the control that reopens the consent banner. */
  cookiePreferencesLabel?: string;
}

export function FooterSection({ content, brand, resources, cookiePreferencesLabel }: FooterSectionProps) {
  return (
    <footer className="bg-slate-950 px-5 py-14 text-slate-300 sm:px-8">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="text-xl font-bold text-white">{brand.name}</p>
          <p className="mt-2 max-w-xs text-slate-400">{brand.tagline}</p>
        </div>
        <FooterList title={content.resourcesTitle} items={resources.map((resource) => resource.label)} />
        {/* The company pages do not exist yet, so these stay plain text rather than dead links. */}
        <FooterList title={content.companyTitle} items={content.companyItems} />
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-white/10 pt-6 text-sm text-slate-400">
        <p>{content.copyright}</p>
        {cookiePreferencesLabel && <CookiePreferencesButton label={cookiePreferencesLabel} />}
      </div>
    </footer>
  );
}

function FooterList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
