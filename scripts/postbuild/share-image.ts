/**
 * The share image (og:image): 1200×630 PNG drawn at build time from app/content with satori (layout to
 * SVG, Inter from @fontsource) and resvg (SVG to PNG), so the preview can never disagree with the page.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h } from "react";
import satori, { type Font } from "satori";
import { brandColors, brandMarkSvg } from "../../app/brand.ts";
import { shareImage } from "../../app/content/landing.ts";
import { site } from "../../app/content/site.ts";
import { SHARE_IMAGE_SIZE } from "../../app/seo/site-files.ts";

const require = createRequire(import.meta.url);

async function interFonts(): Promise<Font[]> {
  const weights = [500, 700, 800] as const;
  return Promise.all(
    weights.map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The card: brand, headline, what it writes, then the offer (price and trial) along the bottom. */
function shareCard() {
  return h(
    "div",
    {
      style: {
        width: SHARE_IMAGE_SIZE.width,
        height: SHARE_IMAGE_SIZE.height,
        // satori sizes boxes without their padding unless told otherwise.
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        fontFamily: "Inter",
        color: "#ffffff",
        backgroundColor: brandColors.ink,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${brandColors.accent}aa 0%, ${brandColors.ink} 55%)`,
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 18, fontSize: 40, fontWeight: 700 } },
      h("img", { src: svgDataUri(brandMarkSvg()), width: 60, height: 60 }),
      site.name,
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", gap: 24 } },
      h(
        "div",
        { style: { fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2, maxWidth: 1000 } },
        shareImage.headline,
      ),
      h("div", { style: { fontSize: 32, fontWeight: 500, color: brandColors.inkMuted } }, shareImage.reassurance),
    ),
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 24 } },
      h(
        "div",
        {
          style: {
            display: "flex",
            padding: "14px 32px",
            borderRadius: 999,
            backgroundColor: "#ffffff",
            color: brandColors.ink,
            fontSize: 44,
            fontWeight: 800,
          },
        },
        shareImage.price,
      ),
      h(
        "div",
        {
          style: {
            display: "flex",
            padding: "14px 32px",
            borderRadius: 999,
            backgroundColor: brandColors.accent,
            fontSize: 40,
            fontWeight: 700,
          },
        },
        shareImage.trialBadge,
      ),
    ),
  );
}

export async function renderShareImage(): Promise<Buffer> {
  const svg = await satori(shareCard(), { ...SHARE_IMAGE_SIZE, fonts: await interFonts() });
  return renderPng(svg, SHARE_IMAGE_SIZE.width);
}

/** Rasterises an SVG document to a PNG `width` pixels wide, with no system fonts (text is already paths). */
export function renderPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } }).render().asPng();
}
