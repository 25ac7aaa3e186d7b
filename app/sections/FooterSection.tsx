import type { footer as footerContent } from "../content/landing";
import type { PlanFeature } from "../content/types";

interface FooterSectionProps {
  content: typeof footerContent;
  brand: { name: string; tagline: string };
  resources: readonly PlanFeature[];
}

export function FooterSection({ content, brand, resources }: FooterSectionProps) {
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
      <p className="mx-auto mt-12 max-w-6xl border-t border-white/10 pt-6 text-sm text-slate-400">
        {content.copyright}
      </p>
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
