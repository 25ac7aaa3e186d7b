// @vitest-environment-options { "happyDOM": { "settings": { "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true } } }
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_MAX_AGE_MS, CONSENT_STORAGE_KEY, readConsent, saveConsent } from "../../app/browser/consent";
import { CONVERSION_DOM_EVENT, type ConversionEvent } from "../../app/browser/conversions";
import type { TagsPageData } from "../../app/browser/page-data";
import { forwardConversion, startTags, type TagsWindow } from "../../app/browser/tags";

const page = window as unknown as TagsWindow;
const NOW = Date.UTC(2026, 10, 22);
const CHECKOUT = { value: 29.9, currency: "BRL", itemName: "Plano Pro" };
const PLAUSIBLE = { domain: "vendas.com.br", scriptUrl: "https://plausible.io/js/script.js" };
const EVERY_TOOL: TagsPageData = {
  analytics: {
    plausible: PLAUSIBLE,
    gtmId: "GTM-ABC1234",
    metaPixelId: "123456789012345",
    ga4Id: "G-ABC123DEF4",
    googleAds: { id: "AW-123456789", checkoutLabel: "AbC-D_efG-h12_34-567" },
  },
  checkout: CHECKOUT,
};

const BANNER_TEMPLATE = `
  <template id="consent-banner">
    <section data-consent-banner aria-label="Aviso de cookies">
      <p>Texto <a href="/privacidade">Política de privacidade</a></p>
      <button type="button" data-consent-choice="granted">Aceitar</button>
      <button type="button" data-consent-choice="denied">Recusar</button>
    </section>
  </template>
  <a data-cta="hero" href="https://checkout.example.com">Testar</a>
  <footer><button type="button" data-consent-reopen hidden>Preferências de cookies</button></footer>`;

const scriptSources = () => [...document.head.querySelectorAll("script")].map((script) => script.src);
const banner = () => document.querySelector("[data-consent-banner]");
const choose = (choice: "Aceitar" | "Recusar") =>
  [...document.querySelectorAll<HTMLButtonElement>("[data-consent-choice]")]
    .find((button) => button.textContent === choice)
    ?.click();
/** The gtag calls so far, as arrays (gtag pushes Arguments objects). */
const gtagCalls = () =>
  (page.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? [...(entry as IArguments)] : entry,
  );
const announce = (detail: ConversionEvent) => document.dispatchEvent(new CustomEvent(CONVERSION_DOM_EVENT, { detail }));

function pageHasLoaded(): void {
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
}

let stop: AbortController;

beforeEach(() => {
  stop = new AbortController();
  document.body.innerHTML = BANNER_TEMPLATE;
  pageHasLoaded();
});

afterEach(() => {
  stop.abort();
  Reflect.deleteProperty(document, "readyState");
  for (const script of document.head.querySelectorAll("script")) script.remove();
  document.body.innerHTML = "";
  localStorage.clear();
  delete page.dataLayer;
  delete page.gtag;
  delete page.fbq;
  delete page._fbq;
  delete page.plausible;
});

describe("before the visitor chooses", () => {
  it("shows the banner, loads no script and sets Consent Mode defaults to denied", () => {
    startTags(EVERY_TOOL, page, NOW, stop.signal);
    expect(banner()).not.toBeNull();
    expect(scriptSources()).toEqual([]);
    expect(gtagCalls()).toEqual([
      [
        "consent",
        "default",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
    ]);
    expect(page.fbq?.queue).toEqual([["consent", "revoke"]]);
    expect(document.cookie).toBe("");
  });

  it("puts the banner on the page only after the load event, so it never weighs on the first paint", () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    startTags(EVERY_TOOL, page, NOW, stop.signal);
    expect(banner()).toBeNull();
    window.dispatchEvent(new Event("load"));
    expect(banner()).not.toBeNull();
  });

  it("does not move focus into the banner on arrival, and reveals the footer control", () => {
    startTags(EVERY_TOOL, page, NOW, stop.signal);
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector<HTMLElement>("[data-consent-reopen]")?.hidden).toBe(false);
  });

  it("forwards no conversion to the vendors", () => {
    startTags(EVERY_TOOL, page, NOW, stop.signal);
    const before = gtagCalls().length;
    announce({ event: "cta_click", location: "hero" });
    expect(gtagCalls()).toHaveLength(before);
    expect(page.fbq?.queue).toEqual([["consent", "revoke"]]);
  });
});

describe("after 'Aceitar'", () => {
  it("updates consent to granted, configures every tool and loads their scripts at once", () => {
    startTags(EVERY_TOOL, page, NOW, stop.signal);
    choose("Aceitar");
    expect(banner()).toBeNull();
    expect(readConsent(localStorage, Date.now())).toBe("granted");
    expect(scriptSources()).toEqual([
      "https://plausible.io/js/script.js",
      "https://www.googletagmanager.com/gtag/js?id=G-ABC123DEF4",
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
    const calls = gtagCalls();
    expect(calls[1]).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
    ]);
    expect(calls).toContainEqual(["config", "G-ABC123DEF4"]);
    expect(calls).toContainEqual(["config", "AW-123456789"]);
    expect(calls).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
    expect(page.fbq?.queue).toEqual([
      ["consent", "revoke"],
      ["consent", "grant"],
      ["init", "123456789012345"],
      ["track", "PageView"],
    ]);
  });

  it("forwards a CTA click as InitiateCheckout, begin_checkout and the Google Ads conversion, with the price", () => {
    startTags(EVERY_TOOL, page, NOW, stop.signal);
    choose("Aceitar");
    announce({ event: "cta_click", location: "pricing" });
    expect(page.fbq?.queue).toContainEqual(["track", "InitiateCheckout", { value: 29.9, currency: "BRL" }]);
    expect(gtagCalls()).toContainEqual([
      "event",
      "begin_checkout",
      { value: 29.9, currency: "BRL", items: [{ item_name: "Plano Pro" }], send_to: "G-ABC123DEF4" },
    ]);
    expect(gtagCalls()).toContainEqual([
      "event",
      "conversion",
      { send_to: "AW-123456789/AbC-D_efG-h12_34-567", value: 29.9, currency: "BRL" },
    ]);
  });

  it("forwards FAQ opens to GA4 with the position, and WhatsApp clicks as Contact / contact", () => {
    startTags(EVERY_TOOL, page, NOW, stop.signal);
    choose("Aceitar");
    announce({ event: "faq_open", index: 4 });
    announce({ event: "whatsapp_click" });
    expect(gtagCalls()).toContainEqual(["event", "faq_open", { index: 4, send_to: "G-ABC123DEF4" }]);
    expect(gtagCalls()).toContainEqual(["event", "contact", { send_to: "G-ABC123DEF4" }]);
    expect(page.fbq?.queue).toContainEqual(["track", "Contact"]);
  });
});

