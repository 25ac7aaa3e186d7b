import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startTags } from "./html";
import { hostOf, servesDeployFiles } from "./serving";

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
} as const;

function expectSecurityHeaders(response: APIResponse, projectName: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("microphone=()");
  expect(headers["permissions-policy"]).toContain("geolocation=()");

  const csp = headers["content-security-policy"] ?? "";
  const directives = new Map(
    csp.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  expect(directives.get("form-action")).toEqual(["'none'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  const scriptSources = directives.get("script-src") ?? [];
  expect(scriptSources).toContain("'self'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(directives.get("style-src") ?? []).not.toContain("'unsafe-inline'");

  // The deploy configs are for HTTPS hosts; the bundled server speaks plain HTTP on loopback.
  if (servesDeployFiles(projectName)) expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  else expect(headers["strict-transport-security"]).toBeUndefined();
}

async function findHashedScript(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const html = await (await request.get("/nao-existe")).text();
  const asset = startTags(html, "link").find(
    (link) => link.rel === "modulepreload" && link.href?.startsWith("/assets/") && link.href.endsWith(".js"),
  )?.href;
  expect(asset, "the 404 page loads a hashed script").toBeTruthy();
  return asset as string;
}

test.describe("response headers", () => {
  for (const path of ["/", "/acesso", "/bolos"]) {
    test(`page ${path} is revalidated on every visit and carries the security headers`, async ({ request }, info) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      expect(response.headers()["cache-control"]).toMatch(/^(no-cache|max-age=0, must-revalidate)$/);
      expectSecurityHeaders(response, info.project.name);
    });
  }

  test("the not-found page answers 404 with the security headers and no caching", async ({ request }, info) => {
    const response = await request.get("/nao-existe/de/jeito/nenhum?x=1");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    // Cloudflare Pages decides the caching of its 404 answers itself: never stored at all.
    const expected = hostOf(info.project.name) === "cloudflare" ? "no-store" : "no-cache";
    expect(response.headers()["cache-control"]).toBe(expected);
    expectSecurityHeaders(response, info.project.name);
  });

  test("hashed assets are cached for a year as immutable", async ({ request }, info) => {
    const response = await request.get(await findHashedScript(request));
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-type"]).toMatch(/javascript/);
    expectSecurityHeaders(response, info.project.name);
  });

  test("files outside /assets get a short cache", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  for (const encoding of ["br", "gzip"] as const) {
    test(`assets and pages are sent compressed with ${encoding} when the browser accepts it`, async ({
      request,
    }, info) => {
      for (const path of [await findHashedScript(request), "/"]) {
        const response = await request.get(path, { headers: { "Accept-Encoding": encoding } });
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-encoding"], path).toBe(encoding);
        // Cloudflare compresses on its own (not from our .br/.gz siblings) and its runtime sends no Vary.
        if (hostOf(info.project.name) !== "cloudflare") {
          expect(response.headers().vary ?? "", path).toMatch(/Accept-Encoding/i);
        }
      }
    });
  }

  test("HEAD answers like GET without a body", async ({ request }) => {
    for (const path of ["/", "/acesso", "/nao-existe"]) {
      const [head, get] = await Promise.all([request.head(path), request.get(path)]);
      expect(head.status(), path).toBe(get.status());
      expect(head.headers()["content-type"], path).toBe(get.headers()["content-type"]);
      expect(head.headers()["content-security-policy"], path).toBe(get.headers()["content-security-policy"]);
      expect((await head.body()).length, path).toBe(0);
    }
  });

  test("methods other than GET and HEAD get 405 with Allow", async ({ request }, info) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await request.fetch("/", { method, data: method === "OPTIONS" ? undefined : "x=1" });
      expect(response.status(), method).toBe(405);
      // Cloudflare Pages answers 405 on its own and names no allowed methods.
      const allow = hostOf(info.project.name) === "cloudflare" ? undefined : "GET, HEAD";
      expect(response.headers().allow, method).toBe(allow);
    }
  });
});

test.describe("content security policy in the browser", () => {
  for (const path of ["/", "/acesso", "/bolos", "/nao-existe"]) {
    test(`${path} runs without a single CSP violation @needs-js`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Refused to run: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(path);
      await page.waitForLoadState("load");
      if (path === "/") await page.getByText("Funciona para leads frios e quentes?").click();
      expect(violations).toEqual([]);
    });
  }
});
