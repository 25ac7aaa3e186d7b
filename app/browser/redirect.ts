/**
 * The redirect pages leave at once (the meta refresh in their head covers browsers without JavaScript).
 * Before leaving, the redirect is counted where a tool can still receive it: Plausible, by a beacon that
 * survives the page, when it is on and allowed (cookieless alone; with a consent banner, only after
 * "Aceitar"). Tag-based tools never load here: the page is gone before they could.
 */
import { localStorageOf, readConsent } from "./consent";
import type { RedirectPageData } from "./page-data";

export function countRedirect(data: RedirectPageData, page: Window = window, now = Date.now()): void {
  const { plausible } = data;
  if (!plausible) return;
  if (data.asksConsent && readConsent(localStorageOf(page), now) !== "granted") return;
  try {
    // Plausible's Events API; a text/plain body keeps the beacon a simple request, as Plausible's own script does.
    page.navigator.sendBeacon(
      new URL("/api/event", plausible.scriptUrl).href,
      JSON.stringify({
        name: "redirect",
        url: page.location.href,
        domain: plausible.domain,
        props: { route: data.route },
      }),
    );
  } catch {
    // Counting must never keep the visitor from leaving.
  }
}

export function countAndLeave(data: RedirectPageData, page: Window = window): void {
  countRedirect(data, page);
  page.location.replace(data.target);
}
