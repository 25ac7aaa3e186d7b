/**
 * The privacy notice is written from the build's settings: this picks the facts of exactly the tools that are
 * on, in the order they load. A pure function, so the notice for any combination of settings can be tested.
 */
import type { AnalyticsSettings } from "./config.ts";
import { type ToolFacts, toolFacts } from "./content/privacy.ts";

export interface PrivacyFacts {
  /** One entry per tool that is on; empty when the site collects nothing. */
  tools: ToolFacts[];
  /** Some tool waits for the visitor's consent (so the notice explains the banner and how to withdraw). */
  needsConsent: boolean;
}

const DEFAULT_PLAUSIBLE_HOST = "plausible.io";

export function privacyFacts(analytics: AnalyticsSettings): PrivacyFacts {
  const tools: ToolFacts[] = [];
  if (analytics.plausible) {
    const host = new URL(analytics.plausible.scriptUrl).host;
    tools.push(toolFacts.plausible(host, host !== DEFAULT_PLAUSIBLE_HOST));
  }
  if (analytics.gtmId) tools.push(toolFacts.gtm(analytics.gtmId));
  if (analytics.ga4Id) tools.push(toolFacts.ga4());
  if (analytics.googleAds) tools.push(toolFacts.googleAds());
  if (analytics.metaPixelId) tools.push(toolFacts.metaPixel());
  const needsConsent = Boolean(analytics.gtmId || analytics.ga4Id || analytics.googleAds || analytics.metaPixelId);
  return { tools, needsConsent };
}
