import landingScript from "virtual:inline-script/landing";
import tagsScriptUrl from "virtual:script-file/tags";
import type { TagsPageData } from "../browser/page-data";
import { ConsentBanner } from "../components/ConsentBanner";
import { InlineScript } from "../components/InlineScript";
import { PageData } from "../components/PageData";
import { SiteHeader } from "../components/SiteHeader";
import { SkipLink } from "../components/SkipLink";
import { getSettings, needsConsent } from "../config";
import { company } from "../content/company";
import { whatsappContact } from "../content/company-pages";
import { consentBanner, cookiePreferences } from "../content/consent";
import {
  checkoutCta,
  faq,
  footer,
  hero,
  homeMeta,
  howItWorks,
  intro,
  planFeatures,
  pricing,
  stats,
  testimonials,
} from "../content/landing";
import { site } from "../content/site";
import type { RouteHandle } from "../root";
import { PRIVACY_PATH } from "../route-paths";
import { FaqSection } from "../sections/FaqSection";
import { FooterSection } from "../sections/FooterSection";
import { HeroSection } from "../sections/HeroSection";
import { HowItWorksSection } from "../sections/HowItWorksSection";
import { IntroSection } from "../sections/IntroSection";
import { PricingSection } from "../sections/PricingSection";
import { StatsSection } from "../sections/StatsSection";
import { TestimonialsSection } from "../sections/TestimonialsSection";
import { pageHead } from "../seo/head";
import { landingStructuredData } from "../seo/structured-data";
import type { Route } from "./+types/home";

const MAIN_CONTENT_ID = "conteudo";

// The landing page is complete as HTML and CSS (native accordion, anchor links, plain CTAs): no React runtime.
export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => {
  const { siteUrl } = getSettings();
  return [
    ...pageHead({ title: homeMeta.title, description: homeMeta.description, path: "/" }, siteUrl),
    // Data for search engines, not code: the page still runs no script.
    { "script:ld+json": landingStructuredData(siteUrl) },
  ];
};

export default function Home() {
  const { checkoutUrl, analytics, privacyUrl } = getSettings();
  const measures = Object.keys(analytics).length > 0;
  const asksConsent = needsConsent(analytics);
  const tagsData: TagsPageData = {
    analytics,
    checkout: { value: pricing.priceAmount, currency: pricing.priceCurrency, itemName: pricing.planName },
  };
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} label={site.skipLink} />
      <SiteHeader brandName={site.name} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <HeroSection
          content={hero}
          ctaLabel={checkoutCta.label}
          checkoutUrl={checkoutUrl}
          howItWorksAnchor="#como-funciona"
        />
        <StatsSection title={stats.title} items={stats.items} />
        <IntroSection content={intro} />
        <HowItWorksSection title={howItWorks.title} lead={howItWorks.lead} steps={howItWorks.steps} />
        <PricingSection
          content={pricing}
          features={planFeatures}
          ctaLabel={checkoutCta.label}
          checkoutUrl={checkoutUrl}
          whatsapp={
            company.whatsapp
              ? {
                  number: company.whatsapp,
                  lead: whatsappContact.landingLead,
                  label: whatsappContact.label,
                  prefilledMessage: whatsappContact.prefilledMessage,
                }
              : undefined
          }
        />
        <TestimonialsSection title={testimonials.title} items={testimonials.items} />
        <FaqSection title={faq.title} items={faq.items} />
      </main>
      <FooterSection
        content={footer}
        brand={site}
        resources={planFeatures}
        company={company}
        cookiePreferencesLabel={asksConsent ? cookiePreferences.label : undefined}
      />
      {/* With every tool off, none of this is on the page: no banner, no tag, not a byte more. */}
      {asksConsent && <ConsentBanner content={consentBanner} privacyHref={privacyUrl ?? PRIVACY_PATH} />}
      {measures && <PageData data={tagsData} />}
      {/* Runs after the page is parsed; as a file it leaves the first 14 KB to what paints. */}
      {measures && <script src={tagsScriptUrl} defer />}
      <InlineScript code={landingScript} />
    </>
  );
}
