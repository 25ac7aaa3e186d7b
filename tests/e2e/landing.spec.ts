import { EXTERNAL_PAGE_TEXT, expect, SETTINGS, test } from "./fixtures";
import { startTags } from "./html";

const SECTION_IDS = ["inicio", "resultados", "apresentacao", "como-funciona", "oferta", "depoimentos", "faq"];
const CHECKOUT_LABEL = "Testar grátis por 7 dias";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("lays the sections out in page order, each with its anchor, followed by the footer", async ({ page }) => {
  await expect(page.locator("section")).toHaveCount(SECTION_IDS.length);
  expect(await page.locator("section").evaluateAll((sections) => sections.map((section) => section.id))).toEqual(
    SECTION_IDS,
  );
  const footer = page.locator("footer");
  await expect(footer).toHaveCount(1);
  await expect(footer).toBeVisible();
  const footerComesLast = await footer.evaluate((element) =>
    Array.from(document.querySelectorAll("section")).every(
      (section) => (section.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    ),
  );
  expect(footerComesLast, "the footer follows every section").toBe(true);
});

test("has exactly one h1, in the hero", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("#inicio").getByRole("heading", { level: 1 })).toBeVisible();
});

test("hero subheadline states the pitch: niche, goal, message type", async ({ page }) => {
  const pitch = page.locator("#inicio").getByText(/nicho.*objetivo.*tipo de mensagem/i);
  await expect(pitch).toHaveCount(1);
  await expect(pitch).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(/tipo de mensagem/i);
});

test("shows the three statistics with their labels", async ({ page }) => {
  const results = page.locator("#resultados");
  const statistics = [
    ["95%", "aumento na taxa de resposta"],
    ["89%", "dos profissionais melhoram a abordagem"],
    ["77%", "aumento no faturamento"],
  ] as const;
  for (const [value, label] of statistics) {
    const figure = results.getByText(value, { exact: true });
    await expect(figure).toBeVisible();
    // The label is shown next to its own figure, not anywhere in the section.
    await expect(figure.locator("..")).toContainText(label);
    await expect(results.getByText(label, { exact: true })).toBeVisible();
  }
});

test("introduction lists the eight audiences", async ({ page }) => {
  const intro = page.locator("#apresentacao");
  await expect(intro.getByRole("heading", { level: 2 })).toBeVisible();
  for (const audience of [
    "Vendedores",
    "Copywriters",
    "Social media",
    "Infoprodutores",
    "Afiliados",
    "Coaches",
    "Consultores",
    "Agências de marketing",
  ]) {
    await expect(intro.getByText(audience, { exact: true })).toBeVisible();
  }
});

test("how it works shows at least three numbered steps with a title and a description", async ({ page }) => {
  const steps = page.locator("#como-funciona ol").getByRole("listitem");
  const count = await steps.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(10);
  for (let index = 0; index < count; index++) {
    const step = steps.nth(index);
    await expect(step.getByText(String(index + 1), { exact: true })).toBeVisible();
    await expect(step.getByRole("heading")).toBeVisible();
    await expect(step.getByRole("paragraph")).not.toBeEmpty();
  }
});

