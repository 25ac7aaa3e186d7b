import { textContent } from "domutils";
import { expect, test } from "./fixtures";
import { elements, metaRobots } from "./html";

/** Unknown addresses, a nested one with a query string, and the path the 404 page is prerendered at. */
const UNKNOWN_PATHS = ["/nao-existe", "/a/b/c?x=1", "/404"] as const;

for (const path of UNKNOWN_PATHS) {
  test.describe(path, () => {
    test('answers HTTP 404 with "Oops! Page not found" and a link home', async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      const home = page.getByRole("link", { name: "Return to Home" });
      await expect(home).toBeVisible();
      await expect(home).toHaveAttribute("href", "/");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /\bnoindex\b/);
    });

    test("the raw 404 answer is the complete page, marked noindex", async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toContain("Oops! Page not found");
      const homeLinks = elements(html, (element) => element.name === "a" && element.attribs.href === "/");
      expect(homeLinks.map((link) => textContent(link).trim())).toContain("Return to Home");
      expect(metaRobots(html)).toMatch(/\bnoindex\b/i);
    });

    test('"Return to Home" leads to the landing page', async ({ page, baseURL }) => {
      await page.goto(path);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.locator("#inicio").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("section")).toHaveCount(7);
      await expect(page.locator("footer")).toBeVisible();
    });

    test("loads its styles and scripts, even from a nested path", async ({ page, baseURL, javaScriptEnabled }) => {
      const failed: string[] = [];
      page.on("response", (response) => {
        if (!response.request().isNavigationRequest() && response.status() >= 400) {
          failed.push(`${response.status()} ${response.url()}`);
        }
      });
      // Without JavaScript the browser cancels the module preloads itself; that is not a missing asset.
      if (javaScriptEnabled) page.on("requestfailed", (request) => failed.push(`failed ${request.url()}`));
      await page.goto(path, { waitUntil: "load" });
      await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
      // The stylesheet applied: the link is drawn as a filled button.
      await expect(page.getByRole("link", { name: "Return to Home" })).not.toHaveCSS(
        "background-color",
        "rgba(0, 0, 0, 0)",
      );
      expect(failed, `every asset of ${baseURL}${path} loads`).toEqual([]);
    });

    test("logs the unknown path, with its query, with console.error @needs-js", async ({ page }) => {
      const errors: string[] = [];
      const pageErrors: Error[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => pageErrors.push(error));
      await page.goto(path);
      await expect
        .poll(() => errors.some((text) => text.includes(path)), {
          message: `console.error mentions ${path}; got ${JSON.stringify(errors)}`,
        })
        .toBe(true);
      expect(pageErrors, "no uncaught error").toEqual([]);
    });
  });
}

test("an unknown path with JavaScript on stays a normal 404 page after hydration @needs-js", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/a/b/c?x=1");
  await expect.poll(() => errors.some((text) => text.includes("/a/b/c?x=1"))).toBe(true);
  // Hydrated, React Router keeps the address and the page as they were.
  await expect(page).toHaveURL(/\/a\/b\/c\?x=1$/);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  const hydrationProblems = errors.filter((text) => /hydrat|did not match|mismatch/i.test(text));
  expect(hydrationProblems).toEqual([]);
});
