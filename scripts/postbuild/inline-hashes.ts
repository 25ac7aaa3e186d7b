/**
 * Collects the sha256 of every inline script and style in the built pages, so the
 * Content-Security-Policy can allow exactly those and nothing else ('unsafe-inline' is never needed).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { findAll, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { listFiles } from "./files.ts";

/** Script types the browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** sha256 sources of the inline scripts and styles, e.g. 'sha256-…'. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export function inlineHashesOf(html: string): InlineHashes {
  const elements = findAll(
    (element) => element.name === "script" || element.name === "style",
    parseDocument(html).children,
  );
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const element of elements) {
    if (element.name === "style") {
      styles.push(sha256Source(textContent(element)));
    } else if (!("src" in element.attribs) && EXECUTABLE_SCRIPT_TYPES.has((element.attribs.type ?? "").toLowerCase())) {
      scripts.push(sha256Source(textContent(element)));
    }
  }
  return { scripts, styles };
}

export async function collectInlineHashes(clientDir: string): Promise<InlineHashes> {
  const htmlFiles = (await listFiles(clientDir)).filter((file) => file.endsWith(".html"));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles) {
    const hashes = inlineHashesOf(await readFile(file, "utf8"));
    for (const hash of hashes.scripts) scripts.add(hash);
    for (const hash of hashes.styles) styles.add(hash);
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

function sha256Source(content: string): string {
  return `sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`;
}
