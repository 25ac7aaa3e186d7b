import { describe, expect, it } from "vitest";
import { withAttribution } from "../../app/browser/attribution";

const CHECKOUT = "https://checkout.example.com/pro-7-dias";
const paramsOf = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe("withAttribution (campaign parameters onto the checkout link)", () => {
  it("carries every UTM parameter and the Google and Meta click ids", () => {
    const search =
      "?utm_source=instagram&utm_medium=paid&utm_campaign=black-friday&utm_term=copy&utm_content=reels-1&gclid=G1&fbclid=F1";
    expect(paramsOf(withAttribution(CHECKOUT, search))).toEqual({
      utm_source: "instagram",
      utm_medium: "paid",
      utm_campaign: "black-friday",
      utm_term: "copy",
      utm_content: "reels-1",
      gclid: "G1",
      fbclid: "F1",
    });
  });

  it("keeps the checkout's own parameters and lets the visitor's campaign replace one of the same name", () => {
    const href = withAttribution(`${CHECKOUT}?plan=pro&utm_source=site`, "?utm_source=whatsapp");
    expect(paramsOf(href)).toEqual({ plan: "pro", utm_source: "whatsapp" });
    expect(new URL(href).origin + new URL(href).pathname).toBe(CHECKOUT);
  });

  it("copies nothing outside the allowlist", () => {
    const href = withAttribution(CHECKOUT, "?utm_source=ig&token=secret&redirect=https://evil.example&ref=x");
    expect(paramsOf(href)).toEqual({ utm_source: "ig" });
  });

  it("drops values over 200 characters, with control characters, or empty", () => {
    const search = new URLSearchParams({
      utm_source: "a".repeat(201),
      utm_medium: "line\nbreak",
      utm_campaign: "nul\u0000byte",
      utm_term: "",
      utm_content: "b".repeat(200),
    });
    expect(paramsOf(withAttribution(CHECKOUT, `?${search}`))).toEqual({ utm_content: "b".repeat(200) });
  });

  it("URL-encodes hostile values so the link stays a valid URL to the checkout host", () => {
    const hostile = `"><script>alert(1)</script>&x=javascript:alert(1)#frag`;
    const href = withAttribution(CHECKOUT, `?${new URLSearchParams({ utm_campaign: hostile })}`);
    const url = new URL(href);
    expect(url.host).toBe("checkout.example.com");
    expect(url.protocol).toBe("https:");
    expect(url.hash).toBe("");
    expect(paramsOf(href)).toEqual({ utm_campaign: hostile });
    expect(href).not.toContain("<");
    expect(href).not.toContain('"');
  });

  it("leaves the link as it was when the visitor brings no campaign", () => {
    expect(withAttribution(CHECKOUT, "")).toBe(CHECKOUT);
  });
});
