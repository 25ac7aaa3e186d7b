/**
 * Loads a page in Chromium and measures what its budgets are about: requests, bytes transferred, JavaScript run
 * before any interaction (inline code at its own gzip size), CSS, render-blocking requests and layout shift.
 * Shared by budgets.spec.ts (every tool off) and tags/budgets.spec.ts (every tool on, before consent).
 */

import { constants, gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

interface NetworkRecord {
  url: string;
  type: string;
  transferBytes: number;
}

export interface LoadFigures {
  network: NetworkRecord[];
  requests: number;
  totalTransfer: number;
  scriptFiles: number;
  inlineScript: number;
  scriptsRun: number;
  cssFiles: number;
  inlineCss: number;
  renderBlocking: string[];
  layoutShift: number;
}

export async function measureLoad(page: Page, path: string): Promise<LoadFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const records = new Map<string, NetworkRecord>();
  cdp.on("Network.requestWillBeSent", (event) => {
    records.set(event.requestId, { url: event.request.url, type: event.type ?? "Other", transferBytes: 0 });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const record = records.get(event.requestId);
    if (record) record.transferBytes = event.encodedDataLength;
  });

  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(path, { waitUntil: "load" });
  // Walk down the page so that anything laid out late would shift now, then read the shifts recorded.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 250);
      }),
  );
  const renderBlocking = await page.evaluate(() =>
    (performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
      .filter((entry) => entry.renderBlockingStatus === "blocking")
      .map((entry) => entry.name),
  );
  const scripts = await page.coverage.stopJSCoverage();
  const inlineCss = await page.evaluate(() =>
    Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? ""),
  );
  await cdp.detach();

  const network = [...records.values()];
  const bytesOfType = (type: string) =>
    network.filter((record) => record.type === type).reduce((sum, record) => sum + record.transferBytes, 0);
  // Inline code travels inside the HTML; it counts here at its own compressed size.
  const scriptFileUrls = new Set(network.filter((record) => record.type === "Script").map((record) => record.url));
  const inlineScriptBytes = scripts
    .filter((script) => !scriptFileUrls.has(script.url))
    .reduce((sum, script) => sum + gzipSize(script.source ?? ""), 0);
  return {
    network,
    scriptsRun: scripts.length,
    renderBlocking,
    layoutShift,
    requests: network.length,
    totalTransfer: network.reduce((sum, record) => sum + record.transferBytes, 0),
    scriptFiles: bytesOfType("Script"),
    inlineScript: inlineScriptBytes,
    cssFiles: bytesOfType("Stylesheet"),
    inlineCss: inlineCss.reduce((sum, css) => sum + gzipSize(css), 0),
  };
}
