/** The redirect routes: path → the setting that holds where each one sends the browser. */
export const REDIRECT_PATHS = ["/acesso", "/bolos"] as const;
export type RedirectPath = (typeof REDIRECT_PATHS)[number];

/** The company pages the footer links to. One URL each, never with a trailing slash. */
export const ABOUT_PATH = "/sobre";
export const CONTACT_PATH = "/contato";
export const TERMS_PATH = "/termos";
/** The privacy notice; the cookie banner links here too. */
export const PRIVACY_PATH = "/privacidade";
export const COMPANY_PAGE_PATHS = [ABOUT_PATH, CONTACT_PATH, TERMS_PATH, PRIVACY_PATH] as const;
export type CompanyPagePath = (typeof COMPANY_PAGE_PATHS)[number];

/** The catch-all route is prerendered here and copied to /404.html at the end of the build. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export const PRERENDERED_PATHS = ["/", ...REDIRECT_PATHS, ...COMPANY_PAGE_PATHS, NOT_FOUND_PRERENDER_PATH] as const;
