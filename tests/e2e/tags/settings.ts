/**
 * The second e2e build: every measurement and ad tool on (issue 10). playwright.config.ts builds the site with
 * these settings into build-tags/ and serves it on its own port for the tags-* projects.
 */
export const EVERY_TOOL_ON = {
  VITE_PLAUSIBLE_DOMAIN: "vendas.example.com",
  VITE_GTM_ID: "GTM-ABC1234",
  VITE_META_PIXEL_ID: "123456789012345",
  VITE_GA4_ID: "G-ABC123DEF4",
  VITE_GOOGLE_ADS_ID: "AW-123456789",
  VITE_GOOGLE_ADS_CHECKOUT_LABEL: "AbC-D_efG-h12_34-567",
} as const;

export const TAGS_BUILD_DIR = "build-tags";
