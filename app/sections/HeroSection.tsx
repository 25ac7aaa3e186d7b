import { CheckoutLink } from "../components/CheckoutLink";
import { ProductDemo } from "../components/ProductDemo";
import type { hero as heroContent } from "../content/landing";

interface HeroSectionProps {
  content: typeof heroContent;
  ctaLabel: string;
  checkoutUrl: string;
  howItWorksAnchor: string;
}

export function HeroSection({ content, ctaLabel, checkoutUrl, howItWorksAnchor }: HeroSectionProps) {
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-titulo"
      className="bg-slate-950 px-5 pt-8 pb-16 text-white sm:px-8 sm:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-200">
            {content.eyebrow}
          </p>
          <h1
            id="inicio-titulo"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {content.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-300 sm:text-xl">{content.subheadline}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <CheckoutLink href={checkoutUrl} label={ctaLabel} placement="hero" />
            <a
              href={howItWorksAnchor}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-white/25 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10 motion-reduce:transition-none"
            >
              {content.secondaryCta}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-400">{content.reassurance}</p>
        </div>
        <ProductDemo content={content.demo} />
      </div>
    </section>
  );
}
