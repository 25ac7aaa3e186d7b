import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { parseSettings, SettingsError } from "./app/config.ts";
import { ContentError, validateContent } from "./app/content/validate.ts";
import { inlineScriptModules } from "./scripts/inline-script-modules.ts";
import { markdownPages } from "./scripts/markdown-pages.ts";

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  try {
    validateContent(parseSettings(env).siteUrl);
  } catch (error) {
    if (error instanceof SettingsError || error instanceof ContentError) {
      // A short message without a stack trace: the owner needs the setting or the copy to fix, not our internals.
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  return { plugins: [markdownPages(), tailwindcss(), inlineScriptModules(), reactRouter()] };
});
