import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrivacyPolicy } from "../../app/components/PrivacyPolicy";
import type { AnalyticsSettings } from "../../app/config";
import { company } from "../../app/content/company";
import { privacyPage } from "../../app/content/privacy";
import { privacyFacts } from "../../app/privacy-facts";

/** The notice as a build with `analytics` writes it. */
function renderPolicy(analytics: AnalyticsSettings, seller = company) {
  const { container } = render(
    <PrivacyPolicy facts={privacyFacts(analytics)} company={seller} checkoutHost="pagamento.seudominio.com.br" />,
  );
  const tools = Array.from(container.querySelectorAll("[data-privacy-tool]"), (section) =>
    section.getAttribute("data-privacy-tool"),
  );
  return { container, tools };
}

const PLAUSIBLE: AnalyticsSettings["plausible"] = {
  domain: "vendas.seudominio.com.br",
  scriptUrl: "https://plausible.io/js/script.js",
};

describe("the privacy notice, written from the settings", () => {
  it("with no tool on, says the site collects nothing and names no tool or consent banner", () => {
    const { container, tools } = renderPolicy({});
    expect(tools).toEqual([]);
    expect(screen.getByText(privacyPage.nothingCollected)).toBeInTheDocument();
    const text = container.textContent ?? "";
    for (const vendor of ["Plausible", "Google", "Meta", "Consentimento (LGPD"]) expect(text).not.toContain(vendor);
    expect(text).not.toContain("Preferências de cookies");
  });

  it("with Plausible, GA4 and the Meta Pixel on, names exactly those three, with their facts", () => {
    const { tools } = renderPolicy({ plausible: PLAUSIBLE, ga4Id: "G-ABC123DEF4", metaPixelId: "123456789012345" });
    expect(tools).toEqual([
      "Plausible Analytics (estatísticas de visitas)",
      "Google Analytics 4 (estatísticas de visitas)",
      "Meta Pixel (anúncios no Instagram e no Facebook)",
    ]);
    expect(screen.queryByText(privacyPage.nothingCollected)).toBeNull();

    const plausible = screen.getByRole("region", { name: /Plausible/ });
    expect(plausible).toHaveTextContent(/Base legal: Legítimo interesse \(LGPD, art\. 7º, IX\)/);
    expect(plausible).toHaveTextContent("Quem recebe: Plausible Insights OÜ");
    expect(plausible).toHaveTextContent(/Não usa cookies/);

    const ga4 = screen.getByRole("region", { name: /Google Analytics 4/ });
    expect(ga4).toHaveTextContent(/Base legal: Consentimento \(LGPD, art\. 7º, I\)/);
    expect(ga4).toHaveTextContent(/Quem recebe: Google LLC .* Google Brasil Internet Ltda\./);
    expect(ga4).toHaveTextContent(/configurado na propriedade do Google Analytics \(2 meses por padrão/);

    const meta = screen.getByRole("region", { name: /Meta Pixel/ });
    expect(meta).toHaveTextContent(/Base legal: Consentimento/);
    expect(meta).toHaveTextContent(/Quem recebe: Meta Platforms, Inc\./);

    for (const region of [plausible, ga4, meta]) {
      for (const label of Object.values(privacyPage.factLabels)) expect(region).toHaveTextContent(`${label}:`);
    }
    // Consent-based tools are on: the notice explains the banner and how to withdraw consent.
    expect(screen.getByText(privacyPage.consentNote)).toBeInTheDocument();
  });

  it("with Tag Manager and Google Ads on instead, names those two and not the others", () => {
    const { tools, container } = renderPolicy({
      gtmId: "GTM-ABC1234",
      googleAds: { id: "AW-123456789", checkoutLabel: "AbC-D_efG12hIjk" },
    });
    expect(tools).toEqual(["Google Tag Manager", "Google Ads (conversões de anúncios)"]);
    expect(screen.getByRole("region", { name: "Google Tag Manager" })).toHaveTextContent("GTM-ABC1234");
    expect(container.textContent).not.toMatch(/Plausible|Meta Pixel|Google Analytics 4/);
  });

  it("with only Plausible (cookieless) on, asks for no consent, and names a self-hosted server as the recipient", () => {
    renderPolicy({ plausible: { ...PLAUSIBLE, scriptUrl: "https://stats.seudominio.com.br/js/script.js" } });
    expect(screen.getByRole("region", { name: /Plausible/ })).toHaveTextContent(
      "Quem recebe: O servidor de estatísticas do próprio site, em stats.seudominio.com.br.",
    );
    expect(screen.queryByText(privacyPage.consentNote)).toBeNull();
  });

  it("names the controller, the checkout as a separate service, the nine rights of art. 18 and the encarregado", () => {
    const { container } = renderPolicy({});
    expect(container).toHaveTextContent(
      "Empresa Exemplo Ltda., CNPJ 12.345.678/0001-95, Rua Exemplo, 123, sala 4, Centro, São Paulo – SP, CEP 01000-000.",
    );
    expect(container).toHaveTextContent(/checkout, em pagamento\.seudominio\.com\.br\) e o próprio assistente/);
    expect(container).toHaveTextContent("Pela LGPD (art. 18)");
    const rights = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(rights).toHaveLength(9);
    const officer = screen.getByRole("link", { name: "privacidade@vendas.example.com" });
    expect(officer).toHaveAttribute("href", "mailto:privacidade@vendas.example.com");
    expect(officer.parentElement).toHaveTextContent("Maria Exemplo");
  });

  it("mentions WhatsApp messages only when the site offers WhatsApp", () => {
    const { container } = renderPolicy({});
    expect(container).toHaveTextContent("por e-mail ou WhatsApp");
    const { container: withoutWhatsapp } = renderPolicy({}, { ...company, whatsapp: undefined });
    expect(withoutWhatsapp).toHaveTextContent(/Se você nos escrever por e-mail, usamos/);
  });
});
