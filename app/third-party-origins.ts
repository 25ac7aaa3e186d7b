/**
 * The origins each measurement and ad tool loads from and reports to, as its vendor documents them: what the
 * build adds to the Content-Security-Policy (server/rules.ts) for the tools that are on, and nothing else.
 */
import type { ThirdPartyOrigins } from "../server/rules.ts";
import type { AnalyticsSettings } from "./config.ts";

/**
 * Origins from Google's "Use Content Security Policy with Google tag" guide (tag-platform/security/guides/csp):
 * Tag Manager, Google Analytics 4 and Google Ads each need their own list. `<TLD>` in that guide is the
 * visitor's country Google domain: this site sells in Brazil, so www.google.com.br.
 */
const GOOGLE_ORIGINS = {
  tagManager: {
    script: ["https://www.googletagmanager.com"],
    img: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com", "https://www.google.com"],
    frame: [],
  },
  analytics: {
    script: ["https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    connect: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
      "https://*.g.doubleclick.net",
    ],
    frame: [],
  },
  ads: {
    script: [
      "https://www.googleadservices.com",
      "https://www.google.com",
      "https://googleads.g.doubleclick.net",
      "https://pagead2.googlesyndication.com",
      "https://www.googletagmanager.com",
    ],
    img: [
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
      "https://pagead2.googlesyndication.com",
      "https://www.googletagmanager.com",
      "https://www.google.com.br",
    ],
    connect: [
      "https://pagead2.googlesyndication.com",
      "https://www.googleadservices.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
      "https://www.google.com.br",
    ],
    frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
  },
} satisfies Record<string, ThirdPartyOrigins>;

/**
 * The Meta Pixel's base code loads fbevents.js (and the pixel's config) from connect.facebook.net and reports to
 * www.facebook.com/tr, as an image or a beacon. Meta publishes no CSP list of its own; these are the origins its
 * base code and pixel reference use.
 */
const META_ORIGINS: ThirdPartyOrigins = {
  script: ["https://connect.facebook.net"],
  img: ["https://www.facebook.com"],
  connect: ["https://www.facebook.com"],
  frame: [],
};

/**
 * Exactly the origins the configured tools load from and report to, plus the owner's extra origins
 * (VITE_CSP_EXTRA_ORIGINS, for other vendors' tags in Tag Manager); none by default.
 */
export function thirdPartyOrigins(
  analytics: AnalyticsSettings,
  extraOrigins: readonly string[] = [],
): ThirdPartyOrigins {
  const lists: ThirdPartyOrigins[] = [];
  if (analytics.plausible) {
    const origin = new URL(analytics.plausible.scriptUrl).origin;
    lists.push({ script: [origin], connect: [origin], img: [], frame: [] });
  }
  if (analytics.gtmId) lists.push(GOOGLE_ORIGINS.tagManager);
  if (analytics.ga4Id) lists.push(GOOGLE_ORIGINS.analytics);
  if (analytics.googleAds) lists.push(GOOGLE_ORIGINS.ads);
  if (analytics.metaPixelId) lists.push(META_ORIGINS);
  if (extraOrigins.length > 0) {
    lists.push({ script: [...extraOrigins], connect: [...extraOrigins], img: [...extraOrigins], frame: [] });
  }
  const union = (directive: keyof ThirdPartyOrigins) => [...new Set(lists.flatMap((list) => list[directive]))];
  return { script: union("script"), connect: union("connect"), img: union("img"), frame: union("frame") };
}
