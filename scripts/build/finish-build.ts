/**
 * What happens to build/client after React Router has prerendered every route, in order.
 * Called from `buildEnd` in react-router.config.ts.
 */
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { parseSettings, placeholderSettings } from "../../app/config.ts";
import { NOT_FOUND_PRERENDER_PATH } from "../../app/route-paths.ts";
import { writeDeployConfigs } from "./deploy-configs.ts";

export interface BuildContext {
  /** build/client: the folder that is deployed. */
  clientDir: string;
  /** The VITE_* settings of this build, already validated by vite.config.ts. */
  env: Record<string, string>;
  mode: string;
  warn: (message: string) => void;
}

export async function finishBuild(context: BuildContext): Promise<void> {
  warnAboutPlaceholderSettings(context);
  await publishNotFoundPage(context.clientDir);
  await writeDeployConfigs(context.clientDir, parseSettings(context.env).analytics);
}

function warnAboutPlaceholderSettings({ env, mode, warn }: BuildContext): void {
  const placeholders = placeholderSettings(env);
  if (mode === "production" && placeholders.length > 0) {
    warn(
      `\n[settings] ${placeholders.join(", ")} still point at the example placeholders from .env. ` +
        "Set real URLs in the environment or in .env.production.local before deploying.\n",
    );
  }
}

/**
 * Static hosts (and our server) answer unknown paths with /404.html and status 404. Moving the page out of
 * 404/ also keeps /404 from answering 200; every route is prerendered, so the SPA fallback is never served.
 */
async function publishNotFoundPage(clientDir: string): Promise<void> {
  const notFoundDir = path.join(clientDir, NOT_FOUND_PRERENDER_PATH.slice(1));
  await rename(path.join(notFoundDir, "index.html"), path.join(clientDir, "404.html"));
  await rm(notFoundDir, { recursive: true });
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
}
