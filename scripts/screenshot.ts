/**
 * Full-page screenshots of a running site, for looking at the design: `node scripts/screenshot.ts [url] [outDir]`.
 * Writes page-360.png and page-1280.png, plus page-360-N.png slices short enough to read (ignored by git).
 */
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.ts";

const url = process.argv[2] ?? "http://127.0.0.1:4173/";
const outDir = process.argv[3] ?? "/tmp";

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(url);
    await page.screenshot({ path: `${outDir}/page-${width}.png`, fullPage: true });
    if (width < 800) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const sliceHeight = 1400;
      for (let top = 0, index = 0; top < height && index < 20; top += sliceHeight, index++) {
        const clip = { x: 0, y: top, width, height: Math.min(sliceHeight, height - top) };
        await page.screenshot({ path: `${outDir}/page-${width}-${index}.png`, fullPage: true, clip });
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
}
