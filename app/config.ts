/**
 * Build-time settings, read and validated in one place.
 *
 * `vite.config.ts` calls `parseSettings` on the loaded environment before anything is built, so a bad
 * value stops `npm run build` with a message naming every bad variable; the app itself reads the
 * same values through `getSettings()`.
 */

export const SETTING_NAMES = ["VITE_SITE_URL", "VITE_CHECKOUT_URL", "VITE_ACESSO_URL", "VITE_BOLOS_URL"] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** Optional: analytics stay off (no third-party request, no cookie) unless one of these is set. */
export const ANALYTICS_SETTING_NAMES = [
  "VITE_PLAUSIBLE_DOMAIN",
  "VITE_PLAUSIBLE_SCRIPT_URL",
  "VITE_GTM_ID",
  "VITE_META_PIXEL_ID",
  "VITE_GA4_ID",
  "VITE_GOOGLE_ADS_ID",
  "VITE_GOOGLE_ADS_CHECKOUT_LABEL",
  "VITE_PRIVACY_URL",
  "VITE_CSP_EXTRA_ORIGINS",
] as const;

const DEFAULT_PLAUSIBLE_SCRIPT_URL = "https://plausible.io/js/script.js";
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const META_PIXEL_ID = /^\d{15,16}$/;
const GA4_ID = /^G-[A-Z0-9]{4,16}$/;
const GOOGLE_ADS_ID = /^AW-\d{6,15}$/;
const GOOGLE_ADS_LABEL = /^[A-Za-z0-9_-]{6,40}$/;

export interface AnalyticsSettings {
  /** Plausible (or a Plausible-compatible, self-hosted server): the site's domain there and the script URL. */
  plausible?: { domain: string; scriptUrl: string };
  /** Google Tag Manager container. */
  gtmId?: string;
  /** Meta (Facebook/Instagram) Pixel id. */
  metaPixelId?: string;
  /** Google Analytics 4 measurement id, loaded through gtag.js. */
  ga4Id?: string;
  /** Google Ads account and the label of its "checkout started" conversion. */
  googleAds?: { id: string; checkoutLabel: string };
}

/** The tools that can set cookies for measurement or advertising: with any of them on, the visitor is asked first. */
export function needsConsent(analytics: AnalyticsSettings): boolean {
  return Boolean(analytics.gtmId || analytics.metaPixelId || analytics.ga4Id || analytics.googleAds);
}

export interface Settings {
  /** Canonical origin of the site, without a trailing slash. */
  siteUrl: string;
  /** Card-payment checkout opened by every "Testar grátis por 7 dias". */
  checkoutUrl: string;
  /** Where /acesso sends the browser. */
  acessoUrl: string;
  /** Where /bolos sends the browser. */
  bolosUrl: string;
  analytics: AnalyticsSettings;
  /** The privacy policy the consent banner links to; unset, the site's own page (PRIVACY_PATH). */
  privacyUrl?: string;
  /** Extra https origins the Content-Security-Policy allows for tags added in Tag Manager by other vendors. */
  cspExtraOrigins: string[];
}

const GOOD_EXAMPLES: Record<SettingName, string> = {
  VITE_SITE_URL: "https://vendas.seudominio.com.br",
  VITE_CHECKOUT_URL: "https://buy.stripe.com/abc123",
  VITE_ACESSO_URL: "https://app.seudominio.com.br/workspace",
  VITE_BOLOS_URL: "https://docs.seudominio.com.br/bolos",
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

// Hosts reserved for documentation (RFC 2606 / RFC 6761): the committed defaults use them.
const PLACEHOLDER_HOST = /(^|\.)example\.(com|net|org)$|\.(example|test|invalid)$/;

export class SettingsError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid build settings:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "SettingsError";
    this.problems = problems;
  }
}

/** Returns why `value` is not acceptable for `name`, or nothing when it is. */
export function checkUrlSetting(name: SettingName, value: string | undefined): string | undefined {
  const fix = `Set it to an absolute https:// URL, e.g. ${name}=${GOOD_EXAMPLES[name]}`;
  if (value === undefined || value.trim() === "") return `${name} is empty. ${fix}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name}="${value}" is not an absolute URL. ${fix}`;
  }
  const isLocal = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLocal)) {
    return `${name}="${value}" must use https:// (http:// is only allowed for localhost). ${fix}`;
  }
  if (url.username || url.password) return `${name}="${value}" must not contain credentials. ${fix}`;
  if (name === "VITE_SITE_URL" && (url.pathname !== "/" || url.search || url.hash)) {
    return `${name}="${value}" must be an origin only, without path, query or fragment. ${fix}`;
  }
  return undefined;
}

