/**
 * The post-build pipeline, run by React Router's `buildEnd` once every route is prerendered into
 * build/client. One ordered list of steps, so each build helper can rely on what the earlier ones did.
 */
import { readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { parseSettings, placeholderSettings } from "../../app/config.ts";
import { company } from "../../app/content/company.ts";
import { exampleCompanyFields } from "../../app/content/company-rules.ts";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/route-paths.ts";
import { draftNote } from "../markdown-pages.ts";
import { writeDeployConfigs } from "./deploy-configs.ts";
import { listFiles } from "./files.ts";
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
  await warnAboutUnfinishedCompanyContent(options);
  await moveNotFoundPage(options.clientDir);
  await removeSpaFallback(options.clientDir);
  await publishPagesAtCleanUrls(options.clientDir);
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

const CONTENT_DIR = path.resolve(import.meta.dirname, "../../app/content");

/** The seller's data still holding the fictitious example, and owner's texts still marked as drafts. */
async function warnAboutUnfinishedCompanyContent({ mode, warn }: FinishBuildOptions): Promise<void> {
  if (mode !== "production") return;
  const exampleFields = exampleCompanyFields(company);
  if (exampleFields.length > 0) {
    warn(
      `\n[content] ${exampleFields.join(", ")} still hold the fictitious example from app/content/company.ts. ` +
        "Put your company's real data there before deploying.\n",
    );
  }
  const markdownFiles = (await readdir(CONTENT_DIR)).filter((file) => file.endsWith(".md")).sort();
  for (const file of markdownFiles) {
    const note = draftNote(await readFile(path.join(CONTENT_DIR, file), "utf8"));
    if (note !== undefined) {
      warn(
        `\n[content] app/content/${file} is still a draft ("${note}"). Review the text, then delete its first line, the <!-- RASCUNHO: … --> marker.\n`,
      );
    }
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

/**
 * React Router writes /acesso as acesso/index.html, which Cloudflare Pages (and Netlify) answer only at
 * /acesso/, after a 308 from /acesso: one more round trip on 4G before the redirect page even starts.
 * As acesso.html, the page answers at /acesso itself on every host (server/rules.ts, one URL per page).
 */
async function publishPagesAtCleanUrls(clientDir: string): Promise<void> {
  const rootIndex = path.join(clientDir, "index.html");
  const nestedIndexes = (await listFiles(clientDir)).filter(
    (file) => path.basename(file) === "index.html" && file !== rootIndex,
  );
  for (const file of nestedIndexes) {
    const directory = path.dirname(file);
    await rename(file, `${directory}.html`);
    // Fails if anything else was left in the folder: a page's folder should hold nothing but the page.
    await rmdir(directory);
  }
}
