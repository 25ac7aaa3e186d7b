/**
 * What a Node host (Render, Railway, Fly.io, a VPS) does: install production dependencies only, then
 * `npm run serve` the build. A copy of the project with just what such a host keeps (package files, server/
 * and the build) is installed with `npm ci --omit=dev`, so a server import of build code or of a dev
 * dependency fails here before it fails in production.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");
const KEPT = ["package.json", "package-lock.json", "server", "build/client", "build/serving.json"];
const MINIMUM_NODE = [22, 18] as const;

test("a production install (npm ci --omit=dev) serves the site with npm run serve", async ({ request }, info) => {
  test.setTimeout(240_000);
  const appDir = await mkdtemp(path.join(tmpdir(), "vendas-ia-prod-"));
  let server: ChildProcess | undefined;
  try {
    for (const entry of KEPT) await cp(path.join(ROOT, entry), path.join(appDir, entry), { recursive: true });

    const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], {
      cwd: appDir,
      encoding: "utf8",
      timeout: 180_000,
    });
    expect(install.status, `npm ci --omit=dev failed:\n${install.stderr}`).toBe(0);
    for (const devDependency of ["vite", "htmlparser2", "@react-router/dev", "wrangler"]) {
      expect(existsSync(path.join(appDir, "node_modules", devDependency)), `${devDependency} is not installed`).toBe(
        false,
      );
    }

    const nodeVersion = spawnSync("npm", ["exec", "--offline", "--", "node", "-p", "process.versions.node"], {
      cwd: appDir,
      encoding: "utf8",
      timeout: 30_000,
    }).stdout.trim();
    const [major = 0, minor = 0] = nodeVersion.split(".").map(Number);
    expect(
      major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]),
      `npm run serve runs on Node ${nodeVersion}, at least ${MINIMUM_NODE.join(".")}`,
    ).toBe(true);

    const port = 4600 + info.workerIndex;
    let output = "";
    server = spawn("npm", ["run", "serve"], {
      cwd: appDir,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await expect.poll(() => output, { timeout: 15_000 }).toContain(`http://127.0.0.1:${port}`);

    const home = await request.get(`http://127.0.0.1:${port}/`, { maxRedirects: 0 });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain("Mensagens que vendem");
    const headers = home.headers();
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cache-control"]).toBe("no-cache");

    const unknown = await request.get(`http://127.0.0.1:${port}/nao-existe`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Oops! Page not found");
  } finally {
    // npm starts the server as its child: stop the whole process group.
    if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
    await rm(appDir, { recursive: true, force: true });
  }
});
