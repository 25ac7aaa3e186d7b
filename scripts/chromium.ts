/**
 * How this project launches Chromium (Playwright tests, screenshots, benchmarks): Debian's chromium from
 * CHROMIUM_PATH or /usr/bin/chromium when present, else the browser Playwright installed itself.
 */
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function systemChromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: systemChromiumPath(), args: CHROMIUM_FLAGS };
}