/** Returns why the optional analytics settings are not acceptable, one line each. */
export function checkAnalyticsSettings(env: Partial<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const domain = env.VITE_PLAUSIBLE_DOMAIN?.trim();
  const scriptUrl = env.VITE_PLAUSIBLE_SCRIPT_URL?.trim();
  const gtmId = env.VITE_GTM_ID?.trim();
  if (domain && !HOSTNAME.test(domain)) {
    problems.push(
      `VITE_PLAUSIBLE_DOMAIN="${domain}" is not a domain name. Set it to the site's domain as registered in Plausible, e.g. VITE_PLAUSIBLE_DOMAIN=vendas.seudominio.com.br`,
    );
  }
  if (scriptUrl) {
    const url = URL.canParse(scriptUrl) ? new URL(scriptUrl) : undefined;
    if (url?.protocol !== "https:" || url.username || url.password) {
      problems.push(
        `VITE_PLAUSIBLE_SCRIPT_URL="${scriptUrl}" must be an absolute https:// URL, e.g. VITE_PLAUSIBLE_SCRIPT_URL=https://analytics.seudominio.com.br/js/script.js`,
      );
    } else if (!domain) {
      problems.push("VITE_PLAUSIBLE_SCRIPT_URL is set but VITE_PLAUSIBLE_DOMAIN is empty. Set both, or neither.");
    }
  }
  if (gtmId && !GTM_ID.test(gtmId)) {
    problems.push(`VITE_GTM_ID="${gtmId}" is not a Tag Manager container id. Set it like VITE_GTM_ID=GTM-ABC1234`);
  }
  const metaPixelId = env.VITE_META_PIXEL_ID?.trim();
  if (metaPixelId && !META_PIXEL_ID.test(metaPixelId)) {
    problems.push(
      `VITE_META_PIXEL_ID="${metaPixelId}" is not a Meta Pixel id (15 or 16 digits). Set it like VITE_META_PIXEL_ID=123456789012345`,
    );
  }
  const ga4Id = env.VITE_GA4_ID?.trim();
  if (ga4Id && !GA4_ID.test(ga4Id)) {
    problems.push(
      `VITE_GA4_ID="${ga4Id}" is not a Google Analytics 4 measurement id. Set it like VITE_GA4_ID=G-ABC123DEF4`,
    );
  }
  problems.push(...checkGoogleAdsSettings(env));
  const privacyUrl = env.VITE_PRIVACY_URL?.trim();
  if (privacyUrl && !isHttpsUrl(privacyUrl)) {
    problems.push(
      `VITE_PRIVACY_URL="${privacyUrl}" must be an absolute https:// URL, e.g. VITE_PRIVACY_URL=https://vendas.seudominio.com.br/privacidade`,
    );
  }
  for (const origin of splitList(env.VITE_CSP_EXTRA_ORIGINS)) {
    if (!isHttpsOrigin(origin)) {
      problems.push(
        `VITE_CSP_EXTRA_ORIGINS has "${origin}", which is not an https:// origin (no path, no wildcard, no quotes). ` +
          "List origins separated by spaces or commas, e.g. VITE_CSP_EXTRA_ORIGINS=https://analytics.tiktok.com,https://snap.licdn.com",
      );
    }
  }
  return problems;
}

