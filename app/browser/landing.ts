/**
 * The landing page's behaviour once it is interactive: campaign parameters onto every checkout link, and
 * conversion events for the CTAs, the FAQ and WhatsApp links. Without JavaScript the links still work.
 */
import { withAttribution } from "./attribution";
import { type MeasuredWindow, track } from "./conversions";

export function enhanceLanding(page: MeasuredWindow = window): void {
  const doc = page.document;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[data-cta]")) {
    link.href = withAttribution(link.href, page.location.search);
    link.addEventListener("click", () => {
      track({ event: "cta_click", location: link.dataset.cta === "pricing" ? "pricing" : "hero" }, page);
    });
  }
  for (const item of doc.querySelectorAll<HTMLDetailsElement>("details[data-faq-index]")) {
    item.addEventListener("toggle", () => {
      if (item.open) track({ event: "faq_open", index: Number(item.dataset.faqIndex) }, page);
    });
  }
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[data-whatsapp]")) {
    link.addEventListener("click", () => track({ event: "whatsapp_click" }, page));
  }
}

/** Runs `start` once the document is parsed (at once if it already is). */
export function whenParsed(doc: Document, start: () => void): void {
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}
