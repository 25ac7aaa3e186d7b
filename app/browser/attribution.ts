/** Campaign parameters passed on from the landing address to the checkout, and nothing else. */
export const ATTRIBUTION_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
] as const;

export const MAX_ATTRIBUTION_VALUE_LENGTH = 200;

/**
 * The checkout link with the visitor's campaign parameters added (a visitor's value replaces one of the same
 * name already in the link). Values that are empty, too long or carry control characters are dropped.
 */
export function withAttribution(checkoutHref: string, pageSearch: string): string {
  const target = new URL(checkoutHref);
  const incoming = new URLSearchParams(pageSearch);
  for (const name of ATTRIBUTION_PARAMS) {
    const value = incoming.get(name);
    if (!value || value.length > MAX_ATTRIBUTION_VALUE_LENGTH) continue;
    let hasControlCharacter = false;
    for (let index = 0; index < value.length; index++) {
      const code = value.charCodeAt(index);
      if (code < 0x20 || code === 0x7f) hasControlCharacter = true;
    }
    if (!hasControlCharacter) target.searchParams.set(name, value);
  }
  return target.href;
}
