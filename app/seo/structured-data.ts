/**
 * The landing page's JSON-LD (schema.org), typed with schema-dts. Everything comes from app/content, so
 * the FAQ and the price search engines read are the ones the page shows. Deliberately no
 * AggregateRating or Review: ratings built from our own testimonials count as self-serving spam.
 */
import type { FAQPage, Graph, Organization, SoftwareApplication, WebSite } from "schema-dts";
import { faq, hero, homeMeta, pricing } from "../content/landing.ts";
import { site } from "../content/site.ts";
import { absoluteUrl, SITE_FILES } from "./site-files.ts";

export function landingStructuredData(siteUrl: string): Graph {
  const homeUrl = absoluteUrl(siteUrl, "/");
  const ids = {
    organization: `${homeUrl}#organizacao`,
    website: `${homeUrl}#site`,
    application: `${homeUrl}#aplicativo`,
    faq: `${homeUrl}#faq`,
  };

  const organization: Organization = {
    "@type": "Organization",
    "@id": ids.organization,
    name: site.name,
    url: homeUrl,
    logo: absoluteUrl(siteUrl, SITE_FILES.favicon),
  };

  const website: WebSite = {
    "@type": "WebSite",
    "@id": ids.website,
    name: site.name,
    url: homeUrl,
    inLanguage: "pt-BR",
    publisher: { "@id": ids.organization },
  };

  const application: SoftwareApplication = {
    "@type": "SoftwareApplication",
    "@id": ids.application,
    name: site.name,
    description: homeMeta.description,
    url: homeUrl,
    image: absoluteUrl(siteUrl, SITE_FILES.shareImage),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: "pt-BR",
    publisher: { "@id": ids.organization },
    offers: {
      "@type": "Offer",
      name: pricing.planName,
      description: hero.reassurance,
      price: pricing.priceAmount.toFixed(2),
      priceCurrency: pricing.priceCurrency,
      availability: "https://schema.org/InStock",
      url: absoluteUrl(siteUrl, "/#oferta"),
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: pricing.priceAmount.toFixed(2),
        priceCurrency: pricing.priceCurrency,
        unitCode: "MON",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
    },
  };

  const faqPage: FAQPage = {
    "@type": "FAQPage",
    "@id": ids.faq,
    url: homeUrl,
    inLanguage: "pt-BR",
    mainEntity: faq.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };

  return { "@context": "https://schema.org", "@graph": [organization, website, application, faqPage] };
}
