import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { EXTERNAL_PAGE_TEXT, expect, SETTINGS, test } from "./fixtures";
import { openAndStay, PAGES } from "./pages";

const CHECKOUT_NAME = "Testar grátis por 7 dias (abre em nova aba)";
// As `focused` reads it: the visible text and the screen-reader hint that it opens in a new tab.
const WHATSAPP_NAME = "Tirar dúvidas no WhatsApp (abre em nova aba)";
const COMPANY_LINKS = ["Sobre", "Contato", "Termos de Uso", "Política de Privacidade"];
const FAQ_QUESTIONS = [
  "Funciona para leads frios e quentes?",
  "Preciso ter conhecimento técnico?",
  "Para quais profissionais é indicado?",
  "Posso cancelar quando quiser?",
  "O teste é realmente grátis?",
];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // WCAG 2.2 AA target size (24×24 px) is off in axe by default.
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    elements: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

for (const sitePage of PAGES) {
  // axe runs as a script in the page, so the no-JavaScript project leaves it out (@needs-js).
  test(`axe finds no violation of any impact on the ${sitePage.name} page @needs-js`, async ({ page }) => {
    const visit = await openAndStay(page, sitePage);
    if ("redirectsTo" in sitePage) {
      // Audited as it is before it leaves: the browser asked for the target and still shows our page.
      expect(visit.leaveAttempts).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe(sitePage.path);
      await expect(page.getByRole("status")).toContainText("Redirecionando...");
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the ${sitePage.name} page has one h1, headings in order and its content in landmarks`, async ({ page }) => {
    await openAndStay(page, sitePage);
    await expect(page.locator("h1")).toHaveCount(1);
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0], "the h1 comes first").toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index} skips no level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  });

  for (const width of [320, 640]) {
    // 640 px is a 1280 px window at 200% zoom.
    test(`the ${sitePage.name} page reflows without horizontal scrolling at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openAndStay(page, sitePage);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(clientWidth).toBe(width);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test(`every control on the ${sitePage.name} page is at least 24×24 px`, async ({ page }) => {
    await openAndStay(page, sitePage);
    const small = await page
      .locator("a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex='-1'])")
      .evaluateAll((controls) =>
        controls
          .filter((control) => !control.matches(".sr-only")) // the skip link grows when it gets focus
          .map((control) => ({ text: control.textContent?.trim(), box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ text, box }) => `${text} (${box.width}×${box.height})`),
      );
    expect(small).toEqual([]);
  });

  test(`every control on the ${sitePage.name} page shows a focus ring when reached with Tab`, async ({ page }) => {
    await openAndStay(page, sitePage);
    const stops = [];
    for (let press = 0; press < 20; press++) {
      await page.keyboard.press("Tab");
      const element = await focused(page);
      if (!element) break;
      stops.push(element);
    }
    expect(stops.length, "the page has something to tab to").toBeGreaterThan(0);
    expect(stops.filter((stop) => !stop.ring)).toEqual([]);
  });

  test(`the ${sitePage.name} page stands still for visitors who ask for reduced motion`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openAndStay(page, sitePage);
    const moving = await page.locator("body *").evaluateAll((elements) =>
      elements.flatMap((element) => {
        const style = getComputedStyle(element);
        const animated = style.animationName !== "none";
        const transitions =
          style.transitionProperty !== "none" &&
          style.transitionDuration.split(",").some((duration) => Number.parseFloat(duration) > 0);
        return animated || transitions
          ? [`<${element.tagName.toLowerCase()} class="${element.getAttribute("class")}">`]
          : [];
      }),
    );
    expect(moving).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });
}

test("the hero is named by the h1 and every other landing section by its own h2", async ({ page }) => {
  await page.goto("/");
  const sections = await page.locator("main section").evaluateAll((elements) =>
    elements.map((section) => {
      const name = document.getElementById(section.getAttribute("aria-labelledby") ?? "");
      return { id: section.id, namedBy: name?.tagName.toLowerCase(), inside: Boolean(name && section.contains(name)) };
    }),
  );
  expect(sections.length).toBe(7);
  for (const section of sections) {
    expect(section, section.id).toEqual({
      id: section.id,
      namedBy: section.id === "inicio" ? "h1" : "h2",
      inside: true,
    });
  }
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
});

test("without a reduced-motion preference, the page scrolls smoothly and the redirect spinner spins", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  const acesso = PAGES.find((sitePage) => sitePage.name === "acesso");
  if (!acesso) throw new Error("no acesso page");
  await openAndStay(page, acesso);
  const spinner = page.getByRole("status").locator("[aria-hidden='true']").first();
  expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).not.toBe("none");
});

