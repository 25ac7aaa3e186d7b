/**
 * Reading the raw HTML a route answers with, as a crawler or a browser without JavaScript gets it:
 * parsed with htmlparser2 (the parser the build's own steps use), never matched with regular expressions.
 */
import type { Element } from "domhandler";
import { findAll, textContent } from "domutils";
import { parseDocument } from "htmlparser2";

export type Attributes = Record<string, string>;

/** Every element of `html` that passes `test`, in document order. */
export function elements(html: string, test: (element: Element) => boolean): Element[] {
  return findAll(test, parseDocument(html).children);
}

/** Attributes of every `<name …>` element in `html`, names lower-cased, entities decoded. */
export function startTags(html: string, name: string): Attributes[] {
  return elements(html, (element) => element.name === name.toLowerCase()).map((element) => ({ ...element.attribs }));
}

/** The whitespace-collapsed text of every `<name>` element, e.g. the labels of every link. */
export function textsOf(html: string, name: string): string[] {
  return elements(html, (element) => element.name === name.toLowerCase()).map((element) =>
    textContent(element).replace(/\s+/g, " ").trim(),
  );
}

/** The `<meta>` tags of a document. */
export function metaTags(html: string): Attributes[] {
  return startTags(html, "meta");
}

/** The content of the `<meta http-equiv="refresh">` tag, if any. */
export function metaRefresh(html: string): string | undefined {
  return metaTags(html).find((meta) => meta["http-equiv"]?.toLowerCase() === "refresh")?.content;
}

/** The content of the `<meta name="robots">` tag, if any. */
export function metaRobots(html: string): string | undefined {
  return metaTags(html).find((meta) => meta.name?.toLowerCase() === "robots")?.content;
}

/** The text of the document's `<title>`. */
export function titleOf(html: string): string | undefined {
  return textsOf(html, "title")[0];
}

/** The parsed content of every `<script type="application/ld+json">`. */
export function jsonLdBlocks(html: string): unknown[] {
  return elements(html, (element) => element.name === "script" && element.attribs.type === "application/ld+json").map(
    (script) => JSON.parse(textContent(script)),
  );
}
