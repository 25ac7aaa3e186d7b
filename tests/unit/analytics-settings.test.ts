import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError } from "../../app/config";
import { analyticsOrigins, contentSecurityPolicy } from "../../server/rules";

const REQUIRED = {
  VITE_SITE_URL: "https://vendas.seudominio.com.br",
  VITE_CHECKOUT_URL: "https://buy.stripe.com/abc123",
  VITE_ACESSO_URL: "https://app.seudominio.com.br/workspace",
  VITE_BOLOS_URL: "https://docs.seudominio.com.br/bolos",
};

function problemsFor(env: Record<string, string>): string[] {
  try {
    parseSettings({ ...REQUIRED, ...env });
    return [];
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
}

describe("optional analytics settings", () => {
  it("are off by default", () => {
    expect(parseSettings(REQUIRED).analytics).toEqual({});
    expect(parseSettings({ ...REQUIRED, VITE_PLAUSIBLE_DOMAIN: "", VITE_GTM_ID: " " }).analytics).toEqual({});
  });

  it("turn Plausible on with a domain, on plausible.io unless a self-hosted script is given", () => {
    expect(parseSettings({ ...REQUIRED, VITE_PLAUSIBLE_DOMAIN: "vendas.seudominio.com.br" }).analytics).toEqual({
      plausible: { domain: "vendas.seudominio.com.br", scriptUrl: "https://plausible.io/js/script.js" },
    });
    expect(
      parseSettings({
        ...REQUIRED,
        VITE_PLAUSIBLE_DOMAIN: "vendas.seudominio.com.br",
        VITE_PLAUSIBLE_SCRIPT_URL: "https://stats.seudominio.com.br/js/script.js",
      }).analytics.plausible?.scriptUrl,
    ).toBe("https://stats.seudominio.com.br/js/script.js");
  });

  it("turn Tag Manager on with a container id", () => {
    expect(parseSettings({ ...REQUIRED, VITE_GTM_ID: "GTM-ABC1234" }).analytics).toEqual({ gtmId: "GTM-ABC1234" });
  });

  it.each([
    ["VITE_PLAUSIBLE_DOMAIN", { VITE_PLAUSIBLE_DOMAIN: "https://vendas.com.br" }],
    ["VITE_PLAUSIBLE_DOMAIN", { VITE_PLAUSIBLE_DOMAIN: "vendas com br" }],
    [
      "VITE_PLAUSIBLE_SCRIPT_URL",
      { VITE_PLAUSIBLE_DOMAIN: "vendas.com.br", VITE_PLAUSIBLE_SCRIPT_URL: "http://stats.com/s.js" },
    ],
    [
      "VITE_PLAUSIBLE_SCRIPT_URL",
      { VITE_PLAUSIBLE_DOMAIN: "vendas.com.br", VITE_PLAUSIBLE_SCRIPT_URL: "/js/script.js" },
    ],
    ["VITE_PLAUSIBLE_SCRIPT_URL", { VITE_PLAUSIBLE_SCRIPT_URL: "https://stats.com/s.js" }],
    ["VITE_GTM_ID", { VITE_GTM_ID: "UA-12345-1" }],
    ["VITE_GTM_ID", { VITE_GTM_ID: 'GTM-abc"><script>' }],
  ])("reject a bad %s, naming it and the fix", (name, env) => {
    const problems = problemsFor(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });
});

describe("Meta Pixel, GA4 and Google Ads settings (format only, for the privacy page)", () => {
  it("turn each tag on with a well-formed id", () => {
    expect(
      parseSettings({
        ...REQUIRED,
        VITE_META_PIXEL_ID: "123456789012345",
        VITE_GA4_ID: "G-ABC123DEF4",
        VITE_GOOGLE_ADS_ID: "AW-123456789",
        VITE_GOOGLE_ADS_CHECKOUT_LABEL: "AbC-D_efG12hIjk",
      }).analytics,
    ).toEqual({
      metaPixelId: "123456789012345",
      ga4Id: "G-ABC123DEF4",
      googleAds: { id: "AW-123456789", checkoutLabel: "AbC-D_efG12hIjk" },
    });
  });

  it.each([
    ["VITE_META_PIXEL_ID", { VITE_META_PIXEL_ID: "12345" }],
    ["VITE_META_PIXEL_ID", { VITE_META_PIXEL_ID: "12345678901234567" }],
    ["VITE_GA4_ID", { VITE_GA4_ID: "UA-12345-1" }],
    ["VITE_GOOGLE_ADS_ID", { VITE_GOOGLE_ADS_ID: "123456789", VITE_GOOGLE_ADS_CHECKOUT_LABEL: "AbC-D_efG12hIjk" }],
    ["VITE_GOOGLE_ADS_ID", { VITE_GOOGLE_ADS_CHECKOUT_LABEL: "AbC-D_efG12hIjk" }],
    ["VITE_GOOGLE_ADS_CHECKOUT_LABEL", { VITE_GOOGLE_ADS_ID: "AW-123456789" }],
  ])("reject a bad %s, naming it and an example", (name, env) => {
    const problems = problemsFor(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toMatch(new RegExp(`${name}=\\S+`));
  });
});

describe("CSP origins for analytics", () => {
  const noHashes = { scriptHashes: [], styleHashes: [] };

  it("add no third-party origin by default", () => {
    const csp = contentSecurityPolicy({ ...noHashes, thirdParty: analyticsOrigins({}) }, { https: true });
    expect(csp).not.toMatch(/https:\/\//);
  });

  it("allow exactly the Plausible script's origin to load and receive events", () => {
    const thirdParty = analyticsOrigins({
      plausible: { domain: "vendas.com.br", scriptUrl: "https://stats.vendas.com.br/js/script.js" },
    });
    expect(thirdParty).toEqual({
      script: ["https://stats.vendas.com.br"],
      connect: ["https://stats.vendas.com.br"],
      img: [],
    });
    const csp = contentSecurityPolicy({ ...noHashes, thirdParty }, { https: true });
    expect(csp).toContain("script-src 'self' https://stats.vendas.com.br");
    expect(csp).toContain("connect-src 'self' https://stats.vendas.com.br");
  });

  it("allow exactly Tag Manager's origin when a container is set", () => {
    const csp = contentSecurityPolicy(
      { ...noHashes, thirdParty: analyticsOrigins({ gtmId: "GTM-ABC1234" }) },
      { https: true },
    );
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp.match(/https:\/\/[^\s;]+/g)?.every((origin) => origin === "https://www.googletagmanager.com")).toBe(
      true,
    );
  });
});
