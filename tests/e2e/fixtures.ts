import { test as base, expect, type Request } from "@playwright/test";

/** The committed .env defaults the e2e build uses (the suite builds with them). */
export const SETTINGS = {
  siteUrl: "https://vendas.example.com",
  checkoutUrl: "https://checkout.example.com/pro-7-dias",
  acessoUrl: "https://workspace.example.com/acesso",
  bolosUrl: "https://docs.example.com/bolos",
} as const;

/** Marker text of the stand-in page served for every external address. */
export const EXTERNAL_PAGE_TEXT = "external page stand-in";

interface Fixtures {
  /** Every request the page made to a host other than the local server; none of them left the machine. */
  externalRequests: Request[];
}

/**
 * Every test gets a context in which requests to any host but the local server are answered by a
 * stand-in page instead of the network: checkout and redirect targets are intercepted, never reached.
 */
export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ context, baseURL }, use) => {
      const localOrigin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const external: Request[] = [];
      await context.route(
        (url) => url.origin !== localOrigin,
        (route) => {
          external.push(route.request());
          return route.fulfill({
            status: 200,
            contentType: "text/html; charset=utf-8",
            body: `<!doctype html><title>external</title><p>${EXTERNAL_PAGE_TEXT}</p>`,
          });
        },
      );
      await use(external);
    },
    { auto: true },
  ],
});

export { expect };