test("pricing card shows the price, the trial, the six features and the three reassurances", async ({ page }) => {
  const offer = page.locator("#oferta");
  for (const text of [
    "R$ 29,90",
    "/mês",
    "7 dias grátis",
    "Geração ilimitada de mensagens",
    "Cartas de vendas profissionais",
    "E-mails de alta conversão",
    "Mensagens para WhatsApp",
    "Títulos irresistíveis",
    "Suporte prioritário",
    "Cancele quando quiser",
    "Suporte em português",
    "Pagamento seguro",
  ]) {
    await expect(offer.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(offer.getByRole("link", { name: CHECKOUT_LABEL })).toBeVisible();
});

test("both checkout CTAs (hero and pricing) open the checkout in a new tab and say so", async ({ page }) => {
  const ctas = page.getByRole("link", { name: CHECKOUT_LABEL });
  await expect(ctas).toHaveCount(2);
  await expect(page.locator("#inicio").getByRole("link", { name: CHECKOUT_LABEL })).toHaveCount(1);
  await expect(page.locator("#oferta").getByRole("link", { name: CHECKOUT_LABEL })).toHaveCount(1);
  for (let index = 0; index < 2; index++) {
    const cta = ctas.nth(index);
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute("href", SETTINGS.checkoutUrl);
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(cta).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
    await expect(cta).toHaveAttribute("rel", /(^|\s)noreferrer(\s|$)/);
    await expect(cta).toHaveAccessibleName(/abre em nova aba/);
  }
});

for (const sectionId of ["inicio", "oferta"]) {
  test(`clicking the checkout CTA in #${sectionId} opens the checkout in a new page without a referrer`, async ({
    page,
    externalRequests,
  }) => {
    const popupOpened = page.waitForEvent("popup");
    await page.locator(`#${sectionId}`).getByRole("link", { name: CHECKOUT_LABEL }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(SETTINGS.checkoutUrl);
    await expect(popup.getByText(EXTERNAL_PAGE_TEXT)).toBeVisible();
    // The landing page itself stays where it was.
    await expect(page).toHaveURL(/\/$/);
    const checkoutRequest = externalRequests.find((request) => request.url() === SETTINGS.checkoutUrl);
    expect(checkoutRequest, "the checkout was requested (and intercepted)").toBeDefined();
    expect(await checkoutRequest?.headerValue("referer")).toBeNull();
  });
}

test('"Ver como funciona" scrolls to the how-it-works section', async ({ page }) => {
  const link = page.getByRole("link", { name: "Ver como funciona" });
  await expect(link).toHaveAttribute("href", "#como-funciona");
  await expect(page.locator("#como-funciona")).not.toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/#como-funciona$/);
  await expect(page.locator("#como-funciona").getByRole("heading", { level: 2 })).toBeInViewport();
});

test("shows three testimonials, each rated five of five stars, with their claims", async ({ page }) => {
  const testimonials = page.locator("#depoimentos").getByRole("figure");
  await expect(testimonials).toHaveCount(3);
  for (let index = 0; index < 3; index++) {
    const testimonial = testimonials.nth(index);
    const stars = testimonial.getByRole("img", { name: "5 de 5 estrelas", exact: true });
    await expect(stars).toBeVisible();
    await expect(stars.locator("svg")).toHaveCount(5);
    await expect(testimonial.locator("blockquote")).not.toBeEmpty();
    await expect(testimonial.locator("figcaption")).not.toBeEmpty();
  }
  await expect(page.locator("#depoimentos").getByRole("img", { name: "5 de 5 estrelas" })).toHaveCount(3);
  await expect(testimonials.filter({ hasText: "80%" })).toHaveCount(1);
  await expect(testimonials.filter({ hasText: "65%" })).toHaveCount(1);
  await expect(testimonials.filter({ hasText: "de 30 minutos para 2 minutos" })).toHaveCount(1);
});

test("footer links the four company pages and identifies the seller under the copyright", async ({ page }) => {
  const footer = page.locator("footer");
  for (const [name, path] of [
    ["Sobre", "/sobre"],
    ["Contato", "/contato"],
    ["Termos de Uso", "/termos"],
    ["Política de Privacidade", "/privacidade"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  await expect(
    footer.getByText("Empresa Exemplo Ltda. · CNPJ 12.345.678/0001-95 · Rua Exemplo, 123, sala 4", { exact: false }),
  ).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`has no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(clientWidth).toBe(width);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}

test("the landing HTML ships no external script: the page works without the React runtime", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const scripts = startTags(html, "script");
  expect(
    scripts.filter((script) => "src" in script),
    "no <script src>",
  ).toEqual([]);
  expect(
    scripts.filter((script) => script.type === "module"),
    "no module script",
  ).toEqual([]);
  const scriptPreloads = startTags(html, "link").filter(
    (link) => link.rel === "modulepreload" || (link.rel === "preload" && link.as === "script"),
  );
  expect(scriptPreloads, "no script preload").toEqual([]);
});

test("loading the landing page downloads no JavaScript file", async ({ page }) => {
  const scriptUrls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptUrls.push(request.url());
  });
  await page.goto("/", { waitUntil: "load" });
  await expect(page.locator("#faq")).toBeVisible();
  expect(scriptUrls).toEqual([]);
});
