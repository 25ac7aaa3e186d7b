/**
 * The brand mark and colours, for what is drawn outside the stylesheet: the header's logo, the favicons
 * and the share image. The hex values are the sRGB equivalents of the theme colours in app/app.css.
 */
export const brandColors = {
  /** --color-accent-700 */
  accent: "#7008e7",
  /** --color-accent-200, the eyebrow text on the dark hero */
  accentLight: "#ddd6ff",
  /** --color-slate-950: the header and hero background, so the browser bar continues it (theme-color) */
  ink: "#020618",
  /** --color-slate-300, the hero's body text */
  inkMuted: "#cad5e2",
} as const;

/** A rounded square in the accent colour with three lines of "text": a message being written. */
export const brandMark = {
  size: 32,
  cornerRadius: 9,
  linesPath: "M9 11h14M9 16h10M9 21h6",
  lineWidth: 2.5,
} as const;

/**
 * The brand mark as a standalone SVG document. `fullBleed` squares the corners for the app icons, which
 * the platforms round themselves (iOS fills transparent corners with black).
 */
export function brandMarkSvg({ fullBleed = false }: { fullBleed?: boolean } = {}): string {
  const { size, cornerRadius, linesPath, lineWidth } = brandMark;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${fullBleed ? 0 : cornerRadius}" fill="${brandColors.accent}"/>`,
    `<path d="${linesPath}" stroke="#fff" stroke-width="${lineWidth}" stroke-linecap="round"/>`,
    "</svg>",
  ].join("");
}
