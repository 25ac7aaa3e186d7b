/**
 * Bundles the browser code in app/browser into the inline scripts of the prerendered pages.
 *
 * Pages without the React runtime run a few small scripts inline (so they cost no request and the CSP can
 * allow them by hash). They are written as ordinary TypeScript modules, unit-tested like any other code;
 * this Vite plugin bundles and minifies each entry into one self-contained classic script and hands it to
 * the app as a string: `import landingScript from "virtual:inline-script/landing"`.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "vite";

const VIRTUAL_PREFIX = "virtual:inline-script/";
const RESOLVED_PREFIX = "\0inline-script:";

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

export function inlineScriptModules(): Plugin {
  return {
    name: "inline-script-modules",
    resolveId(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return undefined;
      const name = id.slice(VIRTUAL_PREFIX.length);
      if (!(name in INLINE_SCRIPT_ENTRIES)) {
        throw new Error(`Unknown inline script "${name}"; known: ${Object.keys(INLINE_SCRIPT_ENTRIES).join(", ")}`);
      }
      return RESOLVED_PREFIX + name;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length) as InlineScriptName;
      // Rebuild when the browser code changes (dev server and watch mode).
      for (const file of await readdir(browserDir)) this.addWatchFile(path.join(browserDir, file));
      return `export default ${JSON.stringify(await bundleInlineScript(name))};`;
    },
  };
}