test("decorative pictures are hidden from assistive technology and meaningful ones are named in Portuguese", async ({
  page,
}) => {
  await page.goto("/");
  const exposedSvgs = await page
    .locator("svg")
    .evaluateAll((svgs) => svgs.filter((svg) => !svg.closest("[aria-hidden='true'], [role='img']")).length);
  expect(exposedSvgs, "every svg is aria-hidden or part of a labelled image").toBe(0);
  const images = page.getByRole("img");
  const names = await images.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));
  expect(names.length).toBeGreaterThanOrEqual(4);
  for (const name of names) expect(name).toMatch(/estrelas|assistente/i);
});

/** The focused element: its accessible text and whether it shows a focus ring of at least 2 px. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
    return { text: (element.textContent ?? "").replace(/\s+/g, " ").trim(), id: element.id, ring };
  });
}

async function expectFocusOn(page: Page, locator: Locator) {
  await expect(locator).toBeFocused();
  await expect(locator).toBeInViewport();
  expect((await focused(page))?.ring, "a visible focus ring").toBe(true);
}

test("the tab order is: skip link, hero CTA, 'Ver como funciona', pricing CTA, WhatsApp, the five FAQ questions, the company pages", async ({
  page,
}) => {
  await page.goto("/");
  const stops: string[] = [];
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press("Tab");
    const element = await focused(page);
    if (!element) break;
    expect(element.ring, `"${element.text}" shows a focus ring`).toBe(true);
    stops.push(element.text);
  }
  expect(stops).toEqual([
    "Pular para o conteúdo",
    CHECKOUT_NAME,
    "Ver como funciona",
    CHECKOUT_NAME,
    WHATSAPP_NAME,
    ...FAQ_QUESTIONS,
    ...COMPANY_LINKS,
  ]);
});

test("keyboard only: skip link, both CTAs, 'Ver como funciona', the WhatsApp link and every FAQ item work", async ({
  page,
  context,
}) => {
  await page.goto("/");

  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expectFocusOn(page, skipLink);
  const box = await skipLink.boundingBox();
  expect(box?.width ?? 0, "the skip link shows itself when focused").toBeGreaterThan(24);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#conteudo$/);
  await expect(page.getByRole("main")).toBeFocused();

  const heroCta = page.locator("#inicio").getByRole("link", { name: CHECKOUT_NAME });
  await page.keyboard.press("Tab");
  await expectFocusOn(page, heroCta);
  await expectEnterOpensCheckout(page, context);

  const howItWorks = page.getByRole("link", { name: "Ver como funciona" });
  await page.keyboard.press("Tab");
  await expectFocusOn(page, howItWorks);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#como-funciona$/);
  await expect(page.locator("#como-funciona").getByRole("heading", { level: 2 })).toBeInViewport();

  // Focus navigation continues from the section the link jumped to.
  const pricingCta = page.locator("#oferta").getByRole("link", { name: CHECKOUT_NAME });
  await page.keyboard.press("Tab");
  await expectFocusOn(page, pricingCta);
  await expectEnterOpensCheckout(page, context);

  const whatsapp = page.locator("#oferta").getByRole("link", { name: WHATSAPP_NAME });
  await page.keyboard.press("Tab");
  await expectFocusOn(page, whatsapp);

  const items = page.locator("#faq details");
  for (const [index, question] of FAQ_QUESTIONS.entries()) {
    await page.keyboard.press("Tab");
    await expectFocusOn(page, page.locator("#faq summary").filter({ hasText: question }));
    // Enter and Space both open an item; opening one closes the one before.
    await page.keyboard.press(index % 2 === 0 ? "Enter" : "Space");
    await expect(items.nth(index)).toHaveAttribute("open", "");
    await expect(items.nth(index).getByRole("paragraph")).toBeVisible();
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
  }
  await page.keyboard.press("Enter");
  await expect(page.locator("#faq details[open]")).toHaveCount(0);
});

async function expectEnterOpensCheckout(page: Page, context: BrowserContext) {
  const popupOpened = context.waitForEvent("page");
  await page.keyboard.press("Enter");
  const popup = await popupOpened;
  await expect(popup).toHaveURL(SETTINGS.checkoutUrl);
  await expect(popup.getByText(EXTERNAL_PAGE_TEXT)).toBeVisible();
  await popup.close();
  await page.bringToFront();
}
