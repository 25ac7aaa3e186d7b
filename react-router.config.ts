import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/route-paths.ts";
import { finishBuild } from "./scripts/postbuild/finish-build.ts";

export default {
  // BUILD_DIR lets the e2e suite make a second build (every tag on) beside the default one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await finishBuild({
      clientDir: path.join(reactRouterConfig.buildDirectory, "client"),
      env: viteConfig.env as Record<string, string>,
      mode: viteConfig.mode,
      warn: (message) => viteConfig.logger.warn(message),
    });
  },
} satisfies Config;
