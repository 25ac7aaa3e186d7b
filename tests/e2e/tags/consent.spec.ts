/**
 * Issue 10, with every tool on (playwright.config.ts builds this site with tests/e2e/tags/settings.ts):
 * nothing third-party before consent or after "Recusar"; after "Aceitar" the tags load and the CTA reports the
 * checkout to Meta, GA4 and Google Ads; the choice survives reloads and can be withdrawn; zero CSP violations.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { openAndStay, PAGES } from "../pages";
import { consentBanner, EVERY_TOOL_ON, expect, hitsFor, SETTINGS, settle, test, type VendorHit } from "./vendors";

const CTA_NAME = /Testar grátis por 7 dias/;
const PIXEL = EVERY_TOOL_ON.VITE_META_PIXEL_ID;
const GA4 = EVERY_TOOL_ON.VITE_GA4_ID;
const ADS_ACCOUNT = EVERY_TOOL_ON.VITE_GOOGLE_ADS_ID.slice(3);

async function choose(page: Page, choice: "Aceitar" | "Recusar"): Promise<void> {
  await consentBanner(page).getByRole("button", { name: choice, exact: true }).click();
  await expect(consentBanner(page)).toHaveCount(0);
}

/** Opens the landing page, lets the banner appear and accepts. */
async function openHomeAndAccept(page: Page): Promise<void> {
  await page.goto("/");
  await settle(page);
  await choose(page, "Aceitar");
}

/** Clicks a CTA: the checkout opens in a new tab at once, whatever the tags do. */
async function clickCta(page: Page, index: 0 | 1): Promise<void> {
  const [checkout] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: CTA_NAME }).nth(index).click(),
  ]);
  expect(new URL(checkout.url()).host).toBe(new URL(SETTINGS.checkoutUrl).host);
  await checkout.close();
}

const scriptRequests = (hits: VendorHit[]) =>
  hits.filter((hit) => /gtag\/js|gtm\.js|fbevents\.js|script\.js/.test(hit.url.pathname)).map((hit) => hit.url.href);

test.describe("before the visitor chooses @needs-js", () => {
  test("the banner asks in Portuguese, with equal 'Aceitar' and 'Recusar' and the privacy link; nothing third-party, no cookie", async ({
    page,
    context,
    vendorRequests,
    cspViolations,
  }) => {
    await page.goto("/?utm_source=instagram");
    await settle(page);
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Com a sua permissão, usamos cookies");
    await expect(banner.getByRole("link", { name: "Política de privacidade" })).toHaveAttribute("href", "/privacidade");
    const accept = await banner.getByRole("button", { name: "Aceitar" }).boundingBox();
    const reject = await banner.getByRole("button", { name: "Recusar" }).boundingBox();
    expect(accept?.width).toBeCloseTo(reject?.width ?? 0, 0);
    expect(accept?.height).toBe(reject?.height);
    // Clicks before the choice stay on the site.
    await page.getByText("Posso cancelar quando quiser?").click();
    await clickCta(page, 0);
    await page.waitForTimeout(300);
    expect(vendorRequests.map((hit) => hit.url.href)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test("focus is not moved or trapped: Tab walks the page and reaches the banner's controls last", async ({ page }) => {
    await page.goto("/");
    await expect(consentBanner(page)).toBeVisible();
    await expect(page.locator("body")).toBeFocused();
    const names: string[] = [];
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press("Tab");
      names.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
    }
    expect(names[0]).toBe("Pular para o conteúdo");
    const accept = names.indexOf("Aceitar");
    expect(accept).toBeGreaterThan(5);
    expect(names[accept + 1]).toBe("Recusar");
  });

  test("axe finds no violation with the banner open", async ({ page }) => {
    await page.goto("/");
    await expect(consentBanner(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } }).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
    ).toEqual([]);
  });

  test("at 360 × 640 the banner leaves the hero's CTA visible, shifts nothing and is not the LCP element", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/");
    await expect(consentBanner(page)).toBeVisible();
    const cta = await page.locator("#inicio").getByRole("link", { name: CTA_NAME }).boundingBox();
    const banner = await consentBanner(page).boundingBox();
    if (!cta || !banner) throw new Error("CTA or banner not laid out");
    const overlaps = cta.y < banner.y + banner.height && banner.y < cta.y + cta.height;
    expect(overlaps, `CTA ${JSON.stringify(cta)} vs banner ${JSON.stringify(banner)}`).toBe(false);
    expect(cta.y + cta.height).toBeLessThanOrEqual(640);
    const { shift, lcpInBanner } = await page.evaluate(
      () =>
        new Promise<{ shift: number; lcpInBanner: boolean }>((resolve) => {
          let shift = 0;
          let lcp: Element | null = null;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shift += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
              lcp = entry.element;
            }
          }).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(
            () => resolve({ shift, lcpInBanner: Boolean((lcp as Element | null)?.closest("[data-consent-banner]")) }),
            500,
          );
        }),
    );
    expect(shift).toBe(0);
    expect(lcpInBanner).toBe(false);
  });
});

