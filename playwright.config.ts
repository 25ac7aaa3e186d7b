import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.ts";

/** The e2e suite runs against the production build, served by `npm run serve` exactly as users get it. */
const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromiumLaunchOptions() } },
    {
      name: "mobile-no-js",
      use: { ...devices["Pixel 7"], javaScriptEnabled: false, launchOptions: chromiumLaunchOptions() },
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions() } },
  ],
  webServer: {
    command: "npm run build && npm run serve",
    url: `${baseURL}/`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
