import { expect, SETTINGS, test } from "./fixtures";

const CHECKOUT = new URL(SETTINGS.checkoutUrl);
const ALLOWED = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid"];

const checkoutLinks = (page: import("@playwright/test").Page) =>
  page.getByRole("link", { name: /Testar grátis por 7 dias/ });

async function hrefsOnceEnhanced(page: import("@playwright/test").Page, expectedParam: string): Promise<URL[]> {
  const links = checkoutLinks(page);
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute("href", new RegExp(expectedParam));
  await expect(links.last()).toHaveAttribute("href", new RegExp(expectedParam));
  return (await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))).map(
    (href) => new URL(href),
  );
}

test.describe("attribution to checkout", () => {
  test("both CTAs carry the visitor's UTM parameters and click ids to the checkout @needs-js", async ({ page }) => {
    const campaign = {
      utm_source: "instagram",
      utm_medium: "paid social",
      utm_campaign: "black-friday/2026",
      utm_term: "cartas de vendas",
      utm_content: "reels-ção",
      gclid: "Cj0KCQ-gclid",
      fbclid: "IwAR-fbclid",
    };
    await page.goto(`/?${new URLSearchParams(campaign)}`);
    for (const url of await hrefsOnceEnhanced(page, "fbclid=")) {
      expect(url.origin + url.pathname).toBe(CHECKOUT.origin + CHECKOUT.pathname);
      expect(Object.fromEntries(url.searchParams)).toEqual(campaign);
    }
  });

  test("clicking a CTA opens the checkout with the campaign in a new tab @needs-js", async ({ page }) => {
    await page.goto("/?utm_source=whatsapp&utm_campaign=lista-vip");
    await hrefsOnceEnhanced(page, "utm_source=whatsapp");
    const [checkout] = await Promise.all([page.waitForEvent("popup"), checkoutLinks(page).first().click()]);
    await checkout.waitForLoadState("domcontentloaded");
    const url = new URL(checkout.url());
    expect(url.host).toBe(CHECKOUT.host);
    expect(url.searchParams.get("utm_source")).toBe("whatsapp");
    expect(url.searchParams.get("utm_campaign")).toBe("lista-vip");
  });

  test("hostile values leave a valid checkout URL with nothing unexpected @needs-js", async ({ page }) => {
    const hostile = new URLSearchParams({
      utm_source: `"><script>alert(1)</script>`,
      utm_medium: "javascript:alert(document.cookie)",
      utm_campaign: "x".repeat(10_000),
      utm_term: "quebra\r\nde linha",
      utm_content: "ok",
      redirect: "https://evil.example",
      token: "segredo",
      checkout: "https://evil.example/pay",
    });
    await page.goto(`/?${hostile}#utm_source=hash`);
    for (const url of await hrefsOnceEnhanced(page, "utm_content=ok")) {
      expect(url.protocol).toBe("https:");
      expect(url.host).toBe(CHECKOUT.host);
      expect(url.pathname).toBe(CHECKOUT.pathname);
      expect(url.hash).toBe("");
      const params = Object.fromEntries(url.searchParams);
      expect(Object.keys(params).every((name) => ALLOWED.includes(name))).toBe(true);
      expect(params).toEqual({
        utm_source: `"><script>alert(1)</script>`,
        utm_medium: "javascript:alert(document.cookie)",
        utm_content: "ok",
      });
    }
    // The hostile values stayed data: nothing ran, nothing was injected into the page.
    await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
  });

  test("with no campaign, or without JavaScript, the CTAs link to the checkout exactly as configured", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(javaScriptEnabled ? "/" : "/?utm_source=instagram");
    await page.waitForLoadState("load");
    for (const href of await checkoutLinks(page).evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    )) {
      expect(href).toBe(SETTINGS.checkoutUrl);
    }
  });
});
