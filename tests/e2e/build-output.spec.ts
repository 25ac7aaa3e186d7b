/**
 * Checks over the whole build: html-validate on every HTML file it wrote, and a link check of the site
 * as served (every link, asset, fragment and URL in meta tags and JSON-LD that points at the site).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { LinkChecker, LinkState } from "linkinator";
import { expect, SETTINGS, test } from "./fixtures";

const CLIENT_DIR = path.resolve(import.meta.dirname, "../../build/client");

async function builtHtmlFiles(): Promise<string[]> {
  const entries = await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

test("html-validate finds no error in any built HTML file", async () => {
  const files = await builtHtmlFiles();
  expect(files.map((file) => path.relative(CLIENT_DIR, file))).toEqual(
    expect.arrayContaining(["index.html", "404.html", "acesso.html", "bolos.html"]),
  );
  // The company pages, wherever the build writes them (privacidade/index.html or privacidade.html).
  expect(files.map((file) => path.relative(CLIENT_DIR, file).replace(/(\/index)?\.html$/, ""))).toEqual(
    expect.arrayContaining(["sobre", "contato", "termos", "privacidade"]),
  );
  // The rules are in .htmlvalidate.mjs at the project root, shared with `npx html-validate build/client`.
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        errors.push(
          `${path.relative(CLIENT_DIR, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
      }
    }
  }
  expect(errors).toEqual([]);
});

test("linkinator finds no broken link, asset or fragment on the site", async ({ baseURL }) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? "").origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    // The 404 page answers 404 by design (so linkinator would count it broken); not-found.spec.ts proves its
    // home link and its assets.
    path: [`${origin}/`, `${origin}/acesso`, `${origin}/bolos`],
    recurse: true,
    checkCss: true,
    checkFragments: true,
    timeout: 10_000,
    concurrency: 10,
    // Canonical URLs, og:image and the JSON-LD point at VITE_SITE_URL: check them against this build.
    urlRewriteExpressions: [
      { pattern: new RegExp(`^${SETTINGS.siteUrl.replaceAll(".", "\\.")}`), replacement: origin },
    ],
    // Internal links only: checkout and redirect targets are other people's sites. (Skipping is decided
    // before the rewrite above.)
    linksToSkip: async (link) => !link.startsWith(origin) && !link.startsWith(`${SETTINGS.siteUrl}/`),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (${link.status}) on ${link.parent}`);
  expect(broken).toEqual([]);
  const checked = result.links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname);
  // What the check must have reached, so a skip rule cannot hide the site from it.
  expect(checked).toEqual(
    expect.arrayContaining([
      "/",
      "/acesso",
      "/bolos",
      "/sobre",
      "/contato",
      "/termos",
      "/privacidade",
      "/og-image.png",
      "/favicon.svg",
      "/manifest.webmanifest",
    ]),
  );
  // No stylesheet link to follow: the CSS is inlined into every page (budgets.spec.ts holds that).
});
