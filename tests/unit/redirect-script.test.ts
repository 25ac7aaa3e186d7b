import { describe, expect, it, vi } from "vitest";
import { redirectScript } from "../../app/inline-scripts";

/** Runs the inline script the way a browser would, with a stand-in `location`, and returns what it was sent to. */
function runRedirect(script: string, dataLayer?: object[]): string[] {
  const replace = vi.fn();
  new Function("location", "window", script)({ replace }, { dataLayer });
  return replace.mock.calls.map(([target]) => target as string);
}

const hostileUrls = [
  "https://evil.example/</script><script>alert(1)</script>",
  "https://evil.example/</SCRIPT><img src=x onerror=alert(1)>",
  'https://evil.example/?q=");alert(1);//',
  "https://evil.example/?q=');alert(1);//",
  'https://evil.example/?q=\\");alert(1);//',
  "https://evil.example/<!--<script>",
  "https://evil.example/\u2028alert(1)\u2029",
  `https://evil.example/\`\${alert(1)}\``,
];

describe("redirectScript", () => {
  it("leaves with location.replace to the target", () => {
    expect(redirectScript("https://app.seudominio.com.br/workspace?utm_source=landing&x=1", "/acesso")).toMatch(
      /location\.replace\("https:\/\/app\.seudominio\.com\.br\/workspace\?utm_source=landing&x=1"\);$/,
    );
  });

  it("tells the page's data layer about the redirect before leaving, when there is one", () => {
    const dataLayer: object[] = [];
    expect(runRedirect(redirectScript("https://app.seudominio.com.br/", "/acesso"), dataLayer)).toEqual([
      "https://app.seudominio.com.br/",
    ]);
    expect(dataLayer).toEqual([{ event: "redirect", route: "/acesso" }]);
  });

  it("still leaves when the page has no data layer", () => {
    expect(runRedirect(redirectScript("https://docs.seudominio.com.br/bolos", "/bolos"))).toEqual([
      "https://docs.seudominio.com.br/bolos",
    ]);
  });

  it("sends the browser to exactly the target when run", () => {
    const target = "https://docs.seudominio.com.br/bolos#receita";
    expect(runRedirect(redirectScript(target, "/bolos"))).toEqual([target]);
  });

  it.each(hostileUrls)("cannot close the surrounding <script> element: %s", (url) => {
    const script = redirectScript(url, "/acesso");
    expect(script.toLowerCase()).not.toContain("</script");
    expect(script).not.toContain("<!--");
    expect(script).not.toContain("<");
  });

  it.each(hostileUrls)("cannot break out of the string literal, and still goes to the exact URL: %s", (url) => {
    const script = redirectScript(url, "/acesso");
    expect(script).toMatch(/location\.replace\(".*"\);$/s);
    expect(runRedirect(script)).toEqual([url]);
  });

  it("keeps U+2028 and U+2029 escaped, so the script parses in every engine", () => {
    const script = redirectScript("https://evil.example/\u2028\u2029", "/acesso");
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(script).toContain("\\u2028");
    expect(script).toContain("\\u2029");
  });
});
