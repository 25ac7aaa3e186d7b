/**
 * Fixtures for the build with every tool on. Nothing leaves the machine: the vendors' script URLs are answered
 * by small stand-ins (stand-ins/*.ts, bundled like the site's own inline scripts) that behave like the real
 * libraries and report to the vendors' real endpoints, which the base fixture answers locally. Every request
 * to a third party and every CSP violation is recorded.
 */
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { bundleBrowserModule } from "../../../scripts/inline-script-modules";
import { test as base, expect, SETTINGS } from "../fixtures";
import { EVERY_TOOL_ON } from "./settings";

const STAND_INS = {
  "https://www.googletagmanager.com/gtag/js": "gtag.ts",
  "https://www.googletagmanager.com/gtm.js": "gtm.ts",
  "https://connect.facebook.net/en_US/fbevents.js": "fbevents.ts",
  "https://plausible.io/js/script.js": "plausible.ts",
} as const;

type StandInUrl = keyof typeof STAND_INS;
let standInCode: Promise<Record<string, string>> | undefined;

function standIns(): Promise<Record<string, string>> {
  standInCode ??= Promise.all(
    Object.entries(STAND_INS).map(async ([url, file]) => [
      url,
      await bundleBrowserModule(path.join(import.meta.dirname, "stand-ins", file)),
    ]),
  ).then(Object.fromEntries);
  return standInCode;
}

/** Hosts that are the site's own destinations (checkout, redirect targets), not third-party tools. */
const DESTINATION_HOSTS = new Set(
  [SETTINGS.checkoutUrl, SETTINGS.acessoUrl, SETTINGS.bolosUrl].map((url) => new URL(url).host),
);

export interface VendorHit {
  url: URL;
  method: string;
  body: string | null;
}

interface TagFixtures {
  /** Every request the pages made to a third-party tool (anything but the site and its destinations). */
  vendorRequests: VendorHit[];
  /** Every Content-Security-Policy violation any page reported, as "directive blocked-url" or the console text. */
  cspViolations: string[];
}

export const test = base.extend<TagFixtures>({
  vendorRequests: [
    async ({ context, baseURL, externalRequests: _routedFirst }, use) => {
      const code = await standIns();
      const localOrigin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const hits: VendorHit[] = [];
      context.on("request", (request: Request) => {
        const url = new URL(request.url());
        if (url.origin === localOrigin || DESTINATION_HOSTS.has(url.host) || url.protocol === "data:") return;
        hits.push({ url, method: request.method(), body: request.postData() });
      });
      // Registered after the base fixture's catch-all, so these answer first.
      await context.route(
        (url) => `${url.origin}${url.pathname}` in code,
        (route) => {
          const url = new URL(route.request().url());
          return route.fulfill({
            status: 200,
            contentType: "text/javascript; charset=utf-8",
            body: code[`${url.origin}${url.pathname}` as StandInUrl],
          });
        },
      );
      await use(hits);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("reportCspViolation", (_source, line: string) => violations.push(line));
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
          report(`${event.effectiveDirective} ${event.blockedURI}`);
        });
      });
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
    },
    { auto: true },
  ],
});

export { expect, SETTINGS };

/** The vendor hits whose URL or body mentions `needle`, e.g. an event name. */
export const hitsFor = (hits: VendorHit[], host: string, needle = "") =>
  hits.filter((hit) => hit.url.host === host && `${hit.url.href} ${hit.body ?? ""}`.includes(needle));

/** The consent banner, once a script has put it on the page. */
export const consentBanner = (page: Page) => page.getByRole("region", { name: "Aviso de cookies" });

/** Waits until the page has loaded and had time to start anything it would start after load. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForTimeout(600);
}

export { EVERY_TOOL_ON };
