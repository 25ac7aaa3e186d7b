import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDetailsExclusive } from "../../app/browser/accordion-fallback";
import { CONVERSION_DOM_EVENT, type ConversionEvent, type MeasuredWindow } from "../../app/browser/conversions";
import { enhanceLanding } from "../../app/browser/landing";

const page = window as unknown as MeasuredWindow & { dataLayer?: object[] };
const CHECKOUT = "https://checkout.example.com/pro-7-dias";

function setPage(html: string, search = ""): void {
  document.body.innerHTML = html;
  window.history.replaceState(null, "", `/${search}`);
}

const LANDING = `
  <a data-cta="hero" href="${CHECKOUT}">Testar</a>
  <a data-cta="pricing" href="${CHECKOUT}?plan=pro">Testar</a>
  <details name="faq" data-faq-index="1"><summary>Um</summary><p>1</p></details>
  <details name="faq" data-faq-index="2"><summary>Dois</summary><p>2</p></details>
  <a data-whatsapp href="https://wa.me/5511999999999">WhatsApp</a>`;

/** Clicks a link without following it (happy-dom would try to navigate). */
function click(element: Element): void {
  element.addEventListener("click", (event) => event.preventDefault(), { once: true });
  (element as HTMLElement).click();
}

/** Opens or closes an item; happy-dom fires "toggle" for it, as browsers do. */
async function toggle(details: HTMLDetailsElement, open: boolean): Promise<void> {
  details.open = open;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  delete page.dataLayer;
  delete page.plausible;
  document.body.innerHTML = "";
});

describe("enhanceLanding", () => {
  it("adds the visitor's campaign to every checkout link", () => {
    setPage(LANDING, "?utm_source=instagram&token=x");
    enhanceLanding(page);
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>("a[data-cta]")].map((link) => link.href);
    expect(hrefs).toEqual([`${CHECKOUT}?utm_source=instagram`, `${CHECKOUT}?plan=pro&utm_source=instagram`]);
  });

  it("pushes cta_click, faq_open (opening only) and whatsapp_click to the data layer", async () => {
    setPage(LANDING);
    page.dataLayer = [] as object[];
    enhanceLanding(page);
    const [hero, pricing] = document.querySelectorAll("a[data-cta]");
    click(hero as Element);
    click(pricing as Element);
    const [first, second] = document.querySelectorAll<HTMLDetailsElement>("details");
    await toggle(second as HTMLDetailsElement, true);
    await toggle(second as HTMLDetailsElement, false);
    await toggle(first as HTMLDetailsElement, true);
    click(document.querySelector("a[data-whatsapp]") as Element);
    expect(page.dataLayer).toEqual([
      { event: "cta_click", location: "hero" },
      { event: "cta_click", location: "pricing" },
      { event: "faq_open", index: 2 },
      { event: "faq_open", index: 1 },
      { event: "whatsapp_click" },
    ]);
  });

  it("sends the same events to Plausible as custom events, with their properties", () => {
    setPage(LANDING);
    const plausible = vi.fn();
    page.plausible = plausible;
    enhanceLanding(page);
    click(document.querySelector("a[data-cta=pricing]") as Element);
    click(document.querySelector("a[data-whatsapp]") as Element);
    expect(plausible.mock.calls).toEqual([
      ["cta_click", { props: { location: "pricing" } }],
      ["whatsapp_click", undefined],
    ]);
  });

  it("announces every conversion on the document, for the tags, even without a data layer", () => {
    setPage(LANDING);
    const announced: ConversionEvent[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent<ConversionEvent>).detail);
    document.addEventListener(CONVERSION_DOM_EVENT, listener);
    enhanceLanding(page);
    click(document.querySelector("a[data-cta=hero]") as Element);
    document.removeEventListener(CONVERSION_DOM_EVENT, listener);
    expect(announced).toEqual([{ event: "cta_click", location: "hero" }]);
    expect(page.dataLayer).toBeUndefined();
  });
});

describe("makeDetailsExclusive (older browsers without <details name>)", () => {
  beforeEach(() => {
    setPage(`
      <details name="faq" id="a" open></details>
      <details name="faq" id="b"></details>
      <details name="other" id="c" open></details>`);
  });

  const openIds = () => [...document.querySelectorAll("details[open]")].map((details) => details.id);

  it("closes the other open item of the same name when one opens, and leaves other groups alone", async () => {
    const controller = new AbortController();
    const scoped = Object.create(document, {
      addEventListener: {
        value: (type: string, listener: EventListener, capture: boolean) =>
          document.addEventListener(type, listener, { capture, signal: controller.signal }),
      },
    }) as Document;
    makeDetailsExclusive(scoped, false);
    await toggle(document.getElementById("b") as HTMLDetailsElement, true);
    expect(openIds()).toEqual(["b", "c"]);
    controller.abort();
  });

  it("adds nothing where the browser makes the accordion exclusive itself", () => {
    const addEventListener = vi.spyOn(document, "addEventListener");
    makeDetailsExclusive(document, true);
    expect(addEventListener).not.toHaveBeenCalled();
    addEventListener.mockRestore();
  });

  it("detects support from HTMLDetailsElement.prototype when not told", () => {
    const addEventListener = vi.spyOn(document, "addEventListener");
    makeDetailsExclusive(document);
    expect(addEventListener).toHaveBeenCalledTimes("name" in HTMLDetailsElement.prototype ? 0 : 1);
    addEventListener.mockRestore();
  });
});
