/**
 * `npm run bench:load`: 10 s × 50 connections of autocannon against the bundled server and against nginx
 * with the generated config, on "/" and on the largest hashed asset; prints them side by side.
 * Loopback only, bounded in time; both servers are stopped at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import autocannon from "autocannon";
import { NGINX_BINARY, prepareNginx } from "./nginx-for-tests.ts";

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;
const BUNDLED_PORT = 4391;
const NGINX_PORT = 4392;
const root = path.resolve(import.meta.dirname, "..");

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function largestAsset(): string {
  const assetsDir = path.join(root, "build/client/assets");
  const [largest] = readdirSync(assetsDir)
    .filter((file) => !/\.(br|gz)$/.test(file))
    .map((file) => ({ file, size: statSync(path.join(assetsDir, file)).size }))
    .sort((a, b) => b.size - a.size);
  if (!largest) throw new Error("build/client/assets is empty: run npm run build");
  return `/assets/${largest.file}`;
}

async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`${url} did not answer within 5 s`);
}

async function measure(url: string): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

const servers: Array<{ name: string; origin: string; process: ChildProcess }> = [];
try {
  servers.push({
    name: "bundled (sirv)",
    origin: `http://127.0.0.1:${BUNDLED_PORT}`,
    process: start(process.execPath, ["server/serve.ts"], { PORT: String(BUNDLED_PORT), HOST: "127.0.0.1" }),
  });
  if (NGINX_BINARY) {
    servers.push({
      name: "nginx",
      origin: `http://127.0.0.1:${NGINX_PORT}`,
      process: start(NGINX_BINARY, ["-e", "stderr", "-c", prepareNginx(NGINX_PORT)]),
    });
  } else {
    console.warn(
      "nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static): bundled server only.",
    );
  }
  for (const server of servers) await waitUntilUp(`${server.origin}/`);

  const paths = ["/", largestAsset()];
  const rows: string[][] = [];
  let totalErrors = 0;
  for (const pathname of paths) {
    const results: Measurement[] = [];
    for (const server of servers) {
      console.error(`measuring ${server.name} ${pathname} for ${DURATION_SECONDS} s…`);
      results.push(await measure(`${server.origin}${pathname}`));
    }
    results.forEach((result, index) => {
      totalErrors += result.errors;
      const ratio = index === 0 ? "1.00" : (result.requestsPerSecond / (results[0]?.requestsPerSecond || 1)).toFixed(2);
      rows.push([
        pathname,
        servers[index]?.name ?? "",
        result.requestsPerSecond.toFixed(0),
        ratio,
        `${result.p50} ms`,
        `${result.p99} ms`,
        String(result.errors),
      ]);
    });
  }
  printTable(["path", "server", "req/s", "× bundled", "p50", "p99", "errors"], rows);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, Accept-Encoding: br, gzip, loopback.`);
  if (totalErrors > 0) {
    console.error(`${totalErrors} errors: the servers must answer every request.`);
    process.exitCode = 1;
  }
} finally {
  for (const server of servers) server.process.kill("SIGTERM");
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}
