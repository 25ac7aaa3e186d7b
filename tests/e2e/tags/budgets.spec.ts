/**
 * Budgets with every tool on, before the visitor chooses (issue 10): "/" still paints from its first 14 KB,
 * runs at most 15 KB of compressed JavaScript before the first interaction (the banner included), asks no
 * third party for anything, and shifts nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipSize, measureLoad } from "../measure-load";
import { TAGS_BUILD_DIR } from "./settings";
import { expect, settle, test } from "./vendors";

const KB = 1024;
const BUDGETS_BEFORE_CONSENT = {
  htmlCompressed: 14 * KB,
  scriptBeforeInteraction: 15 * KB,
  thirdPartyRequests: 0,
  cumulativeLayoutShift: 0,
};

const indexHtml = path.resolve(import.meta.dirname, "../../..", TAGS_BUILD_DIR, "client/index.html");

test("the HTML of / with every tool on still fits the first 14 KB, compressed", () => {
  const html = readFileSync(indexHtml);
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(`[budget, every tool on] HTML / gzip -9 ${gzipSize(html)} B, brotli ${brotli} B`);
  expect(gzipSize(html)).toBeLessThanOrEqual(BUDGETS_BEFORE_CONSENT.htmlCompressed);
  expect(brotli).toBeLessThanOrEqual(BUDGETS_BEFORE_CONSENT.htmlCompressed);
});

test("before consent, / runs ≤ 15 KB of JavaScript, banner included, with no third-party request and no shift @needs-js", async ({
  page,
  vendorRequests,
}) => {
  const figures = await measureLoad(page, "/");
  await settle(page);
  const script = figures.scriptFiles + figures.inlineScript;
  console.log(
    `[budget, every tool on, before consent] JavaScript ${script} B gzip (${figures.scriptsRun} scripts), ` +
      `transfer ${figures.totalTransfer} B, ${figures.requests} requests, CLS ${figures.layoutShift}`,
  );
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeVisible();
  expect.soft(script).toBeLessThanOrEqual(BUDGETS_BEFORE_CONSENT.scriptBeforeInteraction);
  expect.soft(vendorRequests.map((hit) => hit.url.href)).toHaveLength(BUDGETS_BEFORE_CONSENT.thirdPartyRequests);
  expect.soft(figures.renderBlocking).toEqual([]);
  expect.soft(figures.layoutShift).toBe(BUDGETS_BEFORE_CONSENT.cumulativeLayoutShift);
});
