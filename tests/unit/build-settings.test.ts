import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Runs `npx react-router build` with some settings overridden, on the Node that runs the tests. Bad settings
 * stop the build while Vite loads its config, so this neither builds nor touches build/.
 */
function buildWith(settings: Record<string, string>) {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...settings,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`,
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, error: result.error };
}

// Lines Vite prints once it starts building: none may appear when the settings are bad.
const BUILD_STARTED = /building|transforming|modules transformed|built in|prerender/i;

describe("npm run build with bad settings", () => {
  it("fails before building, naming the variable, its value and an https:// example", { timeout: 90_000 }, () => {
    const { status, output, error } = buildWith({ VITE_CHECKOUT_URL: "http://pagamento.com.br" });

    expect(error).toBeUndefined();
    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
    expect(output).toContain("VITE_CHECKOUT_URL");
    expect(output).toContain("http://pagamento.com.br");
    expect(output).toMatch(/VITE_CHECKOUT_URL=https:\/\/\S+/);
    expect(output).not.toMatch(BUILD_STARTED);
  });

  it("lists every bad variable in the one failed run", { timeout: 90_000 }, () => {
    const { status, output } = buildWith({
      VITE_SITE_URL: "https://vendas.seudominio.com.br/landing",
      VITE_BOLOS_URL: "javascript:alert(1)",
    });

    expect(status).not.toBe(0);
    expect(status).not.toBeNull();
    expect(output).toContain('VITE_SITE_URL="https://vendas.seudominio.com.br/landing"');
    expect(output).toContain('VITE_BOLOS_URL="javascript:alert(1)"');
    expect(output).not.toMatch(BUILD_STARTED);
  });
});