describe("after 'Recusar'", () => {
  it("loads nothing, forwards nothing and remembers the refusal", () => {
    startTags(EVERY_TOOL, page, NOW, stop.signal);
    choose("Recusar");
    announce({ event: "cta_click", location: "hero" });
    expect(banner()).toBeNull();
    expect(scriptSources()).toEqual([]);
    expect(readConsent(localStorage, Date.now())).toBe("denied");
    expect(page.fbq?.queue).not.toContainEqual(expect.arrayContaining(["InitiateCheckout"]));
  });

  it("on the next page: no banner, no script", () => {
    saveConsent(localStorage, "denied", NOW);
    startTags(EVERY_TOOL, page, NOW + 1000, stop.signal);
    expect(banner()).toBeNull();
    expect(scriptSources()).toEqual([]);
  });
});

describe("a remembered choice", () => {
  it("'granted' loads the tags after the page's load event, without a banner", () => {
    saveConsent(localStorage, "granted", NOW);
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    startTags(EVERY_TOOL, page, NOW + 1000, stop.signal);
    expect(banner()).toBeNull();
    expect(scriptSources()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(scriptSources()).toHaveLength(4);
  });

  it("is asked again after 12 months", () => {
    saveConsent(localStorage, "granted", NOW);
    expect(readConsent(localStorage, NOW + CONSENT_MAX_AGE_MS - 1)).toBe("granted");
    expect(readConsent(localStorage, NOW + CONSENT_MAX_AGE_MS + 1)).toBeUndefined();
    startTags(EVERY_TOOL, page, NOW + CONSENT_MAX_AGE_MS + 1, stop.signal);
    expect(banner()).not.toBeNull();
  });

  it("that is unreadable counts as no choice", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(readConsent(localStorage, NOW)).toBeUndefined();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: "maybe", decidedAt: NOW }));
    expect(readConsent(localStorage, NOW)).toBeUndefined();
    expect(readConsent(undefined, NOW)).toBeUndefined();
  });

  it("can be withdrawn from the footer: consent is revoked at once and remembered as refused", () => {
    saveConsent(localStorage, "granted", NOW);
    startTags(EVERY_TOOL, page, NOW + 1000, stop.signal);
    const reopen = document.querySelector<HTMLButtonElement>("[data-consent-reopen]");
    reopen?.click();
    expect(banner()).not.toBeNull();
    expect(document.activeElement?.textContent).toBe("Aceitar");
    choose("Recusar");
    expect(document.activeElement).toBe(reopen);
    expect(readConsent(localStorage, Date.now())).toBe("denied");
    expect(gtagCalls().at(-1)).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    expect(page.fbq?.queue.at(-1)).toEqual(["consent", "revoke"]);
    announce({ event: "cta_click", location: "hero" });
    expect(page.fbq?.queue).not.toContainEqual(expect.arrayContaining(["InitiateCheckout"]));
  });
});

describe("Plausible alone", () => {
  it("needs no banner and loads after the page's load event", () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    startTags({ analytics: { plausible: PLAUSIBLE }, checkout: CHECKOUT }, page, NOW, stop.signal);
    expect(banner()).toBeNull();
    expect(document.querySelector<HTMLElement>("[data-consent-reopen]")?.hidden).toBe(true);
    expect(typeof page.plausible).toBe("function");
    expect(scriptSources()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    const [script] = document.head.querySelectorAll("script");
    expect(script?.src).toBe(PLAUSIBLE.scriptUrl);
    expect(script?.dataset.domain).toBe("vendas.com.br");
    expect(page.gtag).toBeUndefined();
    expect(page.fbq).toBeUndefined();
  });
});

describe("forwardConversion", () => {
  it("sends only to the tools that are on", () => {
    const fbq = vi.fn();
    const gtag = vi.fn();
    const tagged = { fbq, gtag } as unknown as TagsWindow;
    forwardConversion(
      { event: "cta_click", location: "hero" },
      { analytics: { metaPixelId: "123456789012345" }, checkout: CHECKOUT },
      tagged,
    );
    expect(fbq).toHaveBeenCalledWith("track", "InitiateCheckout", { value: 29.9, currency: "BRL" });
    expect(gtag).not.toHaveBeenCalled();
  });

  it("keeps going when a vendor throws: the others still get the event and the click is not broken", () => {
    const gtag = vi.fn();
    const tagged = {
      fbq: () => {
        throw new Error("blocked");
      },
      gtag,
    } as unknown as TagsWindow;
    expect(() => forwardConversion({ event: "cta_click", location: "hero" }, EVERY_TOOL, tagged)).not.toThrow();
    expect(gtag).toHaveBeenCalledTimes(2);
  });
});
