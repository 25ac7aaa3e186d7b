/**
 * Build-time data for the inline scripts travels as data, not code: a `<script type="application/json">`
 * block rendered by the page (app/components/PageData.tsx) and read here. The browser never runs it, and the
 * CSP does not need to allow it.
 */
import type { AnalyticsSettings } from "../config";

export const PAGE_DATA_ID = "page-data";

/** What the landing page's tags need: which tools are on and the checkout's value (from app/content). */
export interface TagsPageData {
  analytics: AnalyticsSettings;
  checkout: { value: number; currency: string; itemName: string };
}

/** What a redirect page needs: where to go, which route this is, and whether the redirect may be counted. */
export interface RedirectPageData {
  target: string;
  route: string;
  plausible?: { domain: string; scriptUrl: string };
  /** A consent-requiring tool is on, so the visitor's choice decides whether anything is sent. */
  asksConsent: boolean;
}

export function readPageData<T>(doc: Document): T | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
