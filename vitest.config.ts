import { defineConfig } from "vitest/config";
import { inlineScriptModules } from "./scripts/inline-script-modules.ts";
import { markdownPages } from "./scripts/markdown-pages.ts";

// Separate from vite.config.ts: unit tests render components directly, without the React Router plugin.
export default defineConfig({
  // The same Markdown rendering and inline-script bundling as the build, so components render as they ship.
  plugins: [markdownPages(), inlineScriptModules()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["tests/unit/setup.ts"],
    env: {
      VITE_SITE_URL: "https://vendas.example.com",
      VITE_CHECKOUT_URL: "https://checkout.example.com/pro-7-dias",
      VITE_ACESSO_URL: "https://workspace.example.com/acesso",
      VITE_BOLOS_URL: "https://docs.example.com/bolos",
    },
  },
});
