/**
 * Reading the raw HTML a route answers with, as a crawler or a browser without JavaScript gets it.
 * Only what the tests need: the attributes of the tags in the <head>, and the scripts of a page.
 */

export type Attributes = Record<string, string>;

const TAG_ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Attributes of every `<name …>` start tag in `html`, names lower-cased, values with `&amp;` decoded. */
export function startTags(html: string, name: string): Attributes[] {
  const tags = html.match(new RegExp(`<${name}\\b[^>]*>`, "gi")) ?? [];
  return tags.map((tag) => {
    const attributes: Attributes = {};
    const inner = tag.slice(name.length + 1, -1);
    for (const [, attribute, double, single, bare] of inner.matchAll(TAG_ATTRIBUTE)) {
      if (!attribute) continue;
      attributes[attribute.toLowerCase()] = (double ?? single ?? bare ?? "").replaceAll("&amp;", "&");
    }
    return attributes;
  });
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

/** The text of the document's `<title>`, `&amp;` decoded. */
export function titleOf(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/i)?.[1]?.replaceAll("&amp;", "&");
}

/** The parsed content of every `<script type="application/ld+json">`. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi);
  return Array.from(blocks, ([, json]) => JSON.parse(json ?? ""));
}
