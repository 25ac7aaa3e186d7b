/**
 * The consent banner. Its markup is prerendered by app/components/ConsentBanner.tsx inside a `<template>`
 * (inert: no layout, no paint, nothing without JavaScript); this module puts a copy on the page when the
 * visitor has to choose, and takes it away once they have.
 */
import type { ConsentChoice } from "./consent";

export const CONSENT_BANNER_TEMPLATE_ID = "consent-banner";
/** Buttons inside the banner carry the choice they make. */
export const CHOICE_ATTRIBUTE = "data-consent-choice";
/** The footer's "Preferências de cookies" control. */
export const REOPEN_ATTRIBUTE = "data-consent-reopen";

export interface BannerOptions {
  /** Move keyboard focus into the banner: when the visitor asked for it, never on arrival. */
  focus: boolean;
  onChoice: (choice: ConsentChoice) => void;
}

/** Shows the banner (or focuses it when it is already open); returns it, or nothing if the page has no template. */
export function showConsentBanner(doc: Document, { focus, onChoice }: BannerOptions): HTMLElement | undefined {
  const open = doc.querySelector<HTMLElement>(`[${CHOICE_ATTRIBUTE}]`)?.closest<HTMLElement>("[data-consent-banner]");
  const template = doc.getElementById(CONSENT_BANNER_TEMPLATE_ID);
  const banner =
    open ??
    (template instanceof HTMLTemplateElement
      ? (template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined)
      : undefined);
  if (!banner) return undefined;
  if (!open) {
    for (const button of banner.querySelectorAll<HTMLButtonElement>(`[${CHOICE_ATTRIBUTE}]`)) {
      button.addEventListener("click", () => {
        banner.remove();
        onChoice(button.getAttribute(CHOICE_ATTRIBUTE) === "granted" ? "granted" : "denied");
      });
    }
    doc.body.append(banner);
    placeClearOfCallToAction(doc, banner);
  }
  if (focus) banner.querySelector<HTMLButtonElement>(`[${CHOICE_ATTRIBUTE}]`)?.focus();
  return banner;
}

/**
 * The banner sits at the bottom of the window, unless there it would hide the hero's "Testar grátis" link (short
 * phone screens, e.g. 360 × 640): then it moves to the top. Fixed either way, so nothing on the page shifts.
 */
function placeClearOfCallToAction(doc: Document, banner: HTMLElement): void {
  const cta = doc.querySelector("a[data-cta]")?.getBoundingClientRect();
  const box = banner.getBoundingClientRect();
  if (cta && cta.bottom > box.top && cta.top < box.bottom) banner.dataset.placement = "top";
}
