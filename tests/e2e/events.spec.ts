import type { Page } from "@playwright/test";
import { expect, SETTINGS, test } from "./fixtures";

/** Gives the page a data layer before any of its scripts run, as Google Tag Manager's snippet would. */
async function withDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: object[] }).dataLayer = [];
  });
}

const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: object[] }).dataLayer ?? null);

test.describe("conversion events @needs-js", () => {
  test("a click on each CTA pushes cta_click with where it was", async ({ page }) => {
    await withDataLayer(page);
    await page.goto("/");
    for (const [index, location] of [
      [0, "hero"],
      [1, "pricing"],
    ] as const) {
      const [checkout] = await Promise.all([
        page.waitForEvent("popup"),
        page
          .getByRole("link", { name: /Testar grátis por 7 dias/ })
          .nth(index)
          .click(),
      ]);
      await checkout.close();
      await expect.poll(() => dataLayerOf(page)).toContainEqual({ event: "cta_click", location });
    }
  });

  test("opening a FAQ item pushes faq_open with the question's position, closing pushes nothing", async ({ page }) => {
    await withDataLayer(page);
    await page.goto("/");
    await page.getByText("Para quais profissionais é indicado?").click();
    await expect.poll(() => dataLayerOf(page)).toEqual([{ event: "faq_open", index: 3 }]);
    await page.getByText("Para quais profissionais é indicado?").click();
    await page.getByText("Funciona para leads frios e quentes?").click();
    await expect
      .poll(() => dataLayerOf(page))
      .toEqual([
        { event: "faq_open", index: 3 },
        { event: "faq_open", index: 1 },
      ]);
  });

  for (const [route, target] of [
    ["/acesso", SETTINGS.acessoUrl],
    ["/bolos", SETTINGS.bolosUrl],
  ] as const) {
    // With every tool off nothing could receive a redirect event: the page only leaves (tests/e2e/tags/ covers
    // the Plausible beacon that counts it when a tool is on).
    test(`${route} leaves for its target and reports to nobody`, async ({ page, externalRequests }) => {
      await withDataLayer(page);
      let leaveAttempts = 0;
      await page.route(
        (url) => url.href === target,
        (intercepted) => {
          leaveAttempts++;
          return intercepted.abort("aborted");
        },
      );
      await page.goto(route, { waitUntil: "commit" });
      await expect.poll(() => leaveAttempts).toBeGreaterThan(0);
      expect(await dataLayerOf(page)).toEqual([]);
      expect(externalRequests.map((request) => request.url())).toEqual([]);
    });
  }

  test("without a data layer nothing is pushed and nothing breaks", async ({ page }) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    await page.goto("/");
    await page.getByText("O teste é realmente grátis?").click();
    await expect(page.getByText("acesso completo", { exact: false })).toBeVisible();
    expect(await dataLayerOf(page)).toBeNull();
    expect(errors).toEqual([]);
  });
});

test.describe("privacy by default", () => {
  test("the landing page makes no third-party request and sets no cookie", async ({
    page,
    context,
    externalRequests,
  }) => {
    await page.goto("/?utm_source=instagram&gclid=abc");
    await page.waitForLoadState("load");
    await page.getByText("Posso cancelar quando quiser?").click();
    await page.getByRole("link", { name: "Ver como funciona" }).click();
    await page.waitForTimeout(500);
    expect(externalRequests.map((request) => request.url())).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
  });
});
