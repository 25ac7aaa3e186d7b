import { describe, expect, it } from "vitest";
import { needsConsent, parseSettings, SettingsError } from "../../app/config";
import { thirdPartyOrigins } from "../../app/third-party-origins";
import { contentSecurityPolicy } from "../../server/rules";

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
    const csp = contentSecurityPolicy({ ...noHashes, thirdParty: thirdPartyOrigins({}) }, { https: true });
    expect(csp).not.toMatch(/https:\/\//);
  });

  it("allow exactly the Plausible script's origin to load and receive events", () => {
    const thirdParty = thirdPartyOrigins({
      plausible: { domain: "vendas.com.br", scriptUrl: "https://stats.vendas.com.br/js/script.js" },
    });
    expect(thirdParty).toEqual({
      script: ["https://stats.vendas.com.br"],
      connect: ["https://stats.vendas.com.br"],
      img: [],
      frame: [],
    });
    const csp = contentSecurityPolicy({ ...noHashes, thirdParty }, { https: true });
    expect(csp).toContain("script-src 'self' https://stats.vendas.com.br");
    expect(csp).toContain("connect-src 'self' https://stats.vendas.com.br");
  });

  it("allow exactly Tag Manager's origins (Google's guide) when a container is set", () => {
    const csp = contentSecurityPolicy(
      { ...noHashes, thirdParty: thirdPartyOrigins({ gtmId: "GTM-ABC1234" }) },
      { https: true },
    );
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(new Set(csp.match(/https:\/\/[^\s;]+/g))).toEqual(
      new Set(["https://www.googletagmanager.com", "https://www.google.com"]),
    );
    expect(csp).toContain("connect-src 'self' https://www.googletagmanager.com https://www.google.com");
  });
});

const EVERY_TOOL = {
  VITE_PLAUSIBLE_DOMAIN: "vendas.seudominio.com.br",
  VITE_GTM_ID: "GTM-ABC1234",
  VITE_META_PIXEL_ID: "123456789012345",
  VITE_GA4_ID: "G-ABC123DEF4",
  VITE_GOOGLE_ADS_ID: "AW-123456789",
  VITE_GOOGLE_ADS_CHECKOUT_LABEL: "AbC-D_efG-h12_34-567",
};