function checkGoogleAdsSettings(env: Partial<Record<string, string | undefined>>): string[] {
  const id = env.VITE_GOOGLE_ADS_ID?.trim();
  const label = env.VITE_GOOGLE_ADS_CHECKOUT_LABEL?.trim();
  const problems: string[] = [];
  if (id && !GOOGLE_ADS_ID.test(id)) {
    problems.push(`VITE_GOOGLE_ADS_ID="${id}" is not a Google Ads id. Set it like VITE_GOOGLE_ADS_ID=AW-123456789`);
  }
  if (label && !GOOGLE_ADS_LABEL.test(label)) {
    problems.push(
      `VITE_GOOGLE_ADS_CHECKOUT_LABEL="${label}" is not a conversion label. Set it like VITE_GOOGLE_ADS_CHECKOUT_LABEL=AbC-D_efG-h12_34-567`,
    );
  }
  if (Boolean(id) !== Boolean(label)) {
    problems.push(
      `${id ? "VITE_GOOGLE_ADS_ID" : "VITE_GOOGLE_ADS_CHECKOUT_LABEL"} is set but ${id ? "VITE_GOOGLE_ADS_CHECKOUT_LABEL" : "VITE_GOOGLE_ADS_ID"} is empty. ` +
        "Set both, or neither, e.g. VITE_GOOGLE_ADS_ID=AW-123456789 and VITE_GOOGLE_ADS_CHECKOUT_LABEL=AbC-D_efG-h12_34-567",
    );
  }
  return problems;
}

function isHttpsUrl(value: string): boolean {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return url?.protocol === "https:" && !url.username && !url.password;
}

/** An origin as CSP writes it: https://host[:port], nothing else (a wildcard or path would widen or break the policy). */
function isHttpsOrigin(value: string): boolean {
  return (
    isHttpsUrl(value) && new URL(value).origin === value.replace(/\/$/, "") && HOSTNAME.test(new URL(value).hostname)
  );
}

function splitList(value: string | undefined): string[] {
  return (value ?? "").split(/[\s,]+/).filter(Boolean);
}

/** Validates every setting at once, so one build run lists all the problems. */
export function parseSettings(env: Partial<Record<string, string | undefined>>): Settings {
  const problems = [
    ...SETTING_NAMES.map((name) => checkUrlSetting(name, env[name])),
    ...checkAnalyticsSettings(env),
  ].filter((problem): problem is string => problem !== undefined);
  if (problems.length > 0) throw new SettingsError(problems);
  const value = (name: SettingName) => new URL(env[name] as string).href;
  const plausibleDomain = env.VITE_PLAUSIBLE_DOMAIN?.trim();
  const gtmId = env.VITE_GTM_ID?.trim();
  const metaPixelId = env.VITE_META_PIXEL_ID?.trim();
  const ga4Id = env.VITE_GA4_ID?.trim();
  const googleAdsId = env.VITE_GOOGLE_ADS_ID?.trim();
  const googleAdsLabel = env.VITE_GOOGLE_ADS_CHECKOUT_LABEL?.trim();
  const privacyUrl = env.VITE_PRIVACY_URL?.trim();
  return {
    siteUrl: new URL(env.VITE_SITE_URL as string).origin,
    checkoutUrl: value("VITE_CHECKOUT_URL"),
    acessoUrl: value("VITE_ACESSO_URL"),
    bolosUrl: value("VITE_BOLOS_URL"),
    analytics: {
      ...(plausibleDomain
        ? {
            plausible: {
              domain: plausibleDomain,
              scriptUrl: new URL(env.VITE_PLAUSIBLE_SCRIPT_URL?.trim() || DEFAULT_PLAUSIBLE_SCRIPT_URL).href,
            },
          }
        : {}),
      ...(gtmId ? { gtmId } : {}),
      ...(metaPixelId ? { metaPixelId } : {}),
      ...(ga4Id ? { ga4Id } : {}),
      ...(googleAdsId && googleAdsLabel ? { googleAds: { id: googleAdsId, checkoutLabel: googleAdsLabel } } : {}),
    },
    ...(privacyUrl ? { privacyUrl: new URL(privacyUrl).href } : {}),
    cspExtraOrigins: [...new Set(splitList(env.VITE_CSP_EXTRA_ORIGINS).map((origin) => new URL(origin).origin))],
  };
}

/** Names of the settings that still point at a reserved example domain. */
export function placeholderSettings(env: Partial<Record<string, string | undefined>>): SettingName[] {
  return SETTING_NAMES.filter((name) => {
    const value = env[name];
    return value !== undefined && URL.canParse(value) && PLACEHOLDER_HOST.test(new URL(value).hostname);
  });
}

let parsedSettings: Settings | undefined;

/**
 * The validated settings of this build, parsed on first use. A function rather than a module constant
 * because `vite.config.ts` imports this file in plain Node, where `import.meta.env` does not exist yet.
 */
export function getSettings(): Settings {
  parsedSettings ??= parseSettings(import.meta.env);
  return parsedSettings;
}
