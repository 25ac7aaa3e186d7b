// @vitest-environment-options { "happyDOM": { "settings": { "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true } } }
import { afterEach, describe, expect, it } from "vitest";
import { loadAnalytics } from "../../app/inline-scripts";

type AnalyticsWindow = Window & {
  dataLayer?: object[];
  plausible?: ((...args: unknown[]) => void) & { q?: unknown[] };
};
const page = window as AnalyticsWindow;

function pretendPageIsStillLoading(): void {
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
}

const addedScripts = () => [...document.head.querySelectorAll("script")];

afterEach(() => {
  Reflect.deleteProperty(document, "readyState");
  for (const script of addedScripts()) script.remove();
  delete page.dataLayer;
  delete page.plausible;
});

describe("loadAnalytics", () => {
  it("adds the Plausible script only once the page has loaded, and queues events meanwhile", () => {
    pretendPageIsStillLoading();
    loadAnalytics({ plausible: { domain: "vendas.com.br", scriptUrl: "https://stats.vendas.com.br/js/script.js" } });
    expect(addedScripts()).toEqual([]);
    page.plausible?.("cta_click", { props: { location: "hero" } });
    expect(page.plausible?.q).toEqual([["cta_click", { props: { location: "hero" } }]]);

    window.dispatchEvent(new Event("load"));
    const [script] = addedScripts();
    expect(script?.src).toBe("https://stats.vendas.com.br/js/script.js");
    expect(script?.dataset.domain).toBe("vendas.com.br");
    expect(script?.defer).toBe(true);
  });

  it("sets up Tag Manager's data layer at once and adds its script after load", () => {
    pretendPageIsStillLoading();
    loadAnalytics({ gtmId: "GTM-ABC1234" });
    expect(page.dataLayer).toEqual([expect.objectContaining({ event: "gtm.js" })]);
    expect(addedScripts()).toEqual([]);

    window.dispatchEvent(new Event("load"));
    expect(addedScripts().map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234",
    ]);
  });

  it("adds nothing when no analytics are configured", () => {
    loadAnalytics({});
    window.dispatchEvent(new Event("load"));
    expect(addedScripts()).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
  });
});