describe("ad and measurement tags", () => {
  it("are read into the agreed AnalyticsSettings shape when set", () => {
    const settings = parseSettings({ ...REQUIRED, ...EVERY_TOOL });
    expect(settings.analytics).toEqual({
      plausible: { domain: "vendas.seudominio.com.br", scriptUrl: "https://plausible.io/js/script.js" },
      gtmId: "GTM-ABC1234",
      metaPixelId: "123456789012345",
      ga4Id: "G-ABC123DEF4",
      googleAds: { id: "AW-123456789", checkoutLabel: "AbC-D_efG-h12_34-567" },
    });
    expect(needsConsent(settings.analytics)).toBe(true);
  });

  it("are all off, with no privacy URL and no extra origin, by default", () => {
    const settings = parseSettings(REQUIRED);
    expect(settings.analytics).toEqual({});
    expect(settings.privacyUrl).toBeUndefined();
    expect(settings.cspExtraOrigins).toEqual([]);
    expect(needsConsent(settings.analytics)).toBe(false);
  });

  it("ask for consent for every tool that can set cookies, and not for Plausible alone", () => {
    const plausible = { domain: "vendas.com.br", scriptUrl: "https://plausible.io/js/script.js" };
    expect(needsConsent({ plausible })).toBe(false);
    expect(needsConsent({ gtmId: "GTM-ABC1234" })).toBe(true);
    expect(needsConsent({ metaPixelId: "123456789012345" })).toBe(true);
    expect(needsConsent({ ga4Id: "G-ABC123DEF4" })).toBe(true);
    expect(needsConsent({ googleAds: { id: "AW-123456789", checkoutLabel: "abcdef" } })).toBe(true);
  });

  it("read the privacy URL and the extra CSP origins, space- or comma-separated, without duplicates", () => {
    const settings = parseSettings({
      ...REQUIRED,
      VITE_PRIVACY_URL: "https://vendas.seudominio.com.br/privacidade",
      VITE_CSP_EXTRA_ORIGINS: " https://analytics.tiktok.com, https://snap.licdn.com https://analytics.tiktok.com/ ",
    });
    expect(settings.privacyUrl).toBe("https://vendas.seudominio.com.br/privacidade");
    expect(settings.cspExtraOrigins).toEqual(["https://analytics.tiktok.com", "https://snap.licdn.com"]);
  });

  it.each([
    ["VITE_META_PIXEL_ID", { VITE_META_PIXEL_ID: "12345" }, "VITE_META_PIXEL_ID=123456789012345"],
    ["VITE_META_PIXEL_ID", { VITE_META_PIXEL_ID: "1234567890123456789" }, "VITE_META_PIXEL_ID=123456789012345"],
    ["VITE_META_PIXEL_ID", { VITE_META_PIXEL_ID: "12345678901234a" }, "VITE_META_PIXEL_ID=123456789012345"],
    ["VITE_GA4_ID", { VITE_GA4_ID: "UA-12345-1" }, "VITE_GA4_ID=G-ABC123DEF4"],
    ["VITE_GA4_ID", { VITE_GA4_ID: 'G-ABC"><script>' }, "VITE_GA4_ID=G-ABC123DEF4"],
    [
      "VITE_GOOGLE_ADS_ID",
      { VITE_GOOGLE_ADS_ID: "123456789", VITE_GOOGLE_ADS_CHECKOUT_LABEL: "AbC-D_efG" },
      "VITE_GOOGLE_ADS_ID=AW-123456789",
    ],
    [
      "VITE_GOOGLE_ADS_CHECKOUT_LABEL",
      { VITE_GOOGLE_ADS_ID: "AW-123456789", VITE_GOOGLE_ADS_CHECKOUT_LABEL: "bad label/" },
      "VITE_GOOGLE_ADS_CHECKOUT_LABEL=AbC-D_efG-h12_34-567",
    ],
    ["VITE_GOOGLE_ADS_CHECKOUT_LABEL", { VITE_GOOGLE_ADS_ID: "AW-123456789" }, "Set both, or neither"],
    ["VITE_GOOGLE_ADS_ID", { VITE_GOOGLE_ADS_CHECKOUT_LABEL: "AbC-D_efG" }, "Set both, or neither"],
    ["VITE_PRIVACY_URL", { VITE_PRIVACY_URL: "http://vendas.com.br/privacidade" }, "VITE_PRIVACY_URL=https://"],
    ["VITE_PRIVACY_URL", { VITE_PRIVACY_URL: "/privacidade" }, "VITE_PRIVACY_URL=https://"],
    ["VITE_CSP_EXTRA_ORIGINS", { VITE_CSP_EXTRA_ORIGINS: "https://*.tiktok.com" }, "VITE_CSP_EXTRA_ORIGINS=https://"],
    ["VITE_CSP_EXTRA_ORIGINS", { VITE_CSP_EXTRA_ORIGINS: "http://tiktok.com" }, "VITE_CSP_EXTRA_ORIGINS=https://"],
    [
      "VITE_CSP_EXTRA_ORIGINS",
      { VITE_CSP_EXTRA_ORIGINS: "https://tiktok.com/pixel.js" },
      "VITE_CSP_EXTRA_ORIGINS=https://",
    ],
    ["VITE_CSP_EXTRA_ORIGINS", { VITE_CSP_EXTRA_ORIGINS: "'unsafe-inline'" }, "VITE_CSP_EXTRA_ORIGINS=https://"],
  ])("reject a bad %s with the value and a correct example", (name, env, example) => {
    const problems = problemsFor(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(example);
    const value = Object.values(env).find((given) => !/^(AW-123456789|AbC-D_efG)$/.test(given));
    if (value && !problems[0]?.includes("Set both")) expect(problems[0]).toContain(value);
  });
});

describe("CSP origins for every tool", () => {
  const noHashes = { scriptHashes: [], styleHashes: [] };
  const everyTool = parseSettings({ ...REQUIRED, ...EVERY_TOOL }).analytics;

  it("follow Google's guide for GA4 and Google Ads, and Meta's pixel origins", () => {
    const origins = thirdPartyOrigins(everyTool);
    expect(origins.script).toEqual(
      expect.arrayContaining([
        "https://plausible.io",
        "https://www.googletagmanager.com",
        "https://*.googletagmanager.com",
        "https://www.googleadservices.com",
        "https://googleads.g.doubleclick.net",
        "https://connect.facebook.net",
      ]),
    );
    expect(origins.connect).toEqual(
      expect.arrayContaining([
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://www.facebook.com",
        "https://plausible.io",
      ]),
    );
    expect(origins.img).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://www.facebook.com"]));
    expect(origins.frame).toEqual(["https://td.doubleclick.net", "https://www.googletagmanager.com"]);
    for (const list of Object.values(origins)) expect(new Set(list).size, "no duplicates").toBe(list.length);
  });

  it("add only what each tool needs: Meta alone allows nothing from Google, GA4 alone no frame", () => {
    const meta = thirdPartyOrigins({ metaPixelId: "123456789012345" });
    expect([...meta.script, ...meta.connect, ...meta.img].every((origin) => /facebook\.(net|com)$/.test(origin))).toBe(
      true,
    );
    const ga4 = thirdPartyOrigins({ ga4Id: "G-ABC123DEF4" });
    expect(ga4.frame).toEqual([]);
    expect(contentSecurityPolicy({ ...noHashes, thirdParty: ga4 }, { https: true })).not.toContain("frame-src");
  });

  it("allow Google Ads' conversion frames, and never 'unsafe-inline' or 'unsafe-eval', with every tool on", () => {
    const csp = contentSecurityPolicy(
      { ...noHashes, thirdParty: thirdPartyOrigins(everyTool, ["https://analytics.tiktok.com"]) },
      { https: true },
    );
    expect(csp).toContain("frame-src 'self' https://td.doubleclick.net https://www.googletagmanager.com");
    expect(csp).toMatch(/script-src [^;]*https:\/\/analytics\.tiktok\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/analytics\.tiktok\.com/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
  });
});
