/**
 * What browsers, search engines and link previews (WhatsApp, Instagram, Facebook, LinkedIn, X) read
 * from the built site: the head of every page, the JSON-LD, the share image, icons, manifest, robots
 * and sitemap. They read the HTML as served, so most checks work on the raw response.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, SETTINGS, test } from "./fixtures";
import { type Attributes, jsonLdBlocks, metaRobots, metaTags, startTags, titleOf } from "./html";
import { PAGES, type SitePage } from "./pages";
import { pngSize } from "./png";

const SHARE_IMAGE_MAX_BYTES = 300 * 1024;

async function fetchHtml(request: APIRequestContext, sitePage: SitePage): Promise<string> {
  const response = await request.get(sitePage.path);
  expect(response.status(), sitePage.path).toBe(sitePage.status);
  return response.text();
}

function metaContent(metas: Attributes[], key: "name" | "property", value: string): string | undefined {
  const matches = metas.filter((meta) => meta[key] === value);
  expect(matches.length, `one <meta ${key}="${value}">`).toBeLessThanOrEqual(1);
  return matches[0]?.content;
}

/** A URL of the canonical site, fetched from the local server instead. */
function localPath(absoluteUrl: string): string {
  expect(absoluteUrl.startsWith(`${SETTINGS.siteUrl}/`), `${absoluteUrl} is on VITE_SITE_URL`).toBe(true);
  const url = new URL(absoluteUrl);
  return `${url.pathname}${url.search}`;
}

test("every page has its own title", async ({ request }) => {
  const titles = [];
  for (const sitePage of PAGES) titles.push(titleOf(await fetchHtml(request, sitePage)));
  expect(titles.every((title) => title && title.length > 10)).toBe(true);
  expect(new Set(titles).size, titles.join(" / ")).toBe(PAGES.length);
});

for (const sitePage of PAGES) {
  test(`the ${sitePage.name} page head: language, description, canonical, theme colour, icons, manifest`, async ({
    request,
  }) => {
    const html = await fetchHtml(request, sitePage);
    expect(startTags(html, "html")[0]?.lang).toBe("pt-BR");
    const metas = metaTags(html);
    const links = startTags(html, "link");

    const description = metaContent(metas, "name", "description") ?? "";
    expect(description.length, description).toBeGreaterThanOrEqual(50);
    expect(description.length, description).toBeLessThanOrEqual(160);

    const canonicals = links.filter((link) => link.rel === "canonical");
    if (sitePage.name === "404") {
      expect(canonicals, "the 404 page answers at any address, so it names no canonical URL").toEqual([]);
    } else {
      expect(canonicals.map((link) => link.href)).toEqual([new URL(sitePage.path, SETTINGS.siteUrl).href]);
    }

    expect(metaContent(metas, "name", "theme-color")).toMatch(/^#[0-9a-f]{6}$/i);

    const icon = links.find((link) => link.rel === "icon");
    expect(icon?.type).toBe("image/svg+xml");
    const iconResponse = await request.get(icon?.href ?? "missing");
    expect(iconResponse.status()).toBe(200);
    expect(iconResponse.headers()["content-type"]).toContain("image/svg+xml");
    expect(await iconResponse.text()).toContain("<svg");

    const appleIcon = links.find((link) => link.rel === "apple-touch-icon");
    expect(appleIcon?.sizes).toBe("180x180");
    const appleResponse = await request.get(appleIcon?.href ?? "missing");
    expect(appleResponse.status()).toBe(200);
    expect(appleResponse.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await appleResponse.body())).toEqual({ width: 180, height: 180 });

    const manifest = links.find((link) => link.rel === "manifest");
    expect(manifest?.href).toBeTruthy();
  });

  test(`the ${sitePage.name} page is ${sitePage.indexable ? "indexable" : "kept out of search results"}`, async ({
    request,
  }) => {
    const robots = metaRobots(await fetchHtml(request, sitePage));
    if (sitePage.indexable) expect(robots).toBeUndefined();
    else expect(robots).toBe("noindex");
  });

  test(`the ${sitePage.name} page has Open Graph and Twitter tags for link previews`, async ({ request }) => {
    const html = await fetchHtml(request, sitePage);
    const metas = metaTags(html);
    const og = (property: string) => metaContent(metas, "property", `og:${property}`);
    const twitter = (name: string) => metaContent(metas, "name", `twitter:${name}`);

    expect(og("type")).toBe("website");
    expect(og("site_name")).toBe("Vendas IA");
    expect(og("locale")).toBe("pt_BR");
    expect(og("title")).toBe(titleOf(html));
    expect(og("description")).toBe(metaContent(metas, "name", "description"));
    const canonical = startTags(html, "link").find((link) => link.rel === "canonical")?.href;
    expect(og("url")).toBe(canonical);

    const image = og("image") ?? "";
    expect(image).toBe(`${SETTINGS.siteUrl}/og-image.png`);
    expect(og("image:type")).toBe("image/png");
    expect(og("image:width")).toBe("1200");
    expect(og("image:height")).toBe("630");
    expect(og("image:alt")).toMatch(/R\$ 29,90\/mês.*7 dias grátis/);

    expect(twitter("card")).toBe("summary_large_image");
    expect(twitter("title")).toBe(og("title"));
    expect(twitter("description")).toBe(og("description"));
    expect(twitter("image")).toBe(image);
    expect(twitter("image:alt")).toBe(og("image:alt"));
  });
}

