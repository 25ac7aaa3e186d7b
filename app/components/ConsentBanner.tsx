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
  const button =
    "min-h-11 flex-1 rounded-full border-2 border-white px-5 py-2 text-base font-semibold sm:flex-none hover:bg-white hover:text-slate-950";
  return (
    <template id="consent-banner">
      <section
        data-consent-banner
        aria-label={content.label}
        className="fixed inset-x-0 bottom-0 z-50 border-t data-[placement=top]:top-0 data-[placement=top]:bottom-auto data-[placement=top]:border-t-0 data-[placement=top]:border-b border-white/15 bg-slate-950 px-4 py-3 text-white shadow-2xl sm:px-8"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <p className="text-xs text-slate-200 sm:text-sm">
            {content.text}{" "}
            <a href={privacyHref} className="font-semibold text-white underline underline-offset-2">
              {content.privacyLink}
            </a>
          </p>
          <div className="flex shrink-0 gap-3">
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
