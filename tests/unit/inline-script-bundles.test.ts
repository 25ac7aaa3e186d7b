import { gzipSync } from "node:zlib";
import landingScript from "virtual:inline-script/landing";
import redirectScript from "virtual:inline-script/redirect";
import tagsScript from "virtual:inline-script/tags";
import tagsScriptUrl from "virtual:script-file/tags";
import { describe, expect, it } from "vitest";
import { INLINE_SCRIPT_ENTRIES, scriptFileName } from "../../scripts/inline-script-modules";

const bundles = { landing: landingScript, tags: tagsScript, redirect: redirectScript };
const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;

describe("inline scripts bundled from app/browser", () => {
  it("exist for every entry", () => {
    expect(Object.keys(bundles).sort()).toEqual(Object.keys(INLINE_SCRIPT_ENTRIES).sort());
  });

  it.each(Object.entries(bundles))(
    "%s is one minified classic script that leaks no global and cannot close its element",
    (_, code) => {
      expect(code).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
      expect(code).not.toMatch(/\bimport\b|\bexport\b/);
      expect(code.toLowerCase()).not.toContain("</script");
      expect(code).not.toContain("<!--");
      expect(code.split("\n").length).toBeLessThanOrEqual(2);
    },
  );

  it("keep within their budgets, gzip -9: landing ≤ 1.2 KB (today's 981 B + 20 %), tags ≤ 4 KB, redirect ≤ 1 KB", () => {
    expect(gzipSize(landingScript)).toBeLessThanOrEqual(1200);
    expect(gzipSize(tagsScript)).toBeLessThanOrEqual(4096);
    expect(gzipSize(redirectScript)).toBeLessThanOrEqual(1024);
  });

  it("carry no setting: the tools, ids and URLs come from the page's data block", () => {
    for (const code of Object.values(bundles)) {
      expect(code).not.toMatch(/GTM-[A-Z0-9]{4}|G-[A-Z0-9]{6}|AW-\d/);
      expect(code).not.toContain("example.com");
    }
  });

  it("ship the tags script as a file in /assets named by its code, so a new version never meets an old cache", () => {
    expect(tagsScriptUrl).toMatch(/^\/assets\/tags-[\w-]{10}\.js$/);
    expect(tagsScriptUrl).toBe(`/${scriptFileName("tags", tagsScript)}`);
    expect(scriptFileName("tags", `${tagsScript};`)).not.toBe(scriptFileName("tags", tagsScript));
  });
});
