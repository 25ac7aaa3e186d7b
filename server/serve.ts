/**
 * The production static server: `npm run serve` (after a build) and `npm start`.
 * sirv serves build/client (clean URLs: /acesso → acesso.html, precompressed .br/.gz siblings);
 * server/rules.ts decides the headers, the cache policy, the one URL of each page and what is not found.
 * It runs from a production install (`npm ci --omit=dev`): it imports only server/ and sirv, and reads what
 * it needs from the build as data.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import sirv from "sirv";
import {
  ALLOWED_METHODS,
  CACHE_CONTROL,
  CANONICAL_REDIRECT_STATUS,
  cacheControlFor,
  canonicalPagePath,
  isAllowedMethod,
  isNotServed,
  NOT_FOUND_PAGE,
  SERVING_DATA_FILE,
  type ServingData,
  securityHeaders,
} from "./rules.ts";

// BUILD_DIR serves another build folder (the e2e suite's build with every tag on); relative to the working directory.
const buildDir = process.env.BUILD_DIR
  ? path.resolve(process.env.BUILD_DIR)
  : path.resolve(import.meta.dirname, "../build");
const clientDir = path.join(buildDir, "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

function readBuild(): { notFoundPage: Buffer; serving: ServingData } {
  try {
    return {
      notFoundPage: readFileSync(path.join(clientDir, NOT_FOUND_PAGE)),
      serving: JSON.parse(readFileSync(path.join(buildDir, SERVING_DATA_FILE), "utf8")),
    };
  } catch {
    console.error(
      `No complete build in ${buildDir}. Run "npm run build" first (or "npm start", which builds and serves).`,
    );
    process.exit(1);
  }
}

const { notFoundPage, serving } = readBuild();
const headersForEveryResponse = securityHeaders(serving.cspSources, { https: false });
const pages: ReadonlySet<string> = new Set(serving.pages);
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
  const [pathname = "/", ...query] = (request.url ?? "/").split("?");
  const decodedPath = safeDecode(pathname);
  if (isNotServed(decodedPath)) {
    sendNotFound(request, response);
    return;
  }
  const canonicalPath = canonicalPagePath(decodedPath, pages);
  if (canonicalPath !== undefined) {
    const search = query.length > 0 ? `?${query.join("?")}` : "";
    response.writeHead(CANONICAL_REDIRECT_STATUS, {
      Location: `${canonicalPath}${search}`,
      "Cache-Control": CACHE_CONTROL.html,
    });
    response.end();
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
