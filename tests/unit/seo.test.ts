import { describe, expect, it } from "vitest";
import { companyPages } from "../../app/content/company-pages";
import { faq, homeMeta, pricing, shareImage } from "../../app/content/landing";
import { notFoundPage, redirectPage } from "../../app/content/pages";
import { pageHead } from "../../app/seo/head";
import { robotsTxt, sitemapXml, webManifest } from "../../app/seo/site-files";
import { landingStructuredData } from "../../app/seo/structured-data";

const SITE_URL = "https://vendas.seudominio.com.br";

type Tag = Record<string, unknown>;

function find(tags: Tag[], key: string, value: string): Tag | undefined {
  return tags.find((tag) => tag[key] === value);
}

describe("pageHead", () => {
  const tags = pageHead({ title: homeMeta.title, description: homeMeta.description, path: "/" }, SITE_URL) as Tag[];

  it("builds the canonical URL, og:url and the absolute share image from VITE_SITE_URL", () => {
    expect(find(tags, "rel", "canonical")).toEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/` });
    expect(find(tags, "property", "og:url")?.content).toBe(`${SITE_URL}/`);
    expect(find(tags, "property", "og:image")?.content).toBe(`${SITE_URL}/og-image.png`);
    expect(find(tags, "name", "twitter:image")?.content).toBe(`${SITE_URL}/og-image.png`);
  });

  it("describes the share image for the previews: size, type and a Portuguese alt with the offer", () => {
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:type")?.content).toBe("image/png");
    expect(find(tags, "property", "og:image:alt")?.content).toBe(shareImage.alt);
    expect(shareImage.alt).toContain("R$ 29,90/mês");
    expect(shareImage.alt).toContain("7 dias grátis");
  });

  it("is indexable unless asked otherwise", () => {
    expect(find(tags, "name", "robots")).toBeUndefined();
    const hidden = pageHead({ ...redirectPage.head["/acesso"], path: "/acesso", noindex: true }, SITE_URL) as Tag[];
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(find(hidden, "rel", "canonical")?.href).toBe(`${SITE_URL}/acesso`);
  });

  it("names no canonical URL for a page that answers at any address", () => {
    const notFound = pageHead(
      { title: notFoundPage.title, description: notFoundPage.description, noindex: true },
      SITE_URL,
    ) as Tag[];
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
    expect(find(notFound, "property", "og:url")).toBeUndefined();
    expect(find(notFound, "property", "og:image")?.content).toBe(`${SITE_URL}/og-image.png`);
  });
});

describe("page titles and descriptions in app/content", () => {
  const pages = [
    { title: homeMeta.title, description: homeMeta.description },
    redirectPage.head["/acesso"],
    redirectPage.head["/bolos"],
    { title: notFoundPage.title, description: notFoundPage.description },
    ...Object.values(companyPages),
  ];

  it.each(pages)("'$title' has a description of 50 to 160 characters", ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("gives every page its own title", () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  });
});

describe("landingStructuredData", () => {
  const graph = landingStructuredData(SITE_URL)["@graph"] as unknown as Tag[];
  const ofType = (type: string) => graph.filter((node) => node["@type"] === type);

  it("has one Organization, WebSite, SoftwareApplication and FAQPage", () => {
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "SoftwareApplication", "FAQPage"]);
  });

  it("offers the plan at the price the page shows, in BRL, per month", () => {
    const offer = ofType("SoftwareApplication")[0]?.offers as Tag;
    expect(offer).toMatchObject({ "@type": "Offer", price: "29.90", priceCurrency: "BRL" });
    expect(offer.priceSpecification).toMatchObject({ referenceQuantity: { value: 1, unitCode: "MON" } });
    expect(pricing.price).toBe("R$ 29,90");
    expect(pricing.priceAmount.toFixed(2)).toBe(offer.price);
  });

  it("answers the same five questions as the page, word for word", () => {
    const questions = ofType("FAQPage")[0]?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => ({ question: question.name, answer: question.acceptedAnswer.text }))).toEqual(
      faq.items,
    );
    expect(questions).toHaveLength(5);
  });

  it("carries no rating or review and points only at the site", () => {
    const json = JSON.stringify(graph);
    expect(json).not.toMatch(/"(aggregateRating|review|reviews)":/);
    const urls = json.match(/https?:\/\/[^"]+/g) ?? [];
    expect(urls.filter((url) => !url.startsWith(`${SITE_URL}/`) && !url.startsWith("https://schema.org/"))).toEqual([]);
  });
});

describe("robots.txt, sitemap.xml and the web manifest", () => {
  it("robots.txt allows crawling and names the sitemap on VITE_SITE_URL", () => {
    expect(robotsTxt(SITE_URL)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  });

  it("the sitemap lists the landing and the company pages, each at its one URL without a trailing slash", () => {
    const xml = sitemapXml(SITE_URL);
    expect(Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), ([, loc]) => loc)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/sobre`,
      `${SITE_URL}/contato`,
      `${SITE_URL}/termos`,
      `${SITE_URL}/privacidade`,
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("the manifest is in Portuguese, starts at / and lists the SVG and PNG icons", () => {
    const manifest = webManifest({ name: "Vendas IA", shortName: "Vendas IA", description: homeMeta.description });
    expect(manifest).toMatchObject({ lang: "pt-BR", start_url: "/", name: "Vendas IA" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["any", "180x180", "192x192", "512x512"]);
  });
});
