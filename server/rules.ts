/**
 * The serving rules, in one place: response headers, cache policy, the one URL of each page and what
 * counts as not found. The bundled server (server/serve.ts) applies them at request time; the build turns
 * them into the deploy files for Cloudflare Pages and Netlify (_headers, _redirects), Vercel (vercel.json)
 * and nginx (scripts/postbuild/deploy-configs.ts), so every host answers alike.
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
 * 404) and the deploy metadata that Netlify and Cloudflare Pages read from the published folder.
 */
export const NOT_SERVED_PATHS = ["/404", "/404.html", "/_headers", "/_redirects"] as const;

/**
 * The build's precompressed siblings (page.html.br, app.js.gz): a server picks them by Accept-Encoding for
 * the file's own URL; at their own URL they are not part of the site.
 */
export const PRECOMPRESSED_EXTENSIONS = [".br", ".gz"] as const;

/**
 * One URL per page, the way Cloudflare Pages does it natively: a page is the file `acesso.html` and
 * answers at `/acesso`; `/acesso/`, `/acesso.html`, `/index` and `/index.html` send one permanent redirect
 * there, keeping the query string (campaign parameters must survive the hop).
 */
export const CANONICAL_REDIRECT_STATUS = 308;

export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/** What the Content-Security-Policy allows beyond the site's own origin. */
export interface CspSources {
  /** sha256 sources of every inline script and style in the built pages, e.g. 'sha256-…'. */
  scriptHashes: string[];
  styleHashes: string[];
  /** Origins of the optional analytics, only when a setting turns them on. */
  thirdParty: ThirdPartyOrigins;
}

/**
 * What the build hands the bundled server, as data: build/serving.json, written by the build's last step
 * (scripts/postbuild/deploy-configs.ts), so the server needs no build code at run time.
 */
export const SERVING_DATA_FILE = "serving.json";

export interface ServingData {
  cspSources: CspSources;
  /** Clean URLs of the published pages, e.g. "/" and "/acesso" (not the 404 page). */
  pages: string[];
}

export interface ThirdPartyOrigins {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
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
  return (
    (NOT_SERVED_PATHS as readonly string[]).includes(normalized) ||
    PRECOMPRESSED_EXTENSIONS.some((extension) => normalized.endsWith(extension))
  );
}

/** The clean URL of a published page file: `/index.html` → `/`, `/acesso.html` → `/acesso`. */
export function pagePathOf(pageFile: string): string {
  return pageFile === "/index.html" ? "/" : pageFile.slice(0, -".html".length);
}

/**
 * Where another spelling of a page's URL redirects (`/acesso/`, `/acesso.html`, `/index.html`), or nothing
 * when `pathname` is already canonical or names no page. `pages` holds the clean URLs of the site's pages.
 */
export function canonicalPagePath(pathname: string, pages: ReadonlySet<string>): string | undefined {
  let candidate: string | undefined;
  if (pathname.length > 1 && pathname.endsWith("/")) candidate = pathname.slice(0, -1);
  else if (pathname.endsWith(".html")) candidate = pathname.slice(0, -".html".length);
  else if (pathname === "/index") candidate = "/";
  if (candidate === undefined) return undefined;
  const page = candidate === "/index" ? "/" : candidate;
  return pages.has(page) && page !== pathname ? page : undefined;
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
