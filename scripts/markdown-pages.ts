/**
 * The owner's long texts (app/content/*.md: terms of use, about) become static HTML at build time:
 * `import termos from "./termos.md"` gives the rendered HTML string, so no Markdown parser ever reaches a
 * browser. Used by vite.config.ts (the site) and vitest.config.ts (the unit tests).
 */
import path from "node:path";
import { Marked, type Tokens } from "marked";
import type { Plugin } from "vite";

/**
 * A draft starts with `<!-- RASCUNHO: why -->` on its first line; the build warns while it is there, and the
 * comment never reaches the page.
 */
const DRAFT_MARKER = /^\s*<!--\s*RASCUNHO\b:?\s*([\s\S]*?)\s*-->\s*/;

/** The draft note of a Markdown text, or nothing when the owner has removed the marker. */
export function draftNote(source: string): string | undefined {
  const marker = DRAFT_MARKER.exec(source);
  return marker ? marker[1] || "rascunho" : undefined;
}

/** GitHub-flavoured Markdown; the page already has the h1, so the text's headings start at ##. */
const marked = new Marked({ gfm: true, async: false });

export class MarkdownPageError extends Error {}

/** The HTML of a Markdown page. `file` names the source in errors. */
export function renderMarkdownPage(source: string, file: string): string {
  const body = source.replace(DRAFT_MARKER, "");
  const tokens = marked.lexer(body);
  const pageTitle = tokens.find((token): token is Tokens.Heading => token.type === "heading" && token.depth === 1);
  if (pageTitle) {
    throw new MarkdownPageError(
      `${file}: "# ${pageTitle.text}" is a page title, but the page already has one. Start the text's headings at "##", e.g. "## Cancelamento"`,
    );
  }
  return marked.parser(tokens);
}

export function markdownPages(): Plugin {
  return {
    name: "vendas-ia:markdown-pages",
    enforce: "pre",
    transform(source, id) {
      if (!id.endsWith(".md")) return undefined;
      const html = renderMarkdownPage(source, path.relative(process.cwd(), id));
      return { code: `export default ${JSON.stringify(html)};`, map: null };
    },
  };
}
