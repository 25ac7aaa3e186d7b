/**
 * The post-build pipeline, run by React Router's `buildEnd` once every route is prerendered into
 * build/client. One ordered list of steps, so each build helper can rely on what the earlier ones did.
 */
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { parseSettings, placeholderSettings } from "../../app/config.ts";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/route-paths.ts";
import { writeDeployConfigs } from "./deploy-configs.ts";
import { inlineStylesheets } from "./inline-css.ts";
import { precompress } from "./precompress.ts";
import { writeSeoFiles } from "./seo-files.ts";

export interface FinishBuildOptions {
  /** build/client: the folder that gets deployed. */
  clientDir: string;
  /** The `VITE_*` settings the build was made with, already validated by vite.config.ts. */
  env: Record<string, string>;
  /** Vite's mode, "production" for `npm run build`. */
  mode: string;
  warn: (message: string) => void;
}

export async function finishBuild(options: FinishBuildOptions): Promise<void> {
  warnAboutPlaceholders(options);
  await moveNotFoundPage(options.clientDir);
  await removeSpaFallback(options.clientDir);
  await writeSeoFiles(options.clientDir, options.env);
  // Rewrites the HTML files, so it runs before anything is compressed or hashed.
  await inlineStylesheets(options.clientDir);
  // Every page and asset must be final before its .br/.gz siblings are written.
  await precompress(options.clientDir);
  // Last: the CSP hashes and per-file cache rules must see the final HTML and every published file, and the
  // deploy metadata written here (_headers, vercel.json) is read by hosts, never compressed or served.
  await writeDeployConfigs(options.clientDir, parseSettings(options.env));
}

function warnAboutPlaceholders({ env, mode, warn }: FinishBuildOptions): void {
  const placeholders = placeholderSettings(env);
  if (mode === "production" && placeholders.length > 0) {
    warn(
      `\n[settings] ${placeholders.join(", ")} still point at the example placeholders from .env. ` +
        "Set real URLs in the environment or in .env.production.local before deploying.\n",
    );
  }
}

/**
 * Static hosts answer unknown paths with /404.html and status 404; moving it out of 404/ means no file
 * answers at /404 (our server and the deploy configs also refuse /404 and /404.html themselves).
 */
async function moveNotFoundPage(clientDir: string): Promise<void> {
  const notFoundDir = path.join(clientDir, NOT_FOUND_PRERENDER_PATH.slice(1));
  await rename(path.join(notFoundDir, "index.html"), path.join(clientDir, "404.html"));
  await rm(notFoundDir, { recursive: true });
}

/** Every route is prerendered and unknown paths get 404.html, so the SPA fallback is never served. */
async function removeSpaFallback(clientDir: string): Promise<void> {
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
