/**
 * The company pages (/sobre, /contato, /termos, /privacidade), the footer that links them and the WhatsApp
 * contact on the landing page. Everything but the click event also runs with JavaScript off (mobile-no-js),
 * and against nginx (SERVING_SPECS in playwright.config.ts).
 */
import { constants, gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { EXTERNAL_PAGE_TEXT, expect, test } from "./fixtures";

const COMPANY_PAGES = [
  { path: "/sobre", link: "Sobre", heading: "Sobre o Vendas IA" },
  { path: "/contato", link: "Contato", heading: "Fale com a gente" },
  { path: "/termos", link: "Termos de Uso", heading: "Termos de Uso" },
  { path: "/privacidade", link: "Política de Privacidade", heading: "Política de Privacidade" },
] as const;

/** The committed example seller (app/content/company.ts), as the pages show it. */
const SELLER = {
  legalName: "Empresa Exemplo Ltda.",
  cnpj: "12.345.678/0001-95",
  address: "Rua Exemplo, 123, sala 4, Centro, São Paulo – SP, CEP 01000-000",
  email: "contato@vendas.example.com",
  whatsappShown: "(11) 91234-5678",
  whatsappHref: `https://wa.me/5511912345678?text=${encodeURIComponent(
    "Olá! Vim pelo site do Vendas IA e tenho uma dúvida sobre o plano Pro.",
  )}`,
  privacyEmail: "privacidade@vendas.example.com",
} as const;

const WHATSAPP_NAME = "Tirar dúvidas no WhatsApp (abre em nova aba)";
const FIRST_ROUND_TRIP = 14 * 1024;

async function expectSellerIdentified(page: Page) {
  const block = page.getByRole("region", { name: "Quem vende" });
  await expect(block).toBeVisible();
  for (const text of [SELLER.legalName, SELLER.cnpj, SELLER.address]) await expect(block).toContainText(text);
  await expect(block.getByRole("link", { name: SELLER.email })).toHaveAttribute("href", `mailto:${SELLER.email}`);
}

test.describe("footer links", () => {
  for (const { path, link, heading } of COMPANY_PAGES) {
    test(`"${link}" in the landing footer opens ${path}, which answers 200 with its heading`, async ({ page }) => {
      await page.goto("/");
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path),
        page.locator("footer").getByRole("link", { name: link, exact: true }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  test("every company page has the same footer links, the seller under the copyright, and a way home", async ({
    page,
  }) => {
    for (const { path } of COMPANY_PAGES) {
      await page.goto(path);
      const footer = page.locator("footer");
      const links = await footer
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute("href")]));
      expect(links, path).toEqual(COMPANY_PAGES.map((companyPage) => [companyPage.link, companyPage.path]));
      await expect(footer).toContainText(`${SELLER.legalName} · CNPJ ${SELLER.cnpj} · ${SELLER.address}`);
      await expect(page.getByRole("banner").getByRole("link", { name: "Vendas IA" })).toHaveAttribute("href", "/");
    }
  });
});

test.describe("the pages' content", () => {
  test("/sobre presents the product from the owner's text", async ({ page }) => {
    await page.goto("/sobre");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Sobre o Vendas IA");
    await expect(main).toContainText("assistente de inteligência artificial que escreve mensagens de vendas");
    await expect(main.getByRole("heading", { level: 2, name: "Para quem é" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Contato" })).toHaveAttribute("href", "/contato");
    // The draft marker of the Markdown file never reaches the page.
    expect(await page.content()).not.toContain("RASCUNHO");
  });

  test("/termos covers the trial, the monthly charge, cancellation and the 7-day withdrawal, and names the seller", async ({
    page,
  }) => {
    await page.goto("/termos");
    const main = page.getByRole("main");
    for (const section of [
      "Teste grátis de 7 dias",
      "Assinatura e cobrança mensal",
      "Cancelamento",
      "Direito de arrependimento (7 dias)",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(main).toContainText("Código de Defesa do Consumidor, Lei 8.078/1990, art. 49");
    await expect(main.getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/privacidade");
    await expectSellerIdentified(page);
  });

  test("/contato gives the e-mail, the WhatsApp chat, the support hours and the seller", async ({ page }) => {
    await page.goto("/contato");
    const channels = page.getByRole("region", { name: "Canais de atendimento" });
    await expect(channels.getByRole("link", { name: SELLER.email })).toHaveAttribute("href", `mailto:${SELLER.email}`);
    await expect(channels).toContainText(SELLER.whatsappShown);
    const whatsapp = channels.getByRole("link", { name: WHATSAPP_NAME });
    await expect(whatsapp).toHaveAttribute("href", SELLER.whatsappHref);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(channels).toContainText("Segunda a sexta, das 9h às 18h");
    await expectSellerIdentified(page);
  });

  test("/privacidade, with the default settings, says nothing is collected, and explains the rights and whom to ask", async ({
    page,
  }) => {
    await page.goto("/privacidade");
    const main = page.getByRole("main");
    await expect(main).toContainText("Última atualização: 22 de novembro de 2026");
    await expect(main.locator("time")).toHaveAttribute("datetime", "2026-11-22");
    await expect(main).toContainText(`${SELLER.legalName}, CNPJ ${SELLER.cnpj}, ${SELLER.address}`);
    await expect(main).toContainText("Lei 13.709/2018");
    await expect(main.locator("[data-privacy-tools='none']")).toContainText("não usa cookies");
    await expect(main.locator("[data-privacy-tool]")).toHaveCount(0);
    await expect(main).not.toContainText(/Plausible|Google Analytics|Meta Pixel|Tag Manager|Google Ads/);
    await expect(main.getByRole("heading", { level: 2, name: "Checkout e assistente" })).toBeVisible();
    await expect(main).toContainText("checkout.example.com");
    await expect(main).toContainText("Pela LGPD (art. 18)");
    await expect(main.getByRole("list").getByRole("listitem")).toHaveCount(9);
    await expect(main.getByRole("link", { name: SELLER.privacyEmail })).toHaveAttribute(
      "href",
      `mailto:${SELLER.privacyEmail}`,
    );
  });
});

test.describe("first paint without JavaScript", () => {
  for (const { path } of COMPANY_PAGES) {
    test(`${path} is complete in its HTML: no script at all, CSS inline, within the first 14 KB compressed`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const document = parseDocument(html);
      expect(
        findAll((element) => element.name === "script", document.children),
        "no <script>",
      ).toEqual([]);
      const links = findAll((element) => element.name === "link", document.children);
      const rels = links.map((link) => getAttributeValue(link, "rel"));
      expect(rels, "no stylesheet or script preload to wait for").not.toEqual(
        expect.arrayContaining([expect.stringMatching(/stylesheet|modulepreload|preload/)]),
      );
      const styles = findAll((element) => element.name === "style", document.children);
      expect(styles.map((style) => textContent(style)).join("").length, "the CSS is inline").toBeGreaterThan(1000);
      const gzip = gzipSync(html, { level: constants.Z_BEST_COMPRESSION }).length;
      expect(gzip, `${path} is ${gzip} B gzip-compressed`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    });

    test(`loading ${path} downloads no JavaScript file`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(scripts).toEqual([]);
    });
  }
});

test.describe("WhatsApp contact on the landing page", () => {
  test("opens wa.me with the prefilled message, in a new tab, with an accessible name and a 44 px target", async ({
    page,
  }) => {
    await page.goto("/");
    const links = page.locator("a[data-whatsapp]");
    await expect(links).toHaveCount(1);
    const whatsapp = page.locator("#oferta").getByRole("link", { name: WHATSAPP_NAME });
    await expect(whatsapp).toHaveAttribute("href", SELLER.whatsappHref);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
    const box = await whatsapp.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  });

  test("at 360 × 640 it sits in the page flow and covers no CTA and no FAQ question", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/");
    const whatsapp = page.locator("a[data-whatsapp]");
    // Neither it nor any ancestor floats: it scrolls with the page, so it can never sit on top of other content.
    const floats = await whatsapp.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (["fixed", "sticky"].includes(getComputedStyle(node).position)) return true;
      }
      return false;
    });
    expect(floats).toBe(false);
    const target = await whatsapp.evaluate((element) => element.getBoundingClientRect().toJSON());
    const others = await page
      .locator("a[data-cta], #faq summary")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
    expect(others.length).toBe(7);
    for (const other of others) {
      const overlaps =
        target.left < other.right &&
        other.left < target.right &&
        target.top < other.bottom &&
        other.top < target.bottom;
      expect(overlaps, JSON.stringify({ target, other })).toBe(false);
    }
  });

  test("a click opens the chat and pushes whatsapp_click to the data layer @needs-js", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { dataLayer: object[] }).dataLayer = [];
    });
    await page.goto("/");
    const [chat] = await Promise.all([page.waitForEvent("popup"), page.locator("a[data-whatsapp]").click()]);
    await expect(chat).toHaveURL(SELLER.whatsappHref);
    await expect(chat.getByText(EXTERNAL_PAGE_TEXT)).toBeVisible();
    await chat.close();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer))
      .toEqual([{ event: "whatsapp_click" }]);
  });
});
