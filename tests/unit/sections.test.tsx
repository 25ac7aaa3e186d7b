import { render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { StarRating } from "../../app/components/StarRating";
import { company } from "../../app/content/company";
import { whatsappContact } from "../../app/content/company-pages";
import { cookiePreferences } from "../../app/content/consent";
import {
  checkoutCta,
  faq,
  footer,
  hero,
  howItWorks,
  intro,
  planFeatures,
  pricing,
  stats,
  testimonials,
} from "../../app/content/landing";
import { site } from "../../app/content/site";
import type { Company, Rating } from "../../app/content/types";
import { FaqSection } from "../../app/sections/FaqSection";
import { FooterSection } from "../../app/sections/FooterSection";
import { HeroSection } from "../../app/sections/HeroSection";
import { HowItWorksSection } from "../../app/sections/HowItWorksSection";
import { IntroSection } from "../../app/sections/IntroSection";
import { PricingSection } from "../../app/sections/PricingSection";
import { StatsSection } from "../../app/sections/StatsSection";
import { TestimonialsSection } from "../../app/sections/TestimonialsSection";

const checkoutUrl = "https://pagamento.seudominio.com.br/checkout/pro?utm_source=landing";
const CHECKOUT_NAME = /^Testar grátis por 7 dias.*abre em nova aba/;

function expectCheckoutLink(link: HTMLElement) {
  expect(link).toHaveAttribute("href", checkoutUrl);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link.getAttribute("rel")?.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  expect(link).toHaveTextContent(checkoutCta.label);
}

describe("HeroSection", () => {
  function renderHero() {
    render(
      <HeroSection
        content={hero}
        ctaLabel={checkoutCta.label}
        checkoutUrl={checkoutUrl}
        howItWorksAnchor="#como-funciona"
      />,
    );
    return screen.getByRole("region", { name: hero.headline });
  }

  it("is the #inicio section titled by the page's only h1", () => {
    const section = renderHero();
    expect(section).toHaveAttribute("id", "inicio");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hero.headline);
  });

  it("states the pitch: give a niche and a goal, choose the message type, receive ready copy", () => {
    renderHero();
    expect(screen.getByText(hero.subheadline)).toBeInTheDocument();
    expect(hero.subheadline).toMatch(/nicho/);
    expect(hero.subheadline).toMatch(/objetivo/);
    expect(hero.subheadline).toMatch(/tipo de mensagem/);
    expect(hero.subheadline).toMatch(/copy pronta/);
  });

  it("offers the checkout in a new tab and says so in the link's accessible name", () => {
    renderHero();
    expectCheckoutLink(screen.getByRole("link", { name: CHECKOUT_NAME }));
  });

  it("links 'Ver como funciona' to the #como-funciona anchor", () => {
    renderHero();
    expect(screen.getByRole("link", { name: "Ver como funciona" })).toHaveAttribute("href", "#como-funciona");
  });

  it("shows the product as one described image: a niche and a goal turned into a ready WhatsApp message", () => {
    renderHero();
    const demo = screen.getByRole("img", { name: hero.demo.label });
    expect(demo).toHaveTextContent(hero.demo.niche);
    expect(demo).toHaveTextContent(hero.demo.goal);
    expect(demo).toHaveTextContent(hero.demo.result);
    expect(demo.querySelector("img")).toBeNull();
  });
});

describe("StatsSection", () => {
  it("shows each of the three figures with its label in the #resultados section", () => {
    render(<StatsSection title={stats.title} items={stats.items} />);
    const section = screen.getByRole("region", { name: stats.title });
    expect(section).toHaveAttribute("id", "resultados");

    const figures = within(section).getAllByRole("definition");
    const labels = within(section).getAllByRole("term");
    expect(figures.map((figure) => figure.textContent)).toEqual(["95%", "89%", "77%"]);
    expect(labels.map((label) => label.textContent)).toEqual([
      "aumento na taxa de resposta",
      "dos profissionais melhoram a abordagem",
      "aumento no faturamento",
    ]);
    figures.forEach((figure, index) => {
      expect(figure.parentElement).toBe(labels[index]?.parentElement);
    });
  });
});

describe("IntroSection", () => {
  it("says what the assistant is and lists everyone it is for in #apresentacao", () => {
    render(<IntroSection content={intro} />);
    const section = screen.getByRole("region", { name: intro.title });
    expect(section).toHaveAttribute("id", "apresentacao");
    for (const paragraph of intro.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Vendedores",
      "Copywriters",
      "Social media",
      "Infoprodutores",
      "Afiliados",
      "Coaches",
      "Consultores",
      "Agências de marketing",
    ]);
  });
});

