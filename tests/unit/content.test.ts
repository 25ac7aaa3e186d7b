import { describe, expect, it } from "vitest";
import * as landing from "../../app/content/landing";
import * as pages from "../../app/content/pages";
import * as site from "../../app/content/site";

/** Every string in a content value, with the path that leads to it. */
function stringsIn(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${path}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${path}.${key}`));
  }
  return [];
}

describe("the landing content", () => {
  it("has exactly three testimonials", () => {
    expect(landing.testimonials.items).toHaveLength(3);
  });

  it("has exactly five FAQ items", () => {
    expect(landing.faq.items).toHaveLength(5);
  });

  it("has the three statistics 95%, 89% and 77%", () => {
    expect(landing.stats.items.map((statistic) => statistic.value)).toEqual(["95%", "89%", "77%"]);
  });

  it("rates every testimonial with a whole number of stars from 1 to 5", () => {
    for (const { rating } of landing.testimonials.items) {
      expect(Number.isInteger(rating)).toBe(true);
      expect(rating).toBeGreaterThanOrEqual(1);
      expect(rating).toBeLessThanOrEqual(5);
    }
  });

  it("gives every testimonial five stars, as the spec says", () => {
    expect(landing.testimonials.items.map((testimonial) => testimonial.rating)).toEqual([5, 5, 5]);
  });

  it("numbers the how-it-works steps 1, 2, 3… in order", () => {
    expect(landing.howItWorks.steps.map((step) => step.number)).toEqual(
      landing.howItWorks.steps.map((_, index) => index + 1),
    );
  });

  it("lists the six plan features", () => {
    expect(landing.planFeatures.map((feature) => feature.label)).toEqual([
      "Geração ilimitada de mensagens",
      "Cartas de vendas profissionais",
      "E-mails de alta conversão",
      "Mensagens para WhatsApp",
      "Títulos irresistíveis",
      "Suporte prioritário",
    ]);
  });

  it("prices the Pro plan at R$ 29,90 per month with 7 free days", () => {
    expect(landing.pricing.price).toBe("R$ 29,90");
    expect(landing.pricing.period).toBe("/mês");
    expect(landing.pricing.trialBadge).toBe("7 dias grátis");
  });
});

describe("all of app/content", () => {
  const modules = { landing, pages, site };
  const strings = Object.entries(modules).flatMap(([name, module]) => stringsIn(module, name));

  it("holds the copy (the walk finds it)", () => {
    expect(strings.length).toBeGreaterThan(50);
  });

  it("has no empty or blank string anywhere", () => {
    const blank = strings.filter(([, value]) => value.trim() === "").map(([path]) => path);
    expect(blank).toEqual([]);
  });

  it("has no string with stray whitespace at either end", () => {
    const untrimmed = strings.filter(([, value]) => value !== value.trim()).map(([path]) => path);
    expect(untrimmed).toEqual([]);
  });
});
