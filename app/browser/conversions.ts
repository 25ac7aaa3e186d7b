/**
 * Conversion events. Every one goes to the page's `dataLayer` (when it has one: Google Tag Manager's convention)
 * and to Plausible (when it is loaded), and is announced on the document, where the tags script
 * (tags.ts) forwards it to Meta, GA4 and Google Ads once, and only if, the visitor has accepted them.
 */
export type ConversionEvent =
  | { event: "cta_click"; location: "hero" | "pricing" }
  | { event: "faq_open"; index: number }
  | { event: "whatsapp_click" };

/** The DOM event that carries a ConversionEvent from the page to the tags. */
export const CONVERSION_DOM_EVENT = "vendas:conversion";

export type PlausibleFunction = ((name: string, options?: { props: object }) => void) & { q?: unknown[] };

export type MeasuredWindow = Window & {
  dataLayer?: { push: (entry: object) => unknown };
  plausible?: PlausibleFunction;
};

export function track(entry: ConversionEvent, page: MeasuredWindow = window): void {
  if (page.dataLayer && typeof page.dataLayer.push === "function") page.dataLayer.push({ ...entry });
  if (typeof page.plausible === "function") {
    const { event, ...props } = entry;
    page.plausible(event, Object.keys(props).length > 0 ? { props } : undefined);
  }
  page.document.dispatchEvent(new CustomEvent(CONVERSION_DOM_EVENT, { detail: entry }));
}
