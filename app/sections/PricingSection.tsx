import { CheckIcon } from "../components/CheckIcon";
import { CheckoutLink } from "../components/CheckoutLink";
import { Section } from "../components/Section";
import { WhatsAppLink } from "../components/WhatsAppLink";
import type { pricing as pricingContent } from "../content/landing";
import type { PlanFeature } from "../content/types";

interface PricingSectionProps {
  content: typeof pricingContent;
  features: readonly PlanFeature[];
  ctaLabel: string;
  checkoutUrl: string;
  /** A chat with a person, for visitors who want to ask before they start; left out when no number is set. */
  whatsapp?: { number: string; lead: string; label: string; prefilledMessage: string };
}

export function PricingSection({ content, features, ctaLabel, checkoutUrl, whatsapp }: PricingSectionProps) {
  return (
    <Section id="oferta" title={content.title} lead={content.lead}>
      <article
        aria-labelledby="oferta-plano"
        className="relative mx-auto mt-12 max-w-md rounded-3xl bg-white px-5 py-8 shadow-xl ring-2 ring-accent-700 sm:p-8"
      >
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-accent-700 px-4 py-1 text-sm font-bold whitespace-nowrap text-white">
          {content.trialBadge}
        </p>
        <h3 id="oferta-plano" className="text-center text-lg font-semibold text-accent-800">
          {content.planName}
        </h3>
        <p className="mt-3 flex items-baseline justify-center gap-1">
          <span className="text-5xl font-extrabold tracking-tight whitespace-nowrap text-slate-900">
            {content.price}
          </span>
          <span className="text-lg font-medium text-slate-600">{content.period}</span>
        </p>
        <h4 className="mt-8 text-sm font-semibold text-slate-900">{content.featuresTitle}</h4>
        <ul className="mt-3 space-y-3">
          {features.map((feature) => (
            <li key={feature.label} className="flex gap-3 text-slate-700">
              <CheckIcon className="mt-0.5 text-accent-700" />
              {feature.label}
            </li>
          ))}
        </ul>
        <CheckoutLink href={checkoutUrl} label={ctaLabel} placement="pricing" className="mt-8 w-full" />
        <ul className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm text-slate-600">
          {content.reassurances.map((reassurance) => (
            <li key={reassurance} className="flex items-center gap-1.5">
              <CheckIcon className="size-4 text-emerald-700" />
              {reassurance}
            </li>
          ))}
        </ul>
      </article>
      {whatsapp && (
        <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 text-center">
          <p className="text-slate-600">{whatsapp.lead}</p>
          <WhatsAppLink number={whatsapp.number} prefilledMessage={whatsapp.prefilledMessage} label={whatsapp.label} />
        </div>
      )}
    </Section>
  );
}
