/**
 * Stand-in for gtag.js (GA4 and Google Ads), served by the e2e suite instead of Google's script. It reads the
 * page's data layer like gtag.js does, honours Consent Mode, and reports where Google's tags report to.
 */
import { beacon, isArguments, onDataLayer, pixel, post, query } from "./send";

const consent: Record<string, string> = {};
const targets: string[] = [];

function send(target: string, name: string, params: Record<string, unknown>): void {
  if (target.startsWith("G-")) {
    if (consent.analytics_storage !== "granted") return;
    beacon(`https://region1.google-analytics.com/g/collect?${query({ v: "2", tid: target, en: name, ep: params })}`);
  } else if (target.startsWith("AW-")) {
    if (consent.ad_storage !== "granted") return;
    const [account, label = ""] = target.slice(3).split("/");
    if (name === "conversion") {
      // As Google's CSP guide lists them: the conversion is a request to googleadservices (connect-src), and
      // the first-party conversion ping an image on www.google.com (img-src).
      post(`https://www.googleadservices.com/pagead/conversion/${account}/?${query({ label, ...params })}`, "");
      pixel(`https://www.google.com/pagead/1p-conversion/${account}/?${query({ label })}`);
    } else {
      pixel(`https://googleads.g.doubleclick.net/pagead/viewthroughconversion/${account}/?${query({ en: name })}`);
      pixel(`https://www.google.com.br/pagead/1p-user-list/${account}/?${query({ en: name })}`);
      const frame = document.createElement("iframe");
      frame.hidden = true;
      frame.src = `https://td.doubleclick.net/td/rul/${account}`;
      document.body.append(frame);
    }
  }
}

onDataLayer((entry) => {
  if (!isArguments(entry)) return;
  const [command, first, second] = [...entry] as [string, unknown, unknown];
  if (command === "consent") Object.assign(consent, second);
  else if (command === "config" && typeof first === "string") {
    targets.push(first);
    send(first, "page_view", {});
  } else if (command === "event" && typeof first === "string") {
    const params = (second ?? {}) as Record<string, unknown>;
    const sendTo = typeof params.send_to === "string" ? [params.send_to] : targets;
    for (const target of sendTo) send(target, first, params);
  }
});