test.describe("after 'Recusar' @needs-js", () => {
  test("nothing third-party, ever, on any page, and no banner again", async ({
    page,
    context,
    vendorRequests,
    cspViolations,
  }) => {
    await page.goto("/");
    await choose(page, "Recusar");
    await clickCta(page, 1);
    await page.reload();
    await settle(page);
    await expect(consentBanner(page)).toHaveCount(0);
    for (const sitePage of PAGES) await openAndStay(page, sitePage);
    await page.waitForTimeout(300);
    expect(vendorRequests.map((hit) => hit.url.href)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});

test.describe("after 'Aceitar' @needs-js", () => {
  test("the tags load, count the page view, and a CTA click reports the checkout with its value", async ({
    page,
    vendorRequests,
    cspViolations,
  }) => {
    await openHomeAndAccept(page);
    await expect
      .poll(() => scriptRequests(vendorRequests).sort())
      .toEqual(
        [
          "https://connect.facebook.net/en_US/fbevents.js",
          "https://plausible.io/js/script.js",
          `https://www.googletagmanager.com/gtag/js?id=${GA4}`,
          `https://www.googletagmanager.com/gtm.js?id=${EVERY_TOOL_ON.VITE_GTM_ID}`,
        ].sort(),
      );
    await expect.poll(() => hitsFor(vendorRequests, "www.facebook.com", "ev=PageView").length).toBe(1);
    await expect.poll(() => hitsFor(vendorRequests, "region1.google-analytics.com", "en=page_view").length).toBe(1);
    await expect.poll(() => hitsFor(vendorRequests, "plausible.io", '"n":"pageview"').length).toBe(1);

    await clickCta(page, 0);
    await expect.poll(() => hitsFor(vendorRequests, "www.facebook.com", "ev=InitiateCheckout").length).toBe(1);
    const [initiateCheckout] = hitsFor(vendorRequests, "www.facebook.com", "ev=InitiateCheckout");
    expect(initiateCheckout?.url.searchParams.get("id")).toBe(PIXEL);
    expect(JSON.parse(initiateCheckout?.url.searchParams.get("cd") ?? "{}")).toEqual({ value: 29.9, currency: "BRL" });

    await expect
      .poll(() => hitsFor(vendorRequests, "region1.google-analytics.com", "en=begin_checkout").length)
      .toBe(1);
    const [beginCheckout] = hitsFor(vendorRequests, "region1.google-analytics.com", "en=begin_checkout");
    expect(beginCheckout?.url.searchParams.get("tid")).toBe(GA4);
    expect(JSON.parse(beginCheckout?.url.searchParams.get("ep") ?? "{}")).toEqual({
      value: 29.9,
      currency: "BRL",
      items: [{ item_name: "Plano Pro" }],
      send_to: GA4,
    });

    await expect.poll(() => hitsFor(vendorRequests, "www.googleadservices.com", "label=").length).toBe(1);
    const [conversion] = hitsFor(vendorRequests, "www.googleadservices.com");
    expect(conversion?.url.pathname).toBe(`/pagead/conversion/${ADS_ACCOUNT}/`);
    expect(conversion?.url.searchParams.get("label")).toBe(EVERY_TOOL_ON.VITE_GOOGLE_ADS_CHECKOUT_LABEL);
    expect(conversion?.url.searchParams.get("value")).toBe("29.9");
    expect(conversion?.url.searchParams.get("currency")).toBe("BRL");

    // The Tag Manager container's own template tags saw the data layer event too.
    await expect.poll(() => hitsFor(vendorRequests, "region1.analytics.google.com", "en=cta_click").length).toBe(1);
    // Plausible got the custom event.
    await expect.poll(() => hitsFor(vendorRequests, "plausible.io", '"n":"cta_click"').length).toBe(1);

    await page.getByText("Para quais profissionais é indicado?").click();
    await expect.poll(() => hitsFor(vendorRequests, "region1.google-analytics.com", "en=faq_open").length).toBe(1);
    const [faqOpen] = hitsFor(vendorRequests, "region1.google-analytics.com", "en=faq_open");
    expect(JSON.parse(faqOpen?.url.searchParams.get("ep") ?? "{}")).toMatchObject({ index: 3 });
    expect(cspViolations).toEqual([]);
  });

  test("a click on the WhatsApp contact reports Contact to Meta and contact to GA4, and opens the chat at once", async ({
    page,
    vendorRequests,
    cspViolations,
  }) => {
    await openHomeAndAccept(page);
    await expect.poll(() => hitsFor(vendorRequests, "www.facebook.com", "ev=PageView").length).toBe(1);

    const [chat] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("link", { name: /Tirar dúvidas no WhatsApp/ }).click(),
    ]);
    expect(new URL(chat.url()).host).toBe("wa.me");
    await chat.close();

    await expect.poll(() => hitsFor(vendorRequests, "www.facebook.com", "ev=Contact").length).toBe(1);
    expect(hitsFor(vendorRequests, "www.facebook.com", "ev=Contact")[0]?.url.searchParams.get("id")).toBe(PIXEL);
    await expect.poll(() => hitsFor(vendorRequests, "region1.google-analytics.com", "en=contact").length).toBe(1);
    await expect.poll(() => hitsFor(vendorRequests, "plausible.io", '"n":"whatsapp_click"').length).toBe(1);
    expect(cspViolations).toEqual([]);
  });

  test("the choice survives a reload; withdrawn from the footer, the tags stop from the next page on", async ({
    page,
    vendorRequests,
    cspViolations,
  }) => {
    await page.goto("/");
    await choose(page, "Aceitar");
    await page.reload();
    await settle(page);
    await expect(consentBanner(page)).toHaveCount(0);
    await expect.poll(() => scriptRequests(vendorRequests).length).toBe(8);

    const preferences = page.getByRole("button", { name: "Preferências de cookies" });
    await preferences.click();
    await expect(consentBanner(page)).toBeVisible();
    await expect(consentBanner(page).getByRole("button", { name: "Aceitar" })).toBeFocused();
    await choose(page, "Recusar");
    await expect(preferences).toBeFocused();

    const before = vendorRequests.length;
    await page.reload();
    await settle(page);
    await clickCta(page, 0);
    await page.waitForTimeout(300);
    expect(vendorRequests.slice(before).map((hit) => hit.url.href)).toEqual([]);
    await expect(consentBanner(page)).toHaveCount(0);
    expect(cspViolations).toEqual([]);
  });

  test("every page shows zero CSP violations, and the redirect is counted by Plausible before leaving", async ({
    page,
    vendorRequests,
    cspViolations,
  }) => {
    await page.goto("/");
    await choose(page, "Aceitar");
    for (const sitePage of PAGES) await openAndStay(page, sitePage);
    await expect.poll(() => hitsFor(vendorRequests, "plausible.io", '"name":"redirect"').length).toBe(2);
    const routes = hitsFor(vendorRequests, "plausible.io", '"name":"redirect"').map(
      (hit) => (JSON.parse(hit.body ?? "{}") as { props: { route: string } }).props.route,
    );
    expect(routes.sort()).toEqual(["/acesso", "/bolos"]);
    expect(cspViolations).toEqual([]);
  });
});

test("before any choice the redirect and 404 pages send nothing and break no CSP rule", async ({
  page,
  vendorRequests,
  cspViolations,
}) => {
  for (const sitePage of PAGES) await openAndStay(page, sitePage);
  await page.waitForTimeout(300);
  expect(vendorRequests.map((hit) => hit.url.href)).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test("without JavaScript: no banner, no tag, the CTAs go to the checkout @no-js", async ({ page, vendorRequests }) => {
  await page.goto("/");
  await settle(page);
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Preferências de cookies" })).toHaveCount(0);
  for (const href of await page
    .getByRole("link", { name: CTA_NAME })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toBe(SETTINGS.checkoutUrl);
  }
  expect(vendorRequests).toEqual([]);
});

test("/privacidade in this build names every tool that is on, each with its legal basis, and points to the cookie preferences", async ({
  page,
}) => {
  await page.goto("/privacidade");
  const main = page.getByRole("main");
  await expect(main.locator("[data-privacy-tools='none']")).toHaveCount(0);
  for (const tool of ["Plausible Analytics", "Google Tag Manager", "Google Analytics 4", "Google Ads", "Meta Pixel"]) {
    await expect(main.getByRole("heading", { name: new RegExp(tool) }), tool).toBeVisible();
  }
  await expect(main.locator("[data-privacy-tool]")).toHaveCount(5);
  await expect(main).toContainText("Consentimento (LGPD, art. 7º, I)");
  await expect(main).toContainText("Preferências de cookies");
});
