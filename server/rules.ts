import type { AnalyticsSettings } from "../app/config.ts";

/**
 * The serving rules, in one place: response headers, cache policy and what counts as not found.
 * The bundled server (server/serve.ts) applies them at request time; the build turns them into the
 * deploy files for Netlify/Cloudflare Pages (_headers), Vercel (vercel.json) and nginx
 * (scripts/build/deploy-configs.ts), so every host answers alike.
 */

/** Vite's content-hashed output: safe to cache forever. */
export const HASHED_ASSETS_PREFIX = "/assets/";

export const CACHE_CONTROL = {
  html: "no-cache",
  hashedAsset: "public, max-age=31536000, immutable",
  /** Unhashed files (icons, robots.txt, share image): short, because their URL never changes. */
  other: "public, max-age=3600",
} as const;

/** The page every unknown path gets, with status 404. */
export const NOT_FOUND_PAGE = "/404.html";

/**
 * Paths that exist in build/client but are not pages: the 404 page itself (only ever served with status
 * 404) and the deploy metadata that Netlify, Cloudflare Pages and Vercel read but never publish.
 */
export const NOT_SERVED_PATHS = ["/404", "/404.html", "/_headers", "/vercel.json"] as const;

export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/** What the Content-Security-Policy allows beyond the site's own origin. */
export interface CspSources {
  /** sha256 sources of every inline script and style in the built pages, e.g. 'sha256-…'. */
  scriptHashes: string[];
  styleHashes: string[];
  /** Origins of the optional analytics, only when a setting turns them on. */
  thirdParty: ThirdPartyOrigins;
}

export interface ThirdPartyOrigins {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

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

export interface HeaderOptions {
  /** HTTPS deployments (the deploy files) add HSTS and upgrade-insecure-requests; the local server is plain HTTP. */
  https: boolean;
}

export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_CONTROL.hashedAsset;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  const isPage = lastSegment === "" || lastSegment.endsWith(".html") || !lastSegment.includes(".");
  return isPage ? CACHE_CONTROL.html : CACHE_CONTROL.other;
}

export function isNotServed(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (NOT_SERVED_PATHS as readonly string[]).includes(normalized);
}

export function isAllowedMethod(method: string | undefined): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method ?? "");
}

export function contentSecurityPolicy(sources: CspSources, { https }: HeaderOptions): string {
  const { thirdParty } = sources;
  const directive = (name: string, values: string[]) => [name, ...values].join(" ");
  const directives = [
    "default-src 'self'",
    directive("script-src", ["'self'", ...quoteAll(sources.scriptHashes), ...thirdParty.script]),
    directive("style-src", ["'self'", ...quoteAll(sources.styleHashes)]),
    directive("img-src", ["'self'", "data:", ...thirdParty.img]),
    "font-src 'self'",
    // Only tools that need a frame (Google Ads) add the directive; otherwise default-src 'self' covers frames.
    ...(thirdParty.frame.length > 0 ? [directive("frame-src", ["'self'", ...thirdParty.frame])] : []),
    directive("connect-src", ["'self'", ...thirdParty.connect]),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Headers sent with every response, pages, assets and errors alike. */
export function securityHeaders(sources: CspSources, options: HeaderOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(sources, options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(options.https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

function quoteAll(sources: string[]): string[] {
  return sources.map((source) => `'${source}'`);
}
