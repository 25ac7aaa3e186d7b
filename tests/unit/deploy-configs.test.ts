/**
 * The deploy files for the hosts we cannot run here, read by the hosts' own parsers: Netlify's
 * (@netlify/headers-parser, @netlify/redirect-parser) for _headers and _redirects, Vercel's
 * (@vercel/routing-utils) for vercel.json. What they make of them must be what server/rules.ts says.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { getTransformedRoutes, isHandler } from "@vercel/routing-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { netlifyHeaders, netlifyRedirects, pagePaths, vercelConfig } from "../../scripts/postbuild/deploy-configs.ts";
import { CACHE_CONTROL, type CspSources, cacheControlFor, securityHeaders } from "../../server/rules.ts";

const SOURCES: CspSources = {
  scriptHashes: ["sha256-c2NyaXB0"],
  styleHashes: ["sha256-c3R5bGU="],
  thirdParty: { script: [], connect: [], img: [], frame: [] },
};
const HASHED_ASSET = "/assets/entry.client-AbC123.js";
const PUBLISHED_FILES = [
  "/404.html",
  "/404.html.br",
  "/_headers",
  "/_redirects",
  "/acesso.html",
  "/acesso.html.gz",
  HASHED_ASSET,
  `${HASHED_ASSET}.br`,
  "/bolos.html",
  "/favicon.svg",
  "/index.html",
  "/index.html.br",
  "/robots.txt",
];
const PAGES = pagePaths(PUBLISHED_FILES);

/** What server/rules.ts says a response for `pathname` (served from `file`) carries on an HTTPS host. */
function expectedHeaders(file: string): Record<string, string> {
  return { ...securityHeaders(SOURCES, { https: true }), "Cache-Control": cacheControlFor(file) };
}

/** The checks: a URL, and the file that answers it. */
const SERVED = [
  { url: "/", file: "/index.html" },
  { url: "/acesso", file: "/acesso.html" },
  { url: HASHED_ASSET, file: HASHED_ASSET },
] as const;
const UNKNOWN_URL = "/nao-existe";

/** Redirects every host must make: another spelling of a page → its one URL. */
const OTHER_SPELLINGS = { "/acesso.html": "/acesso", "/acesso/": "/acesso", "/index.html": "/" } as const;
/** Paths that exist in the published folder but must answer 404. */
const NOT_PUBLISHED = ["/404", "/404.html", "/_headers", "/_redirects", "/index.html.br", `${HASHED_ASSET}.br`];

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "deploy-configs-"));
  await writeFile(path.join(workDir, "_headers"), netlifyHeaders(SOURCES, PUBLISHED_FILES));
  await writeFile(path.join(workDir, "_redirects"), netlifyRedirects(PAGES));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

it("lists the pages by their clean URLs, without the 404 page", () => {
  expect(PAGES).toEqual(["/", "/acesso", "/bolos"]);
});

describe("Netlify (and Cloudflare Pages) _headers, read by @netlify/headers-parser", () => {
  /** Netlify applies every rule whose path matches, joining the values of a header set twice. */
  async function netlifyHeadersFor(url: string): Promise<Record<string, string>> {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [path.join(workDir, "_headers")],
      configHeaders: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const result: Record<string, string> = {};
    for (const rule of headers) {
      if (!("forRegExp" in rule) || !rule.forRegExp.test(url)) continue;
      for (const [name, value] of Object.entries(rule.values)) {
        result[name] = result[name] === undefined ? value : `${result[name]}, ${value}`;
      }
    }
    return result;
  }

  for (const { url, file } of SERVED) {
    it(`gives ${url} exactly the headers of server/rules.ts`, async () => {
      expect(await netlifyHeadersFor(url)).toEqual(expectedHeaders(file));
    });
  }

  it("gives an unknown path the security headers and leaves its caching to the host's 404", async () => {
    // Hosts join the values of overlapping rules, so no catch-all Cache-Control can sit beside the
    // per-file ones; Cloudflare Pages answers its 404s with no-store (tests/e2e/headers.spec.ts).
    expect(await netlifyHeadersFor(UNKNOWN_URL)).toEqual(securityHeaders(SOURCES, { https: true }));
  });
});

describe("Netlify _redirects, read by @netlify/redirect-parser", () => {
  interface NetlifyRedirect {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }

  async function redirects(): Promise<NetlifyRedirect[]> {
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [path.join(workDir, "_redirects")],
      configRedirects: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    return redirects as NetlifyRedirect[];
  }

  /** Netlify takes the first rule whose path matches (`*` matches anything) — for an existing file, a forced one. */
  async function firstRuleFor(url: string, fileExists: boolean): Promise<NetlifyRedirect | undefined> {
    const matches = (pattern: string) => new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`).test(url);
    return (await redirects()).find((rule) => matches(rule.from) && (rule.force || !fileExists));
  }

  for (const [spelling, page] of Object.entries(OTHER_SPELLINGS)) {
    it(`redirects ${spelling} to ${page} with one 308`, async () => {
      const rule = await firstRuleFor(spelling, spelling.endsWith(".html"));
      expect(rule).toMatchObject({ to: page, status: 308 });
    });
  }

  for (const url of NOT_PUBLISHED) {
    it(`answers ${url} with the 404 page and status 404, before the file is served`, async () => {
      expect(await firstRuleFor(url, true)).toMatchObject({ to: "/404.html", status: 404, force: true });
    });
  }

  it("touches no page at its one URL", async () => {
    for (const page of PAGES) expect(await firstRuleFor(page, true), page).toBeUndefined();
  });
});

describe("Vercel vercel.json, read by @vercel/routing-utils", () => {
  const { routes, error } = getTransformedRoutes(vercelConfig(SOURCES));

  /** Vercel walks its routes in order: `continue` routes add headers (a later one wins), others end the walk. */
  function vercelAnswerFor(url: string): { headers: Record<string, string>; status?: number } {
    const headers: Record<string, string> = {};
    for (const route of routes ?? []) {
      if (isHandler(route)) continue;
      const match = new RegExp(route.src).exec(url);
      if (!match) continue;
      if (route.status !== undefined) {
        const location = route.headers?.Location?.replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? "");
        return { status: route.status, headers: { ...headers, ...(location ? { Location: location } : {}) } };
      }
      Object.assign(headers, route.headers);
      if (!route.continue) break;
    }
    return { headers };
  }

  it("parses without an error", () => {
    expect(error).toBeNull();
  });

  for (const { url, file } of SERVED) {
    it(`gives ${url} exactly the headers of server/rules.ts`, () => {
      expect(vercelAnswerFor(url)).toEqual({ headers: expectedHeaders(file) });
    });
  }

  it("gives an unknown path the headers of server/rules.ts's 404 answer", () => {
    expect(vercelAnswerFor(UNKNOWN_URL)).toEqual({
      headers: { ...securityHeaders(SOURCES, { https: true }), "Cache-Control": CACHE_CONTROL.html },
    });
  });

  for (const [spelling, page] of Object.entries(OTHER_SPELLINGS)) {
    it(`redirects ${spelling} to ${page} with one 308`, () => {
      const answer = vercelAnswerFor(spelling);
      expect(answer.status).toBe(308);
      expect(answer.headers.Location).toBe(page);
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
