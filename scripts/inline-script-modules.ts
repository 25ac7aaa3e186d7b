/**
 * Bundles the browser code in app/browser into the scripts of the prerendered pages.
 *
 * Pages without the React runtime run a few small scripts inline (so they cost no request and the CSP can
 * allow them by hash). They are written as ordinary TypeScript modules, unit-tested like any other code;
 * this Vite plugin bundles and minifies each entry into one self-contained classic script and hands it to
 * the app as a string: `import landingScript from "virtual:inline-script/landing"`.
 *
 * A script that only matters once the page has loaded (the consent banner and the tags) can instead ship as
 * a hashed file in /assets, so it does not take room in the first 14 KB of the page:
 * `import tagsScriptUrl from "virtual:script-file/tags"` gives its URL, and the client build writes the file.
 */
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "vite";

const VIRTUAL_PREFIX = "virtual:inline-script/";
const RESOLVED_PREFIX = "\0inline-script:";
const FILE_VIRTUAL_PREFIX = "virtual:script-file/";
const FILE_RESOLVED_PREFIX = "\0script-file:";

/** Each inline script and the module it starts from. */
export const INLINE_SCRIPT_ENTRIES = {
  /** Every page with the landing layout: accordion fallback, attribution, conversion events. */
  landing: "app/browser/landing-page.ts",
  /** Pages where a measurement tool is on: the consent banner and the tags it allows. */
  tags: "app/browser/tags-page.ts",
  /** /acesso and /bolos: count the redirect where allowed, then leave. */
  redirect: "app/browser/redirect-page.ts",
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPT_ENTRIES;

const projectRoot = path.resolve(import.meta.dirname, "..");
const browserDir = path.join(projectRoot, "app/browser");

/** One entry bundled into a minified classic script (an IIFE: no globals leak, nothing is exported). */
export function bundleInlineScript(name: InlineScriptName): Promise<string> {
  return bundleBrowserModule(path.join(projectRoot, INLINE_SCRIPT_ENTRIES[name]));
}

/** Any browser module bundled the same way (the e2e suite also bundles its vendor stand-ins with it). */
export async function bundleBrowserModule(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: projectRoot,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      // The same browsers the rest of the site targets; no polyfills are injected.
      target: "es2020",
      lib: { entry, formats: ["iife"], name: "_" },
      rolldownOptions: { output: { name: undefined } },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ("output" in result) {
      const chunk = result.output.find((item) => item.type === "chunk");
      if (chunk && chunk.type === "chunk") return chunk.code.trim();
    }
  }
  throw new Error(`Bundling ${entry} produced no code`);
}

/** The file a script ships as: /assets/NAME-HASH.js, named by its content so it can be cached for good. */
export function scriptFileName(name: InlineScriptName, code: string): string {
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  return `assets/${name}-${hash}.js`;
}

function entryName(id: string, prefix: string): InlineScriptName {
  const name = id.slice(prefix.length);
  if (!(name in INLINE_SCRIPT_ENTRIES)) {
    throw new Error(`Unknown inline script "${name}"; known: ${Object.keys(INLINE_SCRIPT_ENTRIES).join(", ")}`);
  }
  return name as InlineScriptName;
}

export function inlineScriptModules(): Plugin {
  /** Script files the pages of this build refer to: file name → code. */
  const scriptFiles = new Map<string, string>();
  return {
    name: "inline-script-modules",
    resolveId(id) {
      if (id.startsWith(VIRTUAL_PREFIX)) return RESOLVED_PREFIX + entryName(id, VIRTUAL_PREFIX);
      if (id.startsWith(FILE_VIRTUAL_PREFIX)) return FILE_RESOLVED_PREFIX + entryName(id, FILE_VIRTUAL_PREFIX);
      return undefined;
    },
    async load(id) {
      const isFile = id.startsWith(FILE_RESOLVED_PREFIX);
      if (!isFile && !id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice((isFile ? FILE_RESOLVED_PREFIX : RESOLVED_PREFIX).length) as InlineScriptName;
      // Rebuild when the browser code changes (dev server and watch mode).
      for (const file of await readdir(browserDir)) this.addWatchFile(path.join(browserDir, file));
      const code = await bundleInlineScript(name);
      if (!isFile) return `export default ${JSON.stringify(code)};`;
      const fileName = scriptFileName(name, code);
      scriptFiles.set(fileName, code);
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
    // The same bundle, hence the same name, in the prerender and the client build: the page's URL finds the file.
    generateBundle() {
      for (const [fileName, source] of scriptFiles) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
