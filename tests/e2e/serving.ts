import { connect } from "node:net";

/**
 * Which host a project tests: the bundled Node server (`npm run serve`), nginx with the generated
 * nginx.conf, or Cloudflare Pages' runtime (`wrangler pages dev`) with the generated _headers and _redirects.
 */
export type Host = "bundled" | "nginx" | "cloudflare";

export function hostOf(projectName: string): Host {
  return projectName === "nginx" || projectName === "cloudflare" ? projectName : "bundled";
}

/** The deploy files are written for HTTPS hosts (HSTS); the bundled server speaks plain HTTP on loopback. */
export function servesDeployFiles(projectName: string): boolean {
  return hostOf(projectName) !== "bundled";
}

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends bytes exactly as given (HTTP clients normalise paths like /../ and reject bad encodings, which
 * is the very input these tests need) and reads the whole response; bounded by a timeout.
 */
export function rawRequest(baseURL: string, requestText: string, timeoutMs = 5_000): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete response within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => socket.end(requestText));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) => {
      // A server may answer an oversized request and reset the connection while we are still sending it:
      // the answer it sent is what counts.
      if (chunks.length > 0 && "code" in error && (error.code === "ECONNRESET" || error.code === "EPIPE")) return;
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: rest.join("\r\n\r\n") });
    });
  });
}

export function get(path: string, extraHeaders: Record<string, string> = {}): string {
  const headers = Object.entries({ Host: "127.0.0.1", Connection: "close", ...extraHeaders })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return `GET ${path} HTTP/1.1\r\n${headers}\r\n`;
}
