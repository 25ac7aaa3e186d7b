/**
 * Build step: the files beside the pages for browsers, crawlers and link previews (paths in
 * app/seo/site-files.ts): favicon and app icons, web manifest, share image, robots.txt and sitemap.xml.
 * The canonical origin comes from VITE_SITE_URL, validated by the same parser the app uses.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { brandMarkSvg } from "../../app/brand.ts";
import { parseSettings } from "../../app/config.ts";
import { homeMeta } from "../../app/content/landing.ts";
import { site } from "../../app/content/site.ts";
import { APP_ICONS, robotsTxt, SITE_FILES, sitemapXml, webManifest } from "../../app/seo/site-files.ts";
import { renderPng, renderShareImage } from "./share-image.ts";

export async function writeSeoFiles(clientDir: string, env: Record<string, string>): Promise<void> {
  const { siteUrl } = parseSettings(env);
  const write = (sitePath: string, data: string | Buffer) => writeFile(path.join(clientDir, sitePath), data);

  await write(SITE_FILES.favicon, brandMarkSvg());
  const iconSvg = brandMarkSvg({ fullBleed: true });
  await Promise.all(APP_ICONS.map((icon) => write(icon.path, renderPng(iconSvg, icon.size))));
  const manifest = webManifest({ name: site.name, shortName: site.name, description: homeMeta.description });
  await write(SITE_FILES.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
  await write(SITE_FILES.shareImage, await renderShareImage());
  await write(SITE_FILES.robots, robotsTxt(siteUrl));
  await write(SITE_FILES.sitemap, sitemapXml(siteUrl));
}
