/**
 * Build-time checks of the copy in app/content: `vite.config.ts` runs them before anything is built, so an
 * edit that breaks a rule stops `npm run build` with the item and the field to fix, e.g.
 * `testimonials.items[1].rating: must be a whole number from 1 to 5 (got 4.5)`.
 */
import { z } from "zod";
import { landingStructuredData } from "../seo/structured-data.ts";
import { company } from "./company.ts";
import { companyPages, contactPage, sellerIdentification, whatsappContact } from "./company-pages.ts";
import { companyProblems } from "./company-rules.ts";
import * as landing from "./landing.ts";
import { notFoundPage, redirectPage } from "./pages.ts";
import { PRIVACY_LAST_UPDATED, privacyPage, toolFacts } from "./privacy.ts";
import { site } from "./site.ts";

const text = z.string().trim().min(1, "must not be empty");

const landingSchema = z.object({
  stats: z.object({
    title: text,
    items: z.array(z.object({ value: text, label: text })).min(1, "needs at least one statistic"),
  }),
  howItWorks: z.object({
    title: text,
    lead: text,
    steps: z
      .array(z.object({ number: z.number().int().positive(), title: text, description: text }))
      .min(3, "needs at least 3 steps")
      .refine(
        (steps) => steps.every((step, index) => step.number === index + 1),
        "steps must be numbered 1, 2, 3, … in order",
      ),
  }),
  planFeatures: z.array(z.object({ label: text })).min(1, "needs at least one feature"),
  pricing: z.object({
    planName: text,
    priceAmount: z
      .number()
      .positive("must be a positive number of reais")
      .refine(
        (amount) =>
          Number.isInteger(Math.round(amount * 100)) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-9,
        "must have at most two decimals (centavos)",
      ),
    priceCurrency: z.literal("BRL"),
    price: text,
    period: text,
    trialBadge: text,
    reassurances: z.array(text).min(1),
  }),
  testimonials: z.object({
    title: text,
    items: z
      .array(
        z.object({
          name: text,
          role: text,
          content: text,
          rating: z
            .number()
            .int("must be a whole number from 1 to 5")
            .min(1, "must be a whole number from 1 to 5")
            .max(5, "must be a whole number from 1 to 5"),
        }),
      )
      .length(3, "must have exactly 3 testimonials"),
  }),
  faq: z.object({
    title: text,
    items: z.array(z.object({ question: text, answer: text })).length(5, "must have exactly 5 questions"),
  }),
});

export type LandingContent = typeof landing;

/** Every rule broken by `content`, one line each naming the item and the field; empty when all hold. */
export function contentProblems(content: LandingContent = landing, siteUrl = "https://vendas.example.com"): string[] {
  const problems: string[] = [];
  const parsed = landingSchema.safeParse(content);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${formatPath(issue.path)}: ${issue.message}${got(content, issue.path)}`);
  }
  // Every other string too (hero, footer, the other pages): none may be left empty.
  const otherCopy = {
    site,
    redirectPage,
    notFoundPage,
    companyPages,
    contactPage,
    sellerIdentification,
    whatsappContact,
  };
  for (const path of emptyStringPaths({ ...content, ...otherCopy, privacyPage, toolFacts: allToolFacts() })) {
    if (!problems.some((problem) => problem.startsWith(`${path}:`))) problems.push(`${path}: must not be empty`);
  }
  problems.push(...priceAgreement(content, siteUrl));
  return problems;
}

/** Every tool's facts, written out with sample values, so none of their texts can be left empty. */
function allToolFacts() {
  return {
    plausible: toolFacts.plausible("plausible.io", false),
    gtm: toolFacts.gtm("GTM-ABC1234"),
    ga4: toolFacts.ga4(),
    googleAds: toolFacts.googleAds(),
    metaPixel: toolFacts.metaPixel(),
  };
}

/** The price is written once, as a number; the card, the share image and the JSON-LD must all say it. */
function priceAgreement(content: LandingContent, siteUrl: string): string[] {
  const { pricing, shareImage, faq } = content;
  const problems: string[] = [];
  const expected = `R$ ${pricing.priceAmount.toFixed(2).replace(".", ",")}`;
  if (pricing.price !== expected) {
    problems.push(
      `pricing.price: shows "${pricing.price}" but pricing.priceAmount is ${pricing.priceAmount} (${expected})`,
    );
  }
  if (!shareImage.price.includes(pricing.price)) {
    problems.push(`shareImage.price: "${shareImage.price}" does not show the plan's price ${pricing.price}`);
  }
  const graph = landingStructuredData(siteUrl)["@graph"] as unknown as Array<Record<string, unknown>>;
  const offer = graph.find((node) => node["@type"] === "SoftwareApplication")?.offers as
    | { price?: string; priceCurrency?: string }
    | undefined;
  if (offer?.price !== pricing.priceAmount.toFixed(2) || offer?.priceCurrency !== pricing.priceCurrency) {
    problems.push(
      `pricing.priceAmount: the JSON-LD offer says ${offer?.price} ${offer?.priceCurrency}, the page ${pricing.priceAmount.toFixed(2)} ${pricing.priceCurrency}`,
    );
  }
  const faqPage = graph.find((node) => node["@type"] === "FAQPage")?.mainEntity as
    | Array<{ name: string; acceptedAnswer: { text: string } }>
    | undefined;
  faq.items.forEach((item, index) => {
    const entry = faqPage?.[index];
    if (entry?.name !== item.question || entry.acceptedAnswer.text !== item.answer) {
      problems.push(`faq.items[${index}]: the JSON-LD FAQPage does not repeat this question and answer`);
    }
  });
  return problems;
}

function* emptyStringPaths(value: unknown, path = ""): Generator<string> {
  if (typeof value === "string") {
    if (value.trim() === "") yield path;
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* emptyStringPaths(item, `${path}[${index}]`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* emptyStringPaths(item, path ? `${path}.${key}` : key);
  }
}

function formatPath(path: PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

function got(content: unknown, path: PropertyKey[]): string {
  let value: unknown = content;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  if (value === undefined || typeof value === "object") return "";
  return ` (got ${JSON.stringify(value)})`;
}

export class ContentError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid content in app/content:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** Why the privacy notice's "last updated" date is not a real YYYY-MM-DD date, or nothing when it is one. */
export function lastUpdatedProblem(isoDate: string): string | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : undefined;
  if (date && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate)) return undefined;
  return `PRIVACY_LAST_UPDATED: must be a real date written YYYY-MM-DD (got ${JSON.stringify(isoDate)}), e.g. "2026-11-22"`;
}

/** Throws a ContentError listing every broken rule, in the landing copy, the seller's data and the privacy notice. */
export function validateContent(siteUrl?: string): void {
  const problems = [
    ...contentProblems(landing, siteUrl),
    ...companyProblems(company),
    ...[lastUpdatedProblem(PRIVACY_LAST_UPDATED)].filter((problem) => problem !== undefined),
  ];
  if (problems.length > 0) throw new ContentError(problems);
}
