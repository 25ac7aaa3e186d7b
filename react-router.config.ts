import { rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { placeholderSettings } from "./app/config.ts";
import { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PATHS } from "./app/route-paths.ts";

export default {
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const placeholders = placeholderSettings(viteConfig.env);
    if (viteConfig.mode === "production" && placeholders.length > 0) {
      viteConfig.logger.warn(
        `\n[settings] ${placeholders.join(", ")} still point at the example placeholders from .env. ` +
          "Set real URLs in the environment or in .env.production.local before deploying.\n",
      );
    }
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    // Static hosts (and our server) answer unknown paths with /404.html and status 404; moving it out of
    // 404/ also keeps /404 itself from answering 200.
    const notFoundDir = path.join(clientDir, NOT_FOUND_PRERENDER_PATH.slice(1));
    await rename(path.join(notFoundDir, "index.html"), path.join(clientDir, "404.html"));
    await rm(notFoundDir, { recursive: true });
    // Every route is prerendered and unknown paths get 404.html, so the SPA fallback is never served.
    await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  },
} satisfies Config;
