import type { consentBanner } from "../content/consent";

interface ConsentBannerProps {
  content: typeof consentBanner;
  /** The privacy policy: VITE_PRIVACY_URL, or the site's own page. */
  privacyHref: string;
}

/**
 * The LGPD consent banner, prerendered inside a `<template>`: inert and invisible until app/browser/tags.ts puts
 * a copy on the page for a visitor who has not chosen yet. Without JavaScript there is no banner and no tag.
 * Fixed to the bottom (or the top, when the bottom would hide the hero's call to action: consent-banner.ts), it
 * shifts nothing; "Aceitar" and "Recusar" are the same size and weight.
 */
export function ConsentBanner({ content, privacyHref }: ConsentBannerProps) {
  // The hero's secondary button, twice: neither choice stands out over the other.
  const button =
    "inline-flex min-h-12 items-center justify-center rounded-full border border-white/25 px-6 py-3 text-base font-semibold text-white hover:bg-white/10";
  return (
    <template id="consent-banner">
      <section
        data-consent-banner=""
        aria-label={content.label}
        className="fixed inset-x-0 bottom-0 z-50 border-t border-white/10 bg-slate-950 px-4 py-3 text-white data-[placement=top]:top-0 data-[placement=top]:bottom-auto sm:px-8"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-xs text-slate-300">
            {content.text}{" "}
            <a href={privacyHref} className="font-semibold text-white underline underline-offset-4">
              {content.privacyLink}
            </a>
          </p>
          <div className="grid shrink-0 grid-cols-2 gap-3">
            <button type="button" data-consent-choice="granted" className={button}>
              {content.accept}
            </button>
            <button type="button" data-consent-choice="denied" className={button}>
              {content.reject}
            </button>
          </div>
        </div>
      </section>
    </template>
  );
}
