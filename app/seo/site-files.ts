/**
 * The files the build writes beside the pages for browsers, crawlers and link previews (see
 * scripts/postbuild/seo-files.ts), and the pure builders of their text. Pages link to them by these paths.
 */
import { brandColors } from "../brand.ts";
import { COMPANY_PAGE_PATHS } from "../route-paths.ts";

/** The 180 px PNG iOS uses for a page added to the home screen. */
export const APPLE_TOUCH_ICON = { path: "/apple-touch-icon.png", size: 180 } as const;

export const SITE_FILES = {
  favicon: "/favicon.svg",
  appleTouchIcon: APPLE_TOUCH_ICON.path,
  manifest: "/manifest.webmanifest",
  shareImage: "/og-image.png",
  robots: "/robots.txt",
  sitemap: "/sitemap.xml",
} as const;

/** PNG app icons: iOS's, and the sizes Android asks a web manifest for. */
export const APP_ICONS = [
  APPLE_TOUCH_ICON,
  { path: "/icon-192.png", size: 192 },
  { path: "/icon-512.png", size: 512 },
] as const;

/** The share image's size: the 1.91:1 card every network shows in full. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The pages meant for search results: the landing and the company pages (/acesso, /bolos and the 404 page are noindex). */
export const INDEXED_PATHS = ["/", ...COMPANY_PAGE_PATHS] as const;

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(siteUrl, SITE_FILES.sitemap)}`, ""].join("\n");
}

export function sitemapXml(siteUrl: string): string {
  const urls = INDEXED_PATHS.map((path) => `  <url><loc>${absoluteUrl(siteUrl, path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

interface WebManifestInput {
  name: string;
  shortName: string;
  description: string;
}

/** The web app manifest: the name and icons a phone uses when the page is added to the home screen. */
export function webManifest({ name, shortName, description }: WebManifestInput) {
  return {
    name,
    short_name: shortName,
    description,
    lang: "pt-BR",
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: brandColors.ink,
    theme_color: brandColors.ink,
    icons: [
      { src: SITE_FILES.favicon, type: "image/svg+xml", sizes: "any" },
      ...APP_ICONS.map((icon) => ({ src: icon.path, type: "image/png", sizes: `${icon.size}x${icon.size}` })),
    ],
  };
}
