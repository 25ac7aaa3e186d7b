import { describe, expect, it } from "vitest";
import { getSettings, parseSettings, placeholderSettings, SETTING_NAMES, SettingsError } from "../../app/config";

const validEnv = {
  VITE_SITE_URL: "https://vendas.seudominio.com.br",
  VITE_CHECKOUT_URL: "https://pagamento.seudominio.com.br/checkout/pro",
  VITE_ACESSO_URL: "https://app.seudominio.com.br/workspace",
  VITE_BOLOS_URL: "https://docs.seudominio.com.br/bolos",
};

/** Runs parseSettings and returns the SettingsError it throws, failing the test when it does not throw one. */
function settingsErrorFor(env: Partial<Record<string, string | undefined>>): SettingsError {
  try {
    parseSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return error as SettingsError;
  }
  throw new Error(`parseSettings accepted ${JSON.stringify(env)}`);
}

describe("parseSettings accepts", () => {
  it("absolute https URLs for every setting and returns them as typed settings", () => {
    expect(parseSettings(validEnv)).toEqual({
      siteUrl: "https://vendas.seudominio.com.br",
      checkoutUrl: "https://pagamento.seudominio.com.br/checkout/pro",
      acessoUrl: "https://app.seudominio.com.br/workspace",
      bolosUrl: "https://docs.seudominio.com.br/bolos",
      analytics: {},
      cspExtraOrigins: [],
    });
  });

  it("keeps the path, query and fragment of the checkout and redirect URLs (UTM parameters survive)", () => {
    const checkout = "https://pagamento.seudominio.com.br/c/pro?utm_source=landing&plan=pro#start";
    const settings = parseSettings({ ...validEnv, VITE_CHECKOUT_URL: checkout });
    expect(settings.checkoutUrl).toBe(checkout);
  });

  it.each([
    "http://localhost",
    "http://localhost:4173",
    "http://localhost:4173/checkout",
    "http://127.0.0.1",
    "http://127.0.0.1:8080/acesso",
    "http://[::1]:5173",
  ])("http:// for a local address: %s", (localUrl) => {
    const settings = parseSettings({ ...validEnv, VITE_CHECKOUT_URL: localUrl, VITE_ACESSO_URL: localUrl });
    expect(settings.checkoutUrl).toBe(new URL(localUrl).href);
    expect(settings.acessoUrl).toBe(new URL(localUrl).href);
  });

  it("http://localhost as the site origin for local previews", () => {
    expect(parseSettings({ ...validEnv, VITE_SITE_URL: "http://localhost:4173" }).siteUrl).toBe(
      "http://localhost:4173",
    );
  });
});

describe("parseSettings rejects", () => {
  it.each([
    ["an empty value", ""],
    ["a value of only whitespace", "   "],
  ])("%s, saying the variable is empty", (_, value) => {
    const error = settingsErrorFor({ ...validEnv, VITE_CHECKOUT_URL: value });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^VITE_CHECKOUT_URL is empty\./);
  });

  it("a missing variable, saying it is empty", () => {
    const { VITE_BOLOS_URL: _, ...withoutBolos } = validEnv;
    const error = settingsErrorFor(withoutBolos);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^VITE_BOLOS_URL is empty\./);
  });

  it.each([
    ["a path without a host", "/checkout"],
    ["a host without a scheme", "checkout.com"],
    ["a host and path without a scheme", "pagamento.com.br/pro"],
    ["a protocol-relative URL", "//checkout.com/pro"],
  ])("a relative URL (%s): %s", (_, value) => {
    const error = settingsErrorFor({ ...validEnv, VITE_CHECKOUT_URL: value });
    expect(error.problems).toEqual([expect.stringContaining(`VITE_CHECKOUT_URL="${value}" is not an absolute URL`)]);
  });

  it.each([
    "javascript:alert(1)",
    "ftp://files.seudominio.com.br/oferta",
    "data:text/html,<script>alert(1)</script>",
    "mailto:vendas@seudominio.com.br",
  ])("a scheme other than http(s): %s", (value) => {
    const error = settingsErrorFor({ ...validEnv, VITE_ACESSO_URL: value });
    expect(error.problems).toEqual([expect.stringContaining(`VITE_ACESSO_URL="${value}" must use https://`)]);
  });

  it.each([
    "http://pagamento.com.br",
    "http://checkout.seudominio.com.br/pro",
    "http://localhost.seudominio.com.br",
    "http://127.0.0.1.nip.io",
    "http://0.0.0.0:4173",
    "http://192.168.0.10",
  ])("http:// on a host that is not local: %s", (value) => {
    const error = settingsErrorFor({ ...validEnv, VITE_CHECKOUT_URL: value });
    expect(error.problems).toEqual([
      expect.stringContaining(`VITE_CHECKOUT_URL="${value}" must use https:// (http:// is only allowed for localhost)`),
    ]);
  });

  it.each([
    "https://usuario:senha@pagamento.seudominio.com.br/pro",
    "https://usuario@pagamento.seudominio.com.br/pro",
    "http://admin:admin@localhost:4173",
  ])("a URL with credentials: %s", (value) => {
    const error = settingsErrorFor({ ...validEnv, VITE_CHECKOUT_URL: value });
    expect(error.problems).toEqual([expect.stringContaining("must not contain credentials")]);
  });

  it.each([
    "https://vendas.seudominio.com.br/landing",
    "https://vendas.seudominio.com.br/?utm_source=ads",
    "https://vendas.seudominio.com.br/#oferta",
  ])("a site URL that is more than an origin: %s", (value) => {
    const error = settingsErrorFor({ ...validEnv, VITE_SITE_URL: value });
    expect(error.problems).toEqual([
      expect.stringContaining(`VITE_SITE_URL="${value}" must be an origin only, without path, query or fragment`),
    ]);
  });
});

