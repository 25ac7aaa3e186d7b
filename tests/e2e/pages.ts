import type { Page } from "@playwright/test";
import { expect, SETTINGS } from "./fixtures";

/** Every kind of page the site has, with an address that reaches it. */
export const PAGES = [
  { name: "landing", path: "/", status: 200, indexable: true },
  { name: "acesso", path: "/acesso", status: 200, indexable: false, redirectsTo: SETTINGS.acessoUrl },
  { name: "bolos", path: "/bolos", status: 200, indexable: false, redirectsTo: SETTINGS.bolosUrl },
  { name: "sobre", path: "/sobre", status: 200, indexable: true },
  { name: "contato", path: "/contato", status: 200, indexable: true },
  { name: "termos", path: "/termos", status: 200, indexable: true },
  { name: "privacidade", path: "/privacidade", status: 200, indexable: true },
  { name: "404", path: "/pagina-que-nao-existe", status: 404, indexable: false },
] as const;

export type SitePage = (typeof PAGES)[number];

/**
 * Opens a page and keeps it there. The redirect pages leave at once (inline script, or meta refresh
 * without JavaScript), so every request for their target is cancelled (net::ERR_ABORTED, which shows
 * no error page): the browser keeps the prerendered page. (A target left unanswered would not do:
 * Playwright waits for a pending navigation before it looks at the page.) Returns how many times the
 * page tried to leave.
 */
export async function openAndStay(page: Page, sitePage: SitePage): Promise<{ leaveAttempts: number }> {
  let leaveAttempts = 0;
  const redirects = "redirectsTo" in sitePage;
  if (redirects) {
    await page.route(sitePage.redirectsTo, (route) => {
      leaveAttempts++;
      return route.abort("aborted");
    });
  }
  const response = await page.goto(sitePage.path, { waitUntil: redirects ? "commit" : "load" });
  if (response?.status() !== sitePage.status) {
    throw new Error(`${sitePage.path} answered ${response?.status()}, expected ${sitePage.status}`);
  }
  // The page leaves once it is parsed and styled (script), or loaded (meta refresh, without JavaScript).
  if (redirects) await expect.poll(() => leaveAttempts, { message: "the page tried to leave" }).toBeGreaterThan(0);
  return {
    get leaveAttempts() {
      return leaveAttempts;
    },
  };
}
