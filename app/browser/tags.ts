/**
 * The measurement and ad tags of the landing page, behind the visitor's consent (LGPD).
 *
 * - Tools that can set cookies (Meta Pixel, GA4, Google Ads, Tag Manager) load only after "Aceitar": before it,
 *   and after "Recusar", the page requests nothing from third parties. Google's tags get Consent Mode v2
 *   defaults (all denied) before anything loads and an update to granted on "Aceitar"; Meta gets
 *   `fbq('consent', 'revoke' | 'grant')` the same way.
 * - Plausible is cookieless: alone, it loads without asking. With a consent-requiring tool on, it waits for the
 *   same "Aceitar", so that before the choice no third party hears of the visit.
 * - Conversions announced by the page (conversions.ts) are forwarded as each vendor's standard event.
 */
import { type AnalyticsSettings, needsConsent } from "../config";
import { type ConsentChoice, localStorageOf, readConsent, saveConsent } from "./consent";
import { REOPEN_ATTRIBUTE, showConsentBanner } from "./consent-banner";
import { CONVERSION_DOM_EVENT, type ConversionEvent, type MeasuredWindow } from "./conversions";
import type { TagsPageData } from "./page-data";

export const META_PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";
export const GTAG_SCRIPT = "https://www.googletagmanager.com/gtag/js";
export const GTM_SCRIPT = "https://www.googletagmanager.com/gtm.js";

type VendorFunction = (...args: unknown[]) => void;
type MetaPixelQueue = VendorFunction & {
  callMethod?: VendorFunction;
  queue: unknown[];
  push: VendorFunction;
  loaded: boolean;
  version: string;
};

export type TagsWindow = Omit<MeasuredWindow, "dataLayer"> & {
  dataLayer?: unknown[];
  gtag?: VendorFunction;
  fbq?: MetaPixelQueue;
  _fbq?: MetaPixelQueue;
};

const CONSENT_TYPES = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;
const consentState = (value: ConsentChoice) => Object.fromEntries(CONSENT_TYPES.map((type) => [type, value]));
const usesGoogle = (analytics: AnalyticsSettings) => Boolean(analytics.gtmId || analytics.ga4Id || analytics.googleAds);

/** Starts the banner and the tags; `signal` stops listening (the page never does; tests start it many times). */
export function startTags(data: TagsPageData, page: TagsWindow = window, now = Date.now(), signal?: AbortSignal): void {
  const { analytics } = data;
  const doc = page.document;
  const storage = localStorageOf(page);
  const asksConsent = needsConsent(analytics);
  let granted = false;
  let loaded = false;

  if (asksConsent) setUpVendorQueues(analytics, page);

  // gtag and fbq exist only for the tools that are on (setUpVendorQueues).
  const updateConsent = (choice: ConsentChoice) => {
    page.gtag?.("consent", "update", consentState(choice));
    page.fbq?.("consent", choice === "granted" ? "grant" : "revoke");
  };
  const grant = (afterPageLoad: boolean) => {
    granted = true;
    updateConsent("granted");
    if (loaded) return;
    loaded = true;
    const scripts = toolScripts(analytics, page);
    const load = () => doc.head.append(...scripts);
    if (afterPageLoad) afterLoad(page, load, signal);
    else load();
  };
  const deny = () => {
    granted = false;
    // Tags already running on this page stop sending what needs consent; from the next page on, none loads.
    updateConsent("denied");
  };
  const choose = (choice: ConsentChoice) => {
    saveConsent(storage, choice, Date.now());
    if (choice === "granted") grant(false);
    else deny();
  };

  doc.addEventListener(
    CONVERSION_DOM_EVENT,
    (event) => {
      if (granted) forwardConversion((event as CustomEvent<ConversionEvent>).detail, data, page);
    },
    { signal },
  );

  if (!asksConsent) {
    grant(true);
    return;
  }
  const remembered = readConsent(storage, now);
  if (remembered === "granted") grant(true);
  // After the load event: the banner's layout never lengthens the page's first task or competes with its first paint.
  else if (remembered === undefined)
    afterLoad(page, () => showConsentBanner(doc, { focus: false, onChoice: choose }), signal);

  for (const control of doc.querySelectorAll<HTMLElement>(`[${REOPEN_ATTRIBUTE}]`)) {
    control.hidden = false;
    control.addEventListener(
      "click",
      () =>
        showConsentBanner(doc, {
          focus: true,
          onChoice: (choice) => {
            choose(choice);
            control.focus();
          },
        }),
      { signal },
    );
  }
}

