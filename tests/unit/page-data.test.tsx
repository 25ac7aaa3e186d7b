import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PAGE_DATA_ID, readPageData } from "../../app/browser/page-data";
import { PageData } from "../../app/components/PageData";

const hostileUrls = [
  "https://evil.example/</script><script>alert(1)</script>",
  "https://evil.example/</SCRIPT><img src=x onerror=alert(1)>",
  'https://evil.example/?q=");alert(1);//',
  "https://evil.example/<!--<script>",
  "https://evil.example/\u2028alert(1)\u2029",
];

describe("PageData (build-time data for the inline scripts)", () => {
  it.each(hostileUrls)("is a JSON data block no value can break out of: %s", (target) => {
    const html = renderToStaticMarkup(<PageData data={{ target, route: "/acesso" }} />);
    expect(html.startsWith(`<script id="${PAGE_DATA_ID}" type="application/json">`)).toBe(true);
    const body = html.slice(html.indexOf(">") + 1, -"</script>".length);
    expect(body).not.toContain("<");
    expect(body).not.toMatch(/[\u2028\u2029]/);
    document.body.innerHTML = html;
    expect(readPageData(document)).toEqual({ target, route: "/acesso" });
  });

  it("reads nothing when the page has no data block, or a broken one", () => {
    document.body.innerHTML = "";
    expect(readPageData(document)).toBeUndefined();
    document.body.innerHTML = `<script id="${PAGE_DATA_ID}" type="application/json">{broken</script>`;
    expect(readPageData(document)).toBeUndefined();
  });
});
