/**
 * `npm run bench`: builds the site, serves it with the production server (`server/serve.ts`) and runs
 * Lighthouse (mobile, default simulated throttling) in the system Chromium: 5 times on "/" and once on the
 * 404 page. Prints the medians and writes bench/results.json.
 *
 * `npm run bench -- --compare DIR` measures another static build (any folder with an index.html) in the
 * same run, on equal terms: a precompressed copy of it served by sirv, its 404.html (if any) answering
 * unknown paths. Runs alternate between the two sites so that a slow spell on the machine hits both.
 *
 * Not part of `npm test`: timings are noisy; the deterministic byte budgets live in tests/e2e/budgets.spec.ts.
 * BENCH_PORT picks the port of our server (default 4337); the compared folder gets a free port.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import sirv from "sirv";
import { CHROMIUM_FLAGS, systemChromiumPath } from "./chromium.ts";
import { precompress } from "./postbuild/precompress.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
const resultsFile = path.join(repoRoot, "bench", "results.json");

const PAGES = [
  { name: "/", path: "/", runs: 5 },
  { name: "404", path: "/nao-existe", runs: 1 },
] as const;
const RESOURCE_TYPES = ["document", "script", "stylesheet", "font", "image", "other", "total"] as const;
const RUN_TIMEOUT_MS = 120_000;
const SERVER_START_TIMEOUT_MS = 15_000;

interface Metrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  requests: number;
  /** Bytes transferred, by Lighthouse resource type. */
  bytes: Record<(typeof RESOURCE_TYPES)[number], number>;
  /** Lighthouse's measure of the host CPU: simulated timings grow as it drops (a busy or slow machine). */
  benchmarkIndex: number;
}

interface Site {
  name: string;
  origin: string;
}

interface PageResult {
  site: string;
  page: string;
  url: string;
  runs: Metrics[];
  median: Metrics;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { compare: { type: "string" } } });
  const compareDir = values.compare === undefined ? undefined : path.resolve(values.compare);
  if (compareDir && !existsSync(path.join(compareDir, "index.html"))) {
    throw new Error(`--compare needs a folder with an index.html; ${compareDir} has none.`);
  }

  build();
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const sites: Site[] = [{ name: "this site", origin: await startProductionServer(cleanups) }];
    if (compareDir) sites.push({ name: path.basename(compareDir), origin: await serveFolder(compareDir, cleanups) });

    const results: PageResult[] = [];
    for (const page of PAGES) {
      const runs = new Map<Site, Metrics[]>(sites.map((site) => [site, []]));
      for (let run = 1; run <= page.runs; run++) {
        for (const site of sites) {
          const metrics = toMetrics(await runLighthouseWithRetry(`${site.origin}${page.path}`));
          runs.get(site)?.push(metrics);
          console.error(
            `${site.name} ${page.name} run ${run}/${page.runs}: performance ${metrics.performance}, ` +
              `LCP ${seconds(metrics.lcp)}, TBT ${Math.round(metrics.tbt)} ms, CLS ${metrics.cls.toFixed(3)}`,
          );
        }
      }
      for (const site of sites) {
        const siteRuns = runs.get(site) ?? [];
        results.push({
          site: site.name,
          page: page.name,
          url: `${site.origin}${page.path}`,
          runs: siteRuns,
          median: medianMetrics(siteRuns),
        });
      }
    }

    console.log(`\n${formatTable(results, sites)}`);
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(
      resultsFile,
      `${JSON.stringify({ date: new Date().toISOString(), compared: compareDir ?? null, results }, null, 2)}\n`,
    );
    console.log(`\nWrote ${path.relative(repoRoot, resultsFile)}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

function build(): void {
  console.error("Building…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: repoRoot,
    encoding: "utf8",
    // The build runs on the same Node as this script.
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}` },
  });
  if (result.status !== 0) {
    console.error(`${result.stdout}${result.stderr}`);
    throw new Error(`npm run build failed (${result.error?.message ?? `exit code ${result.status}`})`);
  }
}