describe("the SettingsError message", () => {
  it("names the variable, quotes the bad value and shows a good https:// example", () => {
    const error = settingsErrorFor({ ...validEnv, VITE_CHECKOUT_URL: "http://pagamento.com.br" });
    expect(error.name).toBe("SettingsError");
    expect(error.message).toContain("VITE_CHECKOUT_URL");
    expect(error.message).toContain('"http://pagamento.com.br"');
    expect(error.message).toMatch(/e\.g\. VITE_CHECKOUT_URL=https:\/\/\S+/);
  });

  it.each(SETTING_NAMES)("gives %s its own https:// example", (name) => {
    const error = settingsErrorFor({ ...validEnv, [name]: "nao-e-uma-url" });
    expect(error.message).toContain(`${name}="nao-e-uma-url"`);
    expect(error.message).toMatch(new RegExp(`e\\.g\\. ${name}=https://[^\\s]+`));
  });

  it("lists every bad variable of one run, not only the first", () => {
    const error = settingsErrorFor({
      VITE_SITE_URL: "https://vendas.seudominio.com.br/landing",
      VITE_CHECKOUT_URL: "http://pagamento.com.br",
      VITE_ACESSO_URL: "",
      VITE_BOLOS_URL: "javascript:alert(1)",
    });
    expect(error.problems).toHaveLength(4);
    expect(error.message).toContain('VITE_SITE_URL="https://vendas.seudominio.com.br/landing"');
    expect(error.message).toContain('VITE_CHECKOUT_URL="http://pagamento.com.br"');
    expect(error.message).toContain("VITE_ACESSO_URL is empty");
    expect(error.message).toContain('VITE_BOLOS_URL="javascript:alert(1)"');
  });

  it("lists all four variables when none is set", () => {
    const error = settingsErrorFor({});
    expect(error.problems.map((problem) => problem.split(" ")[0])).toEqual([...SETTING_NAMES]);
  });

  it("does not mention the variables that are fine", () => {
    const error = settingsErrorFor({ ...validEnv, VITE_BOLOS_URL: "bolos" });
    expect(error.problems).toHaveLength(1);
    for (const name of SETTING_NAMES.filter((settingName) => settingName !== "VITE_BOLOS_URL")) {
      expect(error.message).not.toContain(name);
    }
  });
});

describe("the site URL", () => {
  it.each([
    ["https://vendas.seudominio.com.br/", "https://vendas.seudominio.com.br"],
    ["https://VENDAS.SeuDominio.com.br", "https://vendas.seudominio.com.br"],
    ["https://vendas.seudominio.com.br:443/", "https://vendas.seudominio.com.br"],
    ["https://vendas.seudominio.com.br:8443", "https://vendas.seudominio.com.br:8443"],
  ])("is normalised to an origin without a trailing slash: %s → %s", (value, origin) => {
    expect(parseSettings({ ...validEnv, VITE_SITE_URL: value }).siteUrl).toBe(origin);
  });
});

describe("placeholderSettings", () => {
  it("flags the committed defaults on reserved example domains", () => {
    expect(
      placeholderSettings({
        VITE_SITE_URL: "https://vendas.example.com",
        VITE_CHECKOUT_URL: "https://checkout.example.com/pro-7-dias",
        VITE_ACESSO_URL: "https://workspace.example.com/acesso",
        VITE_BOLOS_URL: "https://docs.example.com/bolos",
      }),
    ).toEqual([...SETTING_NAMES]);
  });

  it.each([
    "https://example.com",
    "https://example.net/x",
    "https://example.org/x",
    "https://loja.example.com/pro",
    "https://pagamento.test/pro",
    "https://pagamento.invalid/pro",
    "https://pagamento.example/pro",
  ])("flags a reserved host: %s", (value) => {
    expect(placeholderSettings({ ...validEnv, VITE_CHECKOUT_URL: value })).toEqual(["VITE_CHECKOUT_URL"]);
  });

  it.each([
    "https://buy.stripe.com/abc123",
    "https://pagamento.com.br/pro",
    "https://myexample.com/pro",
    "https://example.com.br/pro",
    "https://testes.com.br/pro",
    "http://localhost:4173",
  ])("does not flag a real host: %s", (value) => {
    expect(placeholderSettings({ ...validEnv, VITE_CHECKOUT_URL: value })).toEqual([]);
  });

  it("ignores values that are missing or not URLs (parseSettings reports those)", () => {
    expect(placeholderSettings({ VITE_SITE_URL: "example.com", VITE_CHECKOUT_URL: "" })).toEqual([]);
  });
});

describe("getSettings", () => {
  it("reads the build's environment (here the values from vitest.config.ts)", () => {
    expect(getSettings()).toEqual({
      siteUrl: "https://vendas.example.com",
      checkoutUrl: "https://checkout.example.com/pro-7-dias",
      acessoUrl: "https://workspace.example.com/acesso",
      bolosUrl: "https://docs.example.com/bolos",
      analytics: {},
      cspExtraOrigins: [],
    });
  });
});
