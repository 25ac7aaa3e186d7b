import { describe, expect, it, vi } from "vitest";
import { saveConsent } from "../../app/browser/consent";
import type { RedirectPageData } from "../../app/browser/page-data";
import { countAndLeave } from "../../app/browser/redirect";

const PLAUSIBLE = { domain: "vendas.com.br", scriptUrl: "https://stats.vendas.com.br/js/script.js" };
const NOW = Date.now();

/** A stand-in window: where the page was sent and what beacons it sent. */
function fakePage(granted?: "granted" | "denied") {
  const storage = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  } as unknown as Storage;
  if (granted) saveConsent(localStorage, granted, NOW - 1000);
  const replace = vi.fn();
  const sendBeacon = vi.fn(() => true);
  const page = {
    localStorage,
    location: { href: "https://vendas.com.br/acesso?utm_source=ig", replace },
    navigator: { sendBeacon },
  } as unknown as Window;
  return { page, replace, sendBeacon };
}

const target = "https://app.seudominio.com.br/workspace?x=1";

describe("countAndLeave (the redirect pages)", () => {
  it("leaves with location.replace to exactly the target, with every tool off", () => {
    const { page, replace, sendBeacon } = fakePage();
    countAndLeave({ target, route: "/acesso", asksConsent: false }, page);
    expect(replace.mock.calls).toEqual([[target]]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("counts the redirect in Plausible with a beacon before leaving, when Plausible is the only tool", () => {
    const { page, replace, sendBeacon } = fakePage();
    countAndLeave({ target, route: "/bolos", plausible: PLAUSIBLE, asksConsent: false }, page);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe("https://stats.vendas.com.br/api/event");
    expect(JSON.parse(body)).toEqual({
      name: "redirect",
      url: "https://vendas.com.br/acesso?utm_source=ig",
      domain: "vendas.com.br",
      props: { route: "/bolos" },
    });
    expect(replace).toHaveBeenCalledWith(target);
    expect(sendBeacon.mock.invocationCallOrder[0]).toBeLessThan(replace.mock.invocationCallOrder[0] ?? 0);
  });

  it.each([
    [undefined, 0],
    ["denied", 0],
    ["granted", 1],
  ] as const)("with a consent banner on the site, counts only after 'Aceitar' (choice: %s)", (choice, beacons) => {
    const { page, replace, sendBeacon } = fakePage(choice);
    const data: RedirectPageData = { target, route: "/acesso", plausible: PLAUSIBLE, asksConsent: true };
    countAndLeave(data, page);
    expect(sendBeacon).toHaveBeenCalledTimes(beacons);
    expect(replace).toHaveBeenCalledWith(target);
  });

  it("still leaves when the beacon throws", () => {
    const { page, replace, sendBeacon } = fakePage();
    sendBeacon.mockImplementation(() => {
      throw new TypeError("blocked");
    });
    countAndLeave({ target, route: "/acesso", plausible: PLAUSIBLE, asksConsent: false }, page);
    expect(replace).toHaveBeenCalledWith(target);
  });
});
