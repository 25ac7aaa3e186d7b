/**
 * One URL per page on every host (the bundled server, nginx and Cloudflare Pages' runtime): each page answers
 * 200 at its clean URL, its other spellings send one permanent redirect there (the query kept), and nothing
 * but the site is published.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PATHS } from "../../app/route-paths";
import { INDEXED_PATHS } from "../../app/seo/site-files";
import { expect, SETTINGS, test } from "./fixtures";
import { startTags, textsOf } from "./html";

/** Every page the site publishes (the 404 page answers at unknown paths only). */
const PAGES = PRERENDERED_PATHS.filter((page) => page !== NOT_FOUND_PRERENDER_PATH);

/** Other spellings of a page's URL that hosts accept, and the page each one belongs to. */
const OTHER_SPELLINGS: Record<string, string> = Object.fromEntries([
  ["/index.html", "/"],
  ["/index", "/"],
  ...PAGES.filter((page) => page !== "/").flatMap((page) => [
    [`${page}/`, page],
    [`${page}.html`, page],
  ]),
]);

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");

/** One precompressed sibling of a hashed asset, e.g. /assets/entry.client-abc.js.br. */
function aPrecompressedAsset(extension: ".br" | ".gz"): string {
  const file = readdirSync(path.join(CLIENT_DIR, "assets")).find((name) => name.endsWith(`.js${extension}`));
  expect(file, `the build wrote a ${extension} sibling`).toBeTruthy();
  return `/assets/${file}`;
}

/** What a build leaves beside the pages that is not part of the site. */
const NOT_PUBLISHED = ["/vercel.json", "/_headers", "/_redirects", "/404", "/404.html", "/index.html.br"];

test.describe("one URL per page", () => {
  for (const page of PAGES) {
    test(`${page} answers 200 at once, with no redirect first`, async ({ request }) => {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    });
  }

  for (const [spelling, page] of Object.entries(OTHER_SPELLINGS)) {
    test(`${spelling} sends one permanent redirect to ${page}, keeping the campaign parameters`, async ({
      request,
      baseURL,
    }) => {
      const query = "?utm_source=instagram&utm_campaign=black-friday";
      const response = await request.get(`${spelling}${query}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers().location ?? "", baseURL);
      expect(`${location.pathname}${location.search}`).toBe(`${page}${query}`);
      const target = await request.get(`${location.pathname}${location.search}`, { maxRedirects: 0 });
      expect(target.status(), "the redirect lands on the page itself").toBe(200);
    });
  }

  test("canonical URLs, the sitemap and internal links name each page by its one URL", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const canonical = startTags(html, "link").find((link) => link.rel === "canonical")?.href;
    expect(canonical).toBe(`${SETTINGS.siteUrl}/`);
    const internalLinks = startTags(html, "a")
      .map((link) => link.href ?? "")
      .filter((href) => href.startsWith("/"));
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const sitemapUrls = textsOf(sitemap, "loc").map((url) => new URL(url).pathname);
    expect(sitemapUrls).toEqual([...INDEXED_PATHS]);
    for (const href of [...internalLinks, ...sitemapUrls]) {
      const { pathname } = new URL(href, SETTINGS.siteUrl);
      expect(pathname === "/" || !(pathname.endsWith("/") || pathname.endsWith(".html")), href).toBe(true);
    }
  });
});

test.describe("nothing but the site is published", () => {
  for (const file of [...NOT_PUBLISHED, "precompressed asset .br", "precompressed asset .gz"]) {
    test(`${file} answers 404 with the not-found page`, async ({ request }) => {
      const url = file.startsWith("precompressed") ? aPrecompressedAsset(file.endsWith(".br") ? ".br" : ".gz") : file;
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain("Oops! Page not found");
    });
  }

  test("an unknown path, with or without a trailing slash, answers 404 with the not-found page", async ({
    request,
  }) => {
    for (const url of ["/nao-existe", "/nao-existe/", "/nao-existe.html", "/assets/", "/acesso/extra"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain("Oops! Page not found");
    }
  });
});
