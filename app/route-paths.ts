/** The redirect routes: path → the setting that holds where each one sends the browser. */
export const REDIRECT_PATHS = ["/acesso", "/bolos"] as const;
export type RedirectPath = (typeof REDIRECT_PATHS)[number];

/** The catch-all route is prerendered here and copied to /404.html at the end of the build. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export const PRERENDERED_PATHS = ["/", ...REDIRECT_PATHS, NOT_FOUND_PRERENDER_PATH] as const;

/** The site's own privacy policy, linked from the consent banner unless VITE_PRIVACY_URL points elsewhere. */
export const PRIVACY_PATH = "/privacidade";
