/**
 * The head of every page, for browsers, search engines and link previews (WhatsApp, Instagram, Facebook,
 * LinkedIn and X read the Open Graph and Twitter tags). Route `meta` exports call `pageHead`.
 */
import type { LinkDescriptor, MetaDescriptor } from "react-router";
import { brandColors } from "../brand.ts";
import { shareImage } from "../content/landing.ts";
import { site } from "../content/site.ts";
import { APPLE_TOUCH_ICON, absoluteUrl, SHARE_IMAGE_SIZE, SITE_FILES } from "./site-files.ts";

export interface PageHeadInput {
  title: string;
  /** 50–160 characters: what search results and link previews show under the title. */
  description: string;
  /** The page's own path, for its canonical URL. Left out on the 404 page, which answers at any address. */
  path?: string;
  /** Keeps the page out of search results (the redirect pages and the 404 page). */
  noindex?: boolean;
}

export function pageHead(
  { title, description, path, noindex = false }: PageHeadInput,
  siteUrl: string,
): MetaDescriptor[] {
  const canonicalUrl = path === undefined ? undefined : absoluteUrl(siteUrl, path);
  const imageUrl = absoluteUrl(siteUrl, SITE_FILES.shareImage);
  const canonical: MetaDescriptor[] = canonicalUrl
    ? [
        { tagName: "link", rel: "canonical", href: canonicalUrl },
        { property: "og:url", content: canonicalUrl },
      ]
    : [];
  return [
    { title },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...canonical,
    { name: "theme-color", content: brandColors.ink },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: shareImage.alt },
  ];
}

/** Icons and the web manifest, the same on every page (the root route's `links`). */
export function siteLinks(): LinkDescriptor[] {
  return [
    { rel: "icon", href: SITE_FILES.favicon, type: "image/svg+xml" },
    {
      rel: "apple-touch-icon",
      href: APPLE_TOUCH_ICON.path,
      sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`,
    },
    { rel: "manifest", href: SITE_FILES.manifest },
  ];
}
