import type { Page } from "@playwright/test";
import { textContent } from "domutils";
import { EXTERNAL_PAGE_TEXT, expect, SETTINGS, test } from "./fixtures";
import { elements, metaRefresh, metaRobots, startTags } from "./html";

// Runs with JavaScript on (location.replace) and off (meta refresh): both must leave for the same target.

const REDIRECTS = [
  { path: "/acesso", target: SETTINGS.acessoUrl },
  { path: "/bolos", target: SETTINGS.bolosUrl },
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Cancels every navigation to `target` (as a browser does when the visitor's network drops the request) so the
 * redirect page stays on screen and can be looked at; a held navigation would not do, since Playwright waits
 * for pending navigations before it reads the page. Returns how many times the browser tried to leave.
 */
async function blockNavigationTo(page: Page, target: string): Promise<() => number> {
  let attempts = 0;
  await page.route(
    (url) => url.href === target,
    (route) => {
      attempts++;
      return route.abort("aborted");
    },
  );
  return () => attempts;
}

for (const { path, target } of REDIRECTS) {
  test.describe(path, () => {
    test("answers static HTML that redirects without JavaScript, is not indexed and announces itself", async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/text\/html/);
      const html = await response.text();

      expect(metaRefresh(html)).toMatch(new RegExp(`^0\\s*;\\s*url=${escapeRegExp(target)}$`, "i"));
      expect(metaRobots(html)).toMatch(/\bnoindex\b/i);
      const statuses = elements(html, (element) => element.attribs.role === "status");
      expect(statuses.map((status) => textContent(status).trim())).toEqual(["Redirecionando..."]);
      // A link to the target stays on the page in case the browser blocks automatic redirects.
      expect(startTags(html, "a").map((link) => link.href)).toContain(target);
    });

    test("sends the browser to its target", async ({ page, externalRequests }) => {
      await page.goto(path, { waitUntil: "commit" });
      await expect(page).toHaveURL(target);
      await expect(page.getByText(EXTERNAL_PAGE_TEXT)).toBeVisible();
      const navigations = externalRequests.filter((request) => request.isNavigationRequest());
      expect(navigations.map((request) => request.url())).toEqual([target]);
    });

    test("replaces itself in the history: Back returns to the page before, not to the redirect", async ({ page }) => {
      await page.goto("/");
      await page.goto(path, { waitUntil: "commit" });
      await expect(page).toHaveURL(target);
      await page.goBack({ waitUntil: "commit" });
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("#inicio")).toBeVisible();
    });

    test('shows a spinner and "Redirecionando..." as a status while it leaves', async ({ page }) => {
      const attempts = await blockNavigationTo(page, target);
      await page.goto(path, { waitUntil: "commit" });
      await expect.poll(attempts, { message: "the browser sets off for the target" }).toBeGreaterThan(0);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
      const status = page.getByRole("status");
      await expect(status).toBeVisible();
      await expect(status).toContainText("Redirecionando...");
      const spinner = status.locator("[aria-hidden='true']");
      await expect(spinner).toBeVisible();
      await expect(spinner, "the spinner spins").not.toHaveCSS("animation-name", "none");
    });

    test("offers a link to the target in case the automatic redirect does not happen", async ({ page }) => {
      const attempts = await blockNavigationTo(page, target);
      await page.goto(path, { waitUntil: "commit" });
      await expect.poll(attempts).toBeGreaterThan(0);
      const fallback = page.getByRole("link");
      await expect(fallback).toHaveAttribute("href", target);
      await page.unrouteAll();
      await fallback.click();
      await expect(page).toHaveURL(target);
      await expect(page.getByText(EXTERNAL_PAGE_TEXT)).toBeVisible();
    });

    test.describe("with reduced motion", () => {
      test.use({ reducedMotion: "reduce" });

      test("the spinner stands still", async ({ page }) => {
        const attempts = await blockNavigationTo(page, target);
        await page.goto(path, { waitUntil: "commit" });
        await expect.poll(attempts).toBeGreaterThan(0);
        const spinner = page.getByRole("status").locator("[aria-hidden='true']");
        await expect(spinner).toBeVisible();
        await expect(spinner).toHaveCSS("animation-name", "none");
      });
    });
  });
}
