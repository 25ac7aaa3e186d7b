/**
 * The production static server: `npm run serve` (after a build) and `npm start`.
 * sirv serves build/client with clean URLs (/acesso → acesso/index.html); anything it does not find
 * gets 404.html with status 404.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import sirv from "sirv";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

let notFoundPage: Buffer;
try {
  notFoundPage = readFileSync(path.join(clientDir, "404.html"));
} catch {
  console.error(`No build found in ${clientDir}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}

const serveStatic = sirv(clientDir, { dev: false, etag: true, brotli: true, gzip: true });

const server = createServer((request, response) => {
  const started = performance.now();
  response.on("finish", () => {
    const ms = (performance.now() - started).toFixed(1);
    console.log(`${request.method} ${request.url} ${response.statusCode} ${ms}ms`);
  });
  serveStatic(request, response, () => {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": notFoundPage.length });
    response.end(request.method === "HEAD" ? undefined : notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${clientDir} at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