test("the share image answers 200 as a 1200×630 PNG of at most 300 KB", async ({ request }) => {
  const html = await fetchHtml(request, PAGES[0]);
  const image = metaContent(metaTags(html), "property", "og:image") ?? "";
  const response = await request.get(localPath(image));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  expect(png.length).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
});

test("the web manifest names the site in Portuguese and its icons exist", async ({ request }) => {
  const html = await fetchHtml(request, PAGES[0]);
  const href = startTags(html, "link").find((link) => link.rel === "manifest")?.href ?? "missing";
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: "Vendas IA", lang: "pt-BR", start_url: "/" });
  expect(manifest.theme_color).toBe(metaContent(metaTags(html), "name", "theme-color"));
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  for (const icon of manifest.icons as { src: string; type: string; sizes: string }[]) {
    const iconResponse = await request.get(icon.src);
    expect(iconResponse.status(), icon.src).toBe(200);
    expect(iconResponse.headers()["content-type"]).toContain(icon.type);
    if (icon.type === "image/png") {
      const { width, height } = pngSize(await iconResponse.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  }
});

test("robots.txt lets crawlers in and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).not.toContain("Disallow: /");
  expect(lines).toContain(`Sitemap: ${SETTINGS.siteUrl}/sitemap.xml`);
});

test("sitemap.xml lists exactly the indexable pages, each at its canonical URL", async ({ request }) => {
  const response = await request.get(localPath(`${SETTINGS.siteUrl}/sitemap.xml`));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), ([, loc]) => loc);
  const indexable = PAGES.filter((sitePage) => sitePage.indexable);
  expect(locations).toEqual(indexable.map((sitePage) => new URL(sitePage.path, SETTINGS.siteUrl).href));
  for (const [index, sitePage] of indexable.entries()) {
    const html = await fetchHtml(request, sitePage);
    expect(startTags(html, "link").find((link) => link.rel === "canonical")?.href).toBe(locations[index]);
    // Each listed URL answers 200 itself: one URL per page, no redirect hop first.
    const listed = await request.get(localPath(locations[index] ?? ""), { maxRedirects: 0 });
    expect(listed.status(), locations[index]).toBe(200);
  }
});

interface JsonLdNode {
  "@type": string;
  [key: string]: unknown;
}

function graphOf(html: string): JsonLdNode[] {
  const blocks = jsonLdBlocks(html) as { "@context": string; "@graph": JsonLdNode[] }[];
  expect(blocks).toHaveLength(1);
  expect(blocks[0]?.["@context"]).toBe("https://schema.org");
  return blocks[0]?.["@graph"] ?? [];
}

function nodeOfType(graph: JsonLdNode[], type: string): JsonLdNode {
  const nodes = graph.filter((node) => node["@type"] === type);
  expect(nodes, `one ${type}`).toHaveLength(1);
  return nodes[0] as JsonLdNode;
}

test("the landing JSON-LD parses: organisation, website, the app with its monthly offer", async ({ request }) => {
  const graph = graphOf(await fetchHtml(request, PAGES[0]));
  expect(nodeOfType(graph, "Organization")).toMatchObject({ name: "Vendas IA", url: `${SETTINGS.siteUrl}/` });
  expect(nodeOfType(graph, "WebSite")).toMatchObject({ name: "Vendas IA", inLanguage: "pt-BR" });
  const application = nodeOfType(graph, "SoftwareApplication");
  const offer = application.offers as Record<string, unknown>;
  expect(offer["@type"]).toBe("Offer");
  expect(offer.price).toBe("29.90");
  expect(offer.priceCurrency).toBe("BRL");
  expect(offer.priceSpecification).toMatchObject({
    "@type": "UnitPriceSpecification",
    price: "29.90",
    priceCurrency: "BRL",
    referenceQuantity: { value: 1, unitCode: "MON" },
  });
});

test("no rating or review markup built from our own testimonials", async ({ request }) => {
  const json = JSON.stringify(jsonLdBlocks(await fetchHtml(request, PAGES[0])));
  expect(json).not.toMatch(/"(aggregateRating|review|reviews|reviewRating)":/);
  expect(json).not.toMatch(/"@type":"(AggregateRating|Rating|Review|EmployerAggregateRating)"/);
});

test("the JSON-LD FAQ and price equal what the page shows", async ({ page, request }) => {
  const graph = graphOf(await fetchHtml(request, PAGES[0]));
  await page.goto("/");

  const visibleFaq = await page.locator("#faq details").evaluateAll((items) =>
    items.map((item) => ({
      question: item.querySelector("summary")?.textContent?.trim(),
      answer: item.querySelector("p")?.textContent?.trim(),
    })),
  );
  expect(visibleFaq).toHaveLength(5);
  const faqPage = nodeOfType(graph, "FAQPage");
  const structuredFaq = (faqPage.mainEntity as JsonLdNode[]).map((question) => {
    expect(question["@type"]).toBe("Question");
    const answer = question.acceptedAnswer as JsonLdNode;
    expect(answer["@type"]).toBe("Answer");
    return { question: question.name, answer: answer.text };
  });
  expect(structuredFaq).toEqual(visibleFaq);

  const offer = nodeOfType(graph, "SoftwareApplication").offers as { price: string };
  const shownPrice = `R$ ${offer.price.replace(".", ",")}`;
  await expect(page.locator("#oferta").getByText(shownPrice, { exact: true })).toBeVisible();
});
