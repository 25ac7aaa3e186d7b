/**
 * Stand-in for a Tag Manager container (gtm.js) whose tags come from Google's and Meta's templates: on each
 * data layer event it fires a GA4 event tag and a Meta pixel tag, under the consent the page gave.
 */
import { beacon, isArguments, onDataLayer, pixel, query } from "./send";

const consent: Record<string, string> = {};
const container = new URL((document.currentScript as HTMLScriptElement).src).searchParams.get("id");
pixel(`https://www.googletagmanager.com/a?${query({ id: container })}`);

onDataLayer((entry) => {
  if (isArguments(entry)) {
    const [command, , state] = [...entry];
    if (command === "consent") Object.assign(consent, state);
    return;
  }
  const event = (entry as { event?: string }).event;
  if (!event || event.startsWith("gtm.")) return;
  if (consent.analytics_storage === "granted") {
    beacon(`https://region1.analytics.google.com/g/collect?${query({ tid: "G-FROMGTM", en: event, via: container })}`);
  }
  if (consent.ad_storage === "granted") {
    pixel(`https://www.facebook.com/tr/?${query({ id: "gtm-template", ev: event, via: container })}`);
  }
});