function afterLoad(page: TagsWindow, run: () => void, signal?: AbortSignal): void {
  if (page.document.readyState === "complete") run();
  else page.addEventListener("load", run, { once: true, signal });
}

/** The queues the vendors' own snippets create, set up before any of their code loads, with consent denied. */
function setUpVendorQueues(analytics: AnalyticsSettings, page: TagsWindow): void {
  if (usesGoogle(analytics)) {
    page.dataLayer ??= [];
    const dataLayer = page.dataLayer;
    // gtag.js reads the `arguments` objects themselves from the data layer, as Google's snippet pushes them.
    page.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object, not an array
      dataLayer.push(arguments);
    };
    page.gtag("consent", "default", consentState("denied"));
  }
  if (analytics.metaPixelId) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as MetaPixelQueue;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = "2.0";
    page.fbq = fbq;
    page._fbq ??= fbq;
    fbq("consent", "revoke");
  }
}

/** The configuration calls and script elements of every tool that is on (not yet in the page). */
function toolScripts(analytics: AnalyticsSettings, page: TagsWindow): HTMLScriptElement[] {
  const doc = page.document;
  const scripts: HTMLScriptElement[] = [];
  const script = (src: string) => {
    const element = doc.createElement("script");
    element.async = true;
    element.src = src;
    scripts.push(element);
    return element;
  };
  if (analytics.plausible) {
    const queue: unknown[] = [];
    page.plausible ??= Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    const plausible = script(analytics.plausible.scriptUrl);
    plausible.async = false;
    plausible.defer = true;
    plausible.dataset.domain = analytics.plausible.domain;
  }
  const gtagId = analytics.ga4Id ?? analytics.googleAds?.id;
  if (gtagId) {
    page.gtag?.("js", new Date());
    if (analytics.ga4Id) page.gtag?.("config", analytics.ga4Id);
    if (analytics.googleAds) page.gtag?.("config", analytics.googleAds.id);
    // Ids are validated at build time (app/config.ts): nothing to escape.
    script(`${GTAG_SCRIPT}?id=${gtagId}`);
  }
  if (analytics.gtmId) {
    page.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    script(`${GTM_SCRIPT}?id=${analytics.gtmId}`);
  }
  if (analytics.metaPixelId) {
    page.fbq?.("init", analytics.metaPixelId);
    page.fbq?.("track", "PageView");
    script(META_PIXEL_SCRIPT);
  }
  return scripts;
}

/** One conversion as each vendor's standard event. A vendor that throws never breaks the click or the others. */
export function forwardConversion(entry: ConversionEvent, data: TagsPageData, page: TagsWindow): void {
  const { analytics, checkout } = data;
  const money = { value: checkout.value, currency: checkout.currency };
  const calls: (() => void)[] = [];
  const meta = (...args: unknown[]) => analytics.metaPixelId && calls.push(() => page.fbq?.(...args));
  const ga4 = (name: string, params: object) =>
    analytics.ga4Id && calls.push(() => page.gtag?.("event", name, { ...params, send_to: analytics.ga4Id }));
  if (entry.event === "cta_click") {
    meta("track", "InitiateCheckout", money);
    ga4("begin_checkout", { ...money, items: [{ item_name: checkout.itemName }] });
    const ads = analytics.googleAds;
    if (ads)
      calls.push(() => page.gtag?.("event", "conversion", { send_to: `${ads.id}/${ads.checkoutLabel}`, ...money }));
  } else if (entry.event === "faq_open") {
    ga4("faq_open", { index: entry.index });
  } else {
    meta("track", "Contact");
    ga4("contact", {});
  }
  for (const call of calls) {
    try {
      call();
    } catch {
      // A broken or blocked tag is the vendor's problem, never the visitor's.
    }
  }
}