describe("HowItWorksSection", () => {
  it("is the #como-funciona section the hero links to", () => {
    render(<HowItWorksSection title={howItWorks.title} lead={howItWorks.lead} steps={howItWorks.steps} />);
    expect(screen.getByRole("region", { name: howItWorks.title })).toHaveAttribute("id", "como-funciona");
    expect(screen.getByText(howItWorks.lead)).toBeInTheDocument();
  });

  it("shows the steps as an ordered list, each with its number, title and description", () => {
    render(<HowItWorksSection title={howItWorks.title} lead={howItWorks.lead} steps={howItWorks.steps} />);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");

    const items = within(list).getAllByRole("listitem");
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items).toHaveLength(howItWorks.steps.length);
    items.forEach((item, index) => {
      const step = howItWorks.steps[index];
      if (!step) throw new Error(`no step ${index}`);
      expect(step.number).toBe(index + 1);
      expect(item).toHaveTextContent(String(step.number));
      expect(within(item).getByRole("heading", { name: step.title })).toBeInTheDocument();
      expect(item).toHaveTextContent(step.description);
    });
  });
});

describe("PricingSection", () => {
  function renderPricing(whatsapp?: ComponentProps<typeof PricingSection>["whatsapp"]) {
    render(
      <PricingSection
        content={pricing}
        features={planFeatures}
        ctaLabel={checkoutCta.label}
        checkoutUrl={checkoutUrl}
        whatsapp={whatsapp}
      />,
    );
    return screen.getByRole("region", { name: pricing.title });
  }

  it("is the #oferta section with the Pro plan card", () => {
    const section = renderPricing();
    expect(section).toHaveAttribute("id", "oferta");
    expect(screen.getByRole("article", { name: "Plano Pro" })).toBeInTheDocument();
  });

  it("shows R$ 29,90 per month and the 7-day free trial badge", () => {
    renderPricing();
    const price = screen.getByText("R$ 29,90");
    expect(price.parentElement).toHaveTextContent(/^R\$ 29,90\/mês$/);
    expect(screen.getByText("7 dias grátis")).toBeInTheDocument();
  });

  it("lists the six plan features, then the three reassurances", () => {
    renderPricing();
    const card = screen.getByRole("article", { name: "Plano Pro" });
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Geração ilimitada de mensagens",
      "Cartas de vendas profissionais",
      "E-mails de alta conversão",
      "Mensagens para WhatsApp",
      "Títulos irresistíveis",
      "Suporte prioritário",
      "Cancele quando quiser",
      "Suporte em português",
      "Pagamento seguro",
    ]);
  });

  it("has a checkout link that opens in a new tab, safely, and says so to screen readers", () => {
    renderPricing();
    const link = screen.getByRole("link", { name: CHECKOUT_NAME });
    expectCheckoutLink(link);
    expect(link).toHaveAccessibleName(`${checkoutCta.label} ${site.newTabHint}`);
  });

  it("has no WhatsApp contact when no number is set (the default of the component)", () => {
    const section = renderPricing();
    expect(within(section).queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    expect(section.querySelector("[data-whatsapp]")).toBeNull();
  });

  it("offers a WhatsApp chat below the card when a number is set, with the message from app/content", () => {
    renderPricing({ number: "+5521987654321", ...whatsappContact, lead: whatsappContact.landingLead });
    const link = screen.getByRole("link", { name: `${whatsappContact.label} ${site.newTabHint}` });
    const url = new URL(link.getAttribute("href") ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/5521987654321");
    expect(url.searchParams.get("text")).toBe(whatsappContact.prefilledMessage);
    expect(link).toHaveAttribute("data-whatsapp");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    const card = screen.getByRole("article", { name: "Plano Pro" });
    expect(card.contains(link)).toBe(false);
    expect(card.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("TestimonialsSection", () => {
  it("shows three testimonials in #depoimentos, each with its name, role, words and '5 de 5 estrelas'", () => {
    render(<TestimonialsSection title={testimonials.title} items={testimonials.items} />);
    const section = screen.getByRole("region", { name: testimonials.title });
    expect(section).toHaveAttribute("id", "depoimentos");

    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    items.forEach((item, index) => {
      const testimonial = testimonials.items[index];
      if (!testimonial) throw new Error(`no testimonial ${index}`);
      expect(within(item).getByRole("img", { name: "5 de 5 estrelas" })).toBeInTheDocument();
      expect(item).toHaveTextContent(testimonial.name);
      expect(item).toHaveTextContent(testimonial.role);
      expect(item).toHaveTextContent(testimonial.content);
    });
  });

  it("carries the claims 80%, 65% and 'de 30 minutos para 2 minutos'", () => {
    render(<TestimonialsSection title={testimonials.title} items={testimonials.items} />);
    const section = screen.getByRole("region", { name: testimonials.title });
    expect(section).toHaveTextContent("80%");
    expect(section).toHaveTextContent("65%");
    expect(section).toHaveTextContent("de 30 minutos para 2 minutos");
  });
});

describe("StarRating", () => {
  it("tells assistive technology '3 de 5 estrelas' for a rating of 3", () => {
    render(<StarRating rating={3} />);
    expect(screen.getByRole("img", { name: "3 de 5 estrelas" })).toBeInTheDocument();
  });

  it.each([1, 2, 3, 4, 5] as Rating[])("names a rating of %i as 'N de 5 estrelas' and draws five stars", (rating) => {
    render(<StarRating rating={rating} />);
    const stars = screen.getByRole("img", { name: `${rating} de 5 estrelas` });
    const drawn = stars.querySelectorAll("svg");
    expect(drawn).toHaveLength(5);
    for (const star of drawn) expect(star).toHaveAttribute("aria-hidden", "true");
  });
});

describe("FaqSection", () => {
  function renderFaq() {
    const { container } = render(<FaqSection title={faq.title} items={faq.items} />);
    return { section: screen.getByRole("region", { name: "Perguntas frequentes" }), container };
  }

  it("is the #faq section titled 'Perguntas frequentes'", () => {
    const { section } = renderFaq();
    expect(section).toHaveAttribute("id", "faq");
  });

  it("shows five items as one exclusive accordion: <details> sharing the same name", () => {
    const { container } = renderFaq();
    const items = [...container.querySelectorAll("details")];
    expect(items).toHaveLength(5);
    const names = new Set(items.map((item) => item.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it("gives each item its question as the <summary> and its answer inside", () => {
    const { container } = renderFaq();
    const items = [...container.querySelectorAll("details")];
    expect(items.map((item) => item.querySelector(":scope > summary")?.textContent)).toEqual([
      "Funciona para leads frios e quentes?",
      "Preciso ter conhecimento técnico?",
      "Para quais profissionais é indicado?",
      "Posso cancelar quando quiser?",
      "O teste é realmente grátis?",
    ]);
    items.forEach((item, index) => {
      expect(item).toHaveTextContent(faq.items[index]?.answer ?? "missing answer");
    });
  });
});

describe("FooterSection", () => {
  function renderFooter(seller: Company = company, cookiePreferencesLabel?: string) {
    render(
      <FooterSection
        content={footer}
        brand={site}
        resources={planFeatures}
        company={seller}
        cookiePreferencesLabel={cookiePreferencesLabel}
      />,
    );
    return screen.getByRole("contentinfo");
  }

  it("lists the plan features as resources", () => {
    const footerElement = renderFooter();
    for (const feature of planFeatures) expect(within(footerElement).getByText(feature.label)).toBeInTheDocument();
  });

  it("links the four company items to their pages, and nothing else", () => {
    const footerElement = renderFooter();
    const links = within(footerElement).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Sobre", "/sobre"],
      ["Contato", "/contato"],
      ["Termos de Uso", "/termos"],
      ["Política de Privacidade", "/privacidade"],
    ]);
  });

  it("shows the copyright line '© 2025' and, under it, the seller's name, CNPJ and address", () => {
    const footerElement = renderFooter();
    const copyright = within(footerElement).getByText(/© 2025/);
    const seller = within(footerElement).getByText(/Empresa Exemplo Ltda\./);
    expect(seller).toHaveTextContent(
      "Empresa Exemplo Ltda. · CNPJ 12.345.678/0001-95 · Rua Exemplo, 123, sala 4, Centro, São Paulo – SP, CEP 01000-000",
    );
    expect(copyright.compareDocumentPosition(seller) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("identifies a seller with a CPF as such", () => {
    const footerElement = renderFooter({ ...company, document: { kind: "CPF", number: "12345678909" } });
    expect(within(footerElement).getByText(/CPF 123\.456\.789-09/)).toBeInTheDocument();
  });

  it("has no cookie preferences control when no tool asks for consent", () => {
    const footerElement = renderFooter();
    expect(footerElement.querySelector("[data-consent-reopen]")).toBeNull();
  });

  it("has a 'Preferências de cookies' button, hidden until the tags script reveals it, when a tool asks for consent", () => {
    const button = renderFooter(company, cookiePreferences.label).querySelector("button[data-consent-reopen]");
    expect(button).toHaveTextContent("Preferências de cookies");
    expect(button).not.toBeVisible();
    expect(button).toHaveAttribute("type", "button");
  });
});
