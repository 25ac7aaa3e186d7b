/**
 * Puts the CSS into the HTML so that the first paint needs no request beyond the document itself.
 *
 * Tailwind's output for this site is ~23 KB (~5 KB gzip); inlined whole, "/" still compresses to ~10 KB,
 * inside the first 14 KB round trip, and the page makes no stylesheet request at all. That beats critical
 * CSS plus a deferred sheet (~1 KB less HTML, one more request) and leaves no interaction state (an
 * open FAQ item, :focus-visible) depending on a sheet that has not arrived.
 *
 * Should the stylesheet outgrow WHOLE_STYLESHEET_LIMIT, beasties falls back to inlining only the rules
 * the page uses and loading the full sheet from a `<link rel="preload">` in the head plus a stylesheet
 * link at the end of the body: no render-blocking request and no inline event handler (the CSP forbids
 * them). The budgets test (tests/e2e/budgets.spec.ts) keeps the compressed HTML within 14 KB either way.
 *
 * Pages that React hydrates (the 404) keep their `<link rel="stylesheet">`: React expects the head it
 * rendered, and a missing link makes hydration fail (React error #418) and re-render the whole document.
 */
import { readFile, writeFile } from "node:fs/promises";
import Beasties from "beasties";
import render from "dom-serializer";
import type { Document } from "domhandler";
import { findOne } from "domutils";
import { parseDocument } from "htmlparser2";
import { listFiles } from "./files.ts";

/** Stylesheets smaller than this (bytes, uncompressed) are inlined whole and their `<link>` removed. */
export const WHOLE_STYLESHEET_LIMIT = 32 * 1024;

export async function inlineStylesheets(clientDir: string): Promise<void> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    inlineThreshold: WHOLE_STYLESHEET_LIMIT,
    logLevel: "warn",
  });
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith(".html"));
  for (const page of pages) {
    const html = await readFile(page, "utf8");
    if (isHydrated(parseHtml(html))) continue;
    await writeFile(page, withoutBeastiesMarker(await beasties.process(html)));
  }
}

/** Parsed and serialized as beasties itself does, so nothing but the edit changes a byte of the page. */
function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: false });
}

/** React Router's `<Scripts/>` boot the app from a module script; pages without the runtime have none. */
function isHydrated(document: Document): boolean {
  return (
    findOne((element) => element.name === "script" && element.attribs.type === "module", document.children) !== null
  );
}

/** beasties tags <html> with the marker it matches selectors under; the page has no use for it. */
function withoutBeastiesMarker(html: string): string {
  const document = parseHtml(html);
  const root = findOne((element) => element.name === "html", document.children, false);
  if (root) delete root.attribs["data-beasties-container"];
  return render(document, { decodeEntities: false });
}
