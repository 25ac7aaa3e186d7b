import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { expect, test } from "./fixtures";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A second instance of `npm run serve`'s server on its own port, reading the build the suite made. */
function startServer(port: number): { server: ChildProcess; output: () => string } {
  let output = "";
  const server = spawn(process.execPath, ["server/serve.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { server, output: () => output };
}

test("the server binds HOST and PORT, logs one line per request and stops cleanly on SIGTERM and SIGINT", async ({
  request,
}, testInfo) => {
  for (const [index, signal] of (["SIGTERM", "SIGINT"] as const).entries()) {
    const port = 4500 + testInfo.workerIndex * 10 + index;
    const { server, output } = startServer(port);
    try {
      await expect.poll(output, { timeout: 10_000 }).toContain(`http://127.0.0.1:${port}`);
      expect((await request.get(`http://127.0.0.1:${port}/acesso`)).status()).toBe(200);
      expect((await request.get(`http://127.0.0.1:${port}/nao-existe?x=1`)).status()).toBe(404);
      await expect.poll(output).toMatch(/GET \/nao-existe\?x=1 404 [\d.]+ms/);
      expect(output()).toMatch(/^GET \/acesso 200 [\d.]+ms$/m);

      const exited = once(server, "exit");
      server.kill(signal);
      const [code] = await Promise.race([
        exited,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no exit after ${signal}`)), 5_000)),
      ]);
      expect(code, `${signal}: exit code`).toBe(0);
    } finally {
      if (server.exitCode === null) server.kill("SIGKILL");
    }
  }
});
