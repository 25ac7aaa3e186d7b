/**
 * The production static server: `npm run serve` (after a build) and `npm start`.
 * sirv serves build/client (clean URLs: /acesso → acesso/index.html, precompressed .br/.gz siblings);
 * server/rules.ts decides the headers, the cache policy and what is not found.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import sirv from "sirv";
import { CSP_SOURCES_FILE } from "../scripts/build/deploy-configs.ts";
import {
  ALLOWED_METHODS,
  CACHE_CONTROL,
  type CspSources,
  cacheControlFor,
  isAllowedMethod,
  isNotServed,
  NOT_FOUND_PAGE,
  securityHeaders,
} from "./rules.ts";

// BUILD_DIR serves another build folder (the e2e suite's build with every tag on); relative to the working directory.
const buildDir = process.env.BUILD_DIR
  ? path.resolve(process.env.BUILD_DIR)
  : path.resolve(import.meta.dirname, "../build");
const clientDir = path.join(buildDir, "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

function readBuild(): { notFoundPage: Buffer; cspSources: CspSources } {
  try {
    return {
      notFoundPage: readFileSync(path.join(clientDir, NOT_FOUND_PAGE)),
      cspSources: JSON.parse(readFileSync(path.join(buildDir, CSP_SOURCES_FILE), "utf8")),
    };
  } catch {
    console.error(
      `No complete build in ${buildDir}. Run "npm run build" first (or "npm start", which builds and serves).`,
    );
    process.exit(1);
  }
}

const { notFoundPage, cspSources } = readBuild();
const headersForEveryResponse = securityHeaders(cspSources, { https: false });
const notFoundBodies = { br: brotliCompressSync(notFoundPage), gzip: gzipSync(notFoundPage, { level: 9 }) };

const serveStatic = sirv(clientDir, {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders: (response, pathname) => response.setHeader("Cache-Control", cacheControlFor(pathname)),
});

function handle(request: IncomingMessage, response: ServerResponse): void {
  for (const [name, value] of Object.entries(headersForEveryResponse)) response.setHeader(name, value);
  if (!isAllowedMethod(request.method)) {
    response.writeHead(405, { Allow: ALLOWED_METHODS.join(", "), "Content-Type": "text/plain; charset=utf-8" });
    response.end("Method Not Allowed\n");
    return;
  }
  const pathname = (request.url ?? "/").split("?")[0] ?? "/";
  if (isNotServed(safeDecode(pathname))) {
    sendNotFound(request, response);
    return;
  }
  serveStatic(request, response, () => sendNotFound(request, response));
}

function sendNotFound(request: IncomingMessage, response: ServerResponse): void {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  const body = encoding ? notFoundBodies[encoding] : notFoundPage;
  response.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": CACHE_CONTROL.html,
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** One line per request; the URL is cut short and stripped of control characters so logs stay readable. */
function logRequest(request: IncomingMessage, response: ServerResponse, startedAt: number): void {
  const url = [...(request.url ?? "")].map((char) => (isControlCharacter(char) ? "?" : char)).join("");
  const shortUrl = url.length > 200 ? `${url.slice(0, 200)}…` : url;
  const ms = (performance.now() - startedAt).toFixed(1);
  console.log(`${request.method} ${shortUrl} ${response.statusCode} ${ms}ms`);
}

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

const server = createServer((request, response) => {
  const startedAt = performance.now();
  response.on("finish", () => logRequest(request, response, startedAt));
  try {
    handle(request, response);
  } catch (error) {
    // Details go to the log; the client only ever sees a plain status line.
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("Internal Server Error\n");
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${clientDir} at http://${host.includes(":") ? `[${host}]` : host}:${port} (Ctrl+C to stop)`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