/** `npm run serve`'s server, on BENCH_PORT; resolves to its origin once it answers. */
async function startProductionServer(cleanups: (() => Promise<void>)[]): Promise<string> {
  const port = Number(process.env.BENCH_PORT ?? 4337);
  const server = spawn(process.execPath, [path.join(repoRoot, "server", "serve.ts")], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  cleanups.push(() => stopProcess(server));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(origin, server);
  return origin;
}

async function waitUntilAnswering(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${origin} within ${SERVER_START_TIMEOUT_MS} ms`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A precompressed copy of `dir`, served by sirv with clean URLs, as our server does; resolves to its origin. */
async function serveFolder(dir: string, cleanups: (() => Promise<void>)[]): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), "bench-compare-"));
  cleanups.push(() => rm(copy, { recursive: true, force: true }));
  await cp(dir, copy, { recursive: true });
  await precompress(copy);

  const notFoundFile = path.join(copy, "404.html");
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from("Not found");
  const serveStatic = sirv(copy, { dev: false, etag: true, brotli: true, gzip: true });
  const server: Server = createServer((request, response) => {
    serveStatic(request, response, () => {
      response.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": notFoundPage.length });
      response.end(request.method === "HEAD" ? undefined : notFoundPage);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Lighthouse's own failures (e.g. NO_NAVSTART, a trace it could not record) say nothing about the page. */
const ATTEMPTS_PER_RUN = 3;

async function runLighthouseWithRetry(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.error(`${(error as Error).message}: trying again (${attempt}/${ATTEMPTS_PER_RUN - 1})`);
    }
  }
}

/** One Lighthouse run in a fresh Chromium, which is stopped whatever happens. */
async function runLighthouse(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: systemChromiumPath(),
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse on ${url} took over ${RUN_TIMEOUT_MS} ms`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        // The 404 page answers 404 on purpose; Lighthouse would otherwise refuse to audit it.
        ignoreStatusCode: true,
      }),
      timeout,
    ]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    for (const warning of result.lhr.runWarnings) console.error(`Lighthouse warning on ${url}: ${warning}`);
    return result.lhr;
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

function toMetrics(lhr: Result): Metrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits["resource-summary"]?.details as { items?: ResourceSummaryItem[] } | undefined)?.items;
  const bytesOf = (type: string) => summary?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    speedIndex: numeric("speed-index"),
    cls: numeric("cumulative-layout-shift"),
    requests: summary?.find((item) => item.resourceType === "total")?.requestCount ?? Number.NaN,
    bytes: Object.fromEntries(RESOURCE_TYPES.map((type) => [type, bytesOf(type)])) as Metrics["bytes"],
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure on its own (the runs need not agree on which run was the median one). */
function medianMetrics(runs: Metrics[]): Metrics {
  const of = (pick: (metrics: Metrics) => number) => median(runs.map(pick));
  return {
    performance: of((m) => m.performance),
    accessibility: of((m) => m.accessibility),
    bestPractices: of((m) => m.bestPractices),
    seo: of((m) => m.seo),
    fcp: of((m) => m.fcp),
    lcp: of((m) => m.lcp),
    tbt: of((m) => m.tbt),
    speedIndex: of((m) => m.speedIndex),
    cls: of((m) => m.cls),
    requests: of((m) => m.requests),
    bytes: Object.fromEntries(RESOURCE_TYPES.map((type) => [type, of((m) => m.bytes[type])])) as Metrics["bytes"],
    benchmarkIndex: of((m) => m.benchmarkIndex),
  };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const ROWS: { label: string; value: (m: Metrics) => number; format: (value: number) => string }[] = [
  { label: "Performance", value: (m) => m.performance, format: String },
  { label: "Accessibility", value: (m) => m.accessibility, format: String },
  { label: "Best practices", value: (m) => m.bestPractices, format: String },
  { label: "SEO", value: (m) => m.seo, format: String },
  { label: "FCP", value: (m) => m.fcp, format: seconds },
  { label: "LCP", value: (m) => m.lcp, format: seconds },
  { label: "TBT", value: (m) => m.tbt, format: (ms) => `${Math.round(ms)} ms` },
  { label: "CLS", value: (m) => m.cls, format: (cls) => cls.toFixed(3) },
  { label: "Speed Index", value: (m) => m.speedIndex, format: seconds },
  { label: "Requests", value: (m) => m.requests, format: String },
  ...RESOURCE_TYPES.map((type) => ({
    label: type === "total" ? "Bytes, total" : `Bytes, ${type}`,
    value: (m: Metrics) => m.bytes[type],
    format: kilobytes,
  })),
  { label: "Host benchmarkIndex", value: (m) => m.benchmarkIndex, format: (index) => String(Math.round(index)) },
];

/** Medians, one column per page and site; with a compared site, a ratio column (this ÷ compared) per page. */
function formatTable(results: PageResult[], sites: Site[]): string {
  const header = ["median"];
  const columns: ((row: (typeof ROWS)[number]) => string)[] = [];
  for (const page of PAGES) {
    const perSite = sites.map((site) =>
      results.find((result) => result.page === page.name && result.site === site.name),
    );
    const runsLabel = page.runs === 1 ? "1 run" : `${page.runs} runs`;
    for (const [index, site] of sites.entries()) {
      header.push(`${page.name} ${site.name} (${runsLabel})`);
      columns.push((row) => {
        const result = perSite[index];
        return result ? row.format(row.value(result.median)) : "—";
      });
    }
    const [ours, theirs] = perSite;
    if (ours && theirs) {
      header.push(`${page.name} ratio`);
      columns.push((row) => ratio(row.value(ours.median), row.value(theirs.median)));
    }
  }
  const body = ROWS.map((row) => [row.label, ...columns.map((column) => column(row))]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...body.map((line) => line[index]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((width, index) => (index === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(header), rule, ...body.map(line)].join("\n");
}

function ratio(ours: number, theirs: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs)) return "—";
  if (theirs === 0) return ours === 0 ? "1.00×" : "—";
  return `${(ours / theirs).toFixed(2)}×`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
