/**
 * The few scripts that pages without the React runtime run inline. Each ends up as a string in the
 * prerendered HTML, where the build hashes it into the Content-Security-Policy.
 *
 * The longer ones are written as ordinary, self-contained functions (no imports, no outside variables)
 * and inlined from their own source with `inlineCall`, so unit tests can call the very same code.
 */
import type { AnalyticsSettings } from "./config";

/** Makes `<details name="…">` exclusive in browsers that predate the native exclusive accordion. */
export const exclusiveAccordionFallback =
  'if(!("name"in HTMLDetailsElement.prototype))document.addEventListener("toggle",function(e){var d=e.target;if(d.open&&d.getAttribute&&d.getAttribute("name"))document.querySelectorAll("details[open]").forEach(function(o){if(o!==d&&o.getAttribute("name")===d.getAttribute("name"))o.open=false})},true);';

/** Campaign parameters passed on from the landing address to the checkout, and nothing else. */
export const ATTRIBUTION_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
] as const;

export const MAX_ATTRIBUTION_VALUE_LENGTH = 200;

interface AttributionRules {
  allowed: readonly string[];
  maxLength: number;
}

/** Conversion events, as pushed to `window.dataLayer`. */
export type ConversionEvent =
  | { event: "cta_click"; location: "hero" | "pricing" }
  | { event: "faq_open"; index: number }
  | { event: "redirect"; route: string }
  | { event: "whatsapp_click" };

type TrackingWindow = Window & {
  dataLayer?: { push: (entry: object) => unknown };
  plausible?: ((name: string, options?: { props: object }) => void) & { q?: unknown[] };
};

/**
 * The checkout link with the visitor's campaign parameters added (a visitor's value replaces one of the same
 * name already in the link). Values that are empty, too long or carry control characters are dropped.
 */
export function withAttribution(checkoutHref: string, pageSearch: string, rules: AttributionRules): string {
  const target = new URL(checkoutHref);
  const incoming = new URLSearchParams(pageSearch);
  for (const name of rules.allowed) {
    const value = incoming.get(name);
    if (!value || value.length > rules.maxLength) continue;
    let hasControlCharacter = false;
    for (let index = 0; index < value.length; index++) {
      const code = value.charCodeAt(index);
      if (code < 0x20 || code === 0x7f) hasControlCharacter = true;
    }
    if (!hasControlCharacter) target.searchParams.set(name, value);
  }
  return target.href;
}

/**
 * The landing page's behaviour once it is interactive: campaign parameters onto every checkout link, and
 * conversion events for the CTAs, the WhatsApp contact and the FAQ. Without JavaScript the links still go to the checkout.
 */
export function enhanceLanding(rules: AttributionRules, attribute: typeof withAttribution): void {
  const page = window as TrackingWindow;
  const track = (entry: ConversionEvent) => {
    if (page.dataLayer && typeof page.dataLayer.push === "function") page.dataLayer.push(entry);
    if (typeof page.plausible === "function") {
      const { event, ...props } = entry;
      page.plausible(event, { props });
    }
  };
  const start = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-cta]")) {
      link.href = attribute(link.href, location.search, rules);
      link.addEventListener("click", () => {
        track({ event: "cta_click", location: link.dataset.cta === "pricing" ? "pricing" : "hero" });
      });
    }
    for (const link of document.querySelectorAll("a[data-whatsapp]")) {
      link.addEventListener("click", () => track({ event: "whatsapp_click" }));
    }
    for (const item of document.querySelectorAll<HTMLDetailsElement>("details[data-faq-index]")) {
      item.addEventListener("toggle", () => {
        if (item.open) track({ event: "faq_open", index: Number(item.dataset.faqIndex) });
      });
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
}

/**
 * Loads the configured analytics after the page has loaded, so they never compete with the first paint.
 * The queues are set up at once, so events from an early click are not lost.
 */
export function loadAnalytics(analytics: AnalyticsSettings): void {
  const page = window as TrackingWindow;
  const scripts: HTMLScriptElement[] = [];
  if (analytics.plausible) {
    const queue: unknown[] = [];
    page.plausible ??= Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    const script = document.createElement("script");
    script.defer = true;
    script.src = analytics.plausible.scriptUrl;
    script.dataset.domain = analytics.plausible.domain;
    scripts.push(script);
  }
  if (analytics.gtmId) {
    const dataLayer: object[] = (page.dataLayer as object[] | undefined) ?? [];
    page.dataLayer = dataLayer;
    dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(analytics.gtmId)}`;
    scripts.push(script);
  }
  const load = () => document.head.append(...scripts);
  if (document.readyState === "complete") load();
  else addEventListener("load", load, { once: true });
}

/** The landing page's inline script. */
export function landingScript(analytics: AnalyticsSettings): string {
  const rules: AttributionRules = { allowed: ATTRIBUTION_PARAMS, maxLength: MAX_ATTRIBUTION_VALUE_LENGTH };
  const hasAnalytics = Boolean(analytics.plausible || analytics.gtmId);
  return [
    ...(hasAnalytics ? [inlineCall(loadAnalytics, analytics)] : []),
    inlineCall(enhanceLanding, rules, withAttribution),
  ].join("\n");
}

/**
 * The redirect pages leave at once (the meta refresh in their head covers browsers without JavaScript),
 * telling the page's data layer first, if it has one.
 */
export function redirectScript(targetUrl: string, route: string): string {
  const event: ConversionEvent = { event: "redirect", route };
  return `var d=window.dataLayer;if(d&&typeof d.push==="function")d.push(${toScriptLiteral(event)});location.replace(${toScriptLiteral(targetUrl)});`;
}

/** `(fn)(arg, …)` as script text: values become JSON literals, functions their own source. */
function inlineCall(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  const literals = args.map((arg) => (typeof arg === "function" ? arg.toString() : toScriptLiteral(arg)));
  return `(${fn.toString()})(${literals.join(",")});`;
}

/** A JSON literal that cannot close the surrounding <script> element. */
function toScriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
