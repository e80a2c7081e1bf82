import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CLICK_IDS_KEY,
  cookieDomains,
  FIRST_TOUCH_KEY,
  forgetMarketing,
  keepClickIds,
  LAST_TOUCH_KEY,
  recordLanding,
  rememberedAttribution,
  resetLandingForTests,
} from "./attribution-store";

/** A browser's local storage and cookie jar, enough for the store. */
function fakeBrowser() {
  const items = new Map<string, string>();
  const cookies = new Map<string, string>();
  const written: string[] = [];
  vi.stubGlobal("window", {
    location: { hostname: "www.cymrusolar.example" },
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    },
  });
  vi.stubGlobal("document", {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(text: string) {
      written.push(text);
      const [pair] = text.split(";");
      const [name, value] = pair!.split("=");
      if (/max-age=0/i.test(text)) cookies.delete(name!);
      else cookies.set(name!, value!);
    },
  });
  return { items, cookies, written };
}

const ORIGIN = "https://www.cymrusolar.example";
const land = (path: string, consent: "accepted" | "rejected" | null, referrer = "", now = new Date()) => {
  resetLandingForTests();
  const url = new URL(path, ORIGIN);
  recordLanding({ pathname: url.pathname, search: url.search, referrer, origin: ORIGIN }, consent, now);
};

let browser: ReturnType<typeof fakeBrowser>;
beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("attribution store", () => {
  it("keeps the first landing as first touch and the latest campaign landing as last touch", () => {
    land("/solar?utm_source=facebook&utm_term=battery", null, "https://m.facebook.com/");
    land("/about", null, `${ORIGIN}/solar`);
    land("/contact-us?utm_source=google&utm_content=ad 2", null, "https://www.google.com/");
    land("/faq", null);
    const { utm, fields } = rememberedAttribution(null);
    expect(fields).toEqual({
      marketing_consent: false,
      first_touch: {
        utm_source: "facebook",
        utm_term: "battery",
        landing_page: "/solar",
        referrer: "https://m.facebook.com/",
      },
      landing_page: "/contact-us",
    });
    expect(utm).toEqual({ utm_source: "google", utm_content: "ad-2" });
  });

  it("writes no click id without consent, keeps this landing's on acceptance, forgets them on withdrawal", () => {
    land("/?gclid=Cj0-abc&fbclid=IwAR-def", null);
    expect(browser.items.has(CLICK_IDS_KEY)).toBe(false);
    expect(JSON.stringify([...browser.items])).not.toContain("Cj0-abc");
    expect(rememberedAttribution("rejected").fields).not.toHaveProperty("gclid");

    keepClickIds();
    browser.cookies.set("_fbp", "fb.1.2.3");
    expect(rememberedAttribution("accepted").fields).toMatchObject({
      marketing_consent: true,
      gclid: "Cj0-abc",
      fbclid: "IwAR-def",
      fbp: "fb.1.2.3",
    });

    forgetMarketing();
    expect(browser.items.has(CLICK_IDS_KEY)).toBe(false);
    expect(browser.cookies.size).toBe(0);
    // Expired on the host and on each parent domain the pixel may have used.
    expect(browser.written).toContain("_fbc=; Max-Age=0; path=/; domain=cymrusolar.example");
    expect(rememberedAttribution("accepted").fields).not.toHaveProperty("gclid");
  });

  it("forgets touches after 90 days and normalises whatever storage holds", () => {
    const then = new Date("2026-01-01T00:00:00Z");
    land("/solar?utm_source=old", "accepted", "", then);
    expect(rememberedAttribution(null, new Date("2026-03-01T00:00:00Z")).fields.first_touch).toEqual({
      utm_source: "old",
      landing_page: "/solar",
    });
    expect(rememberedAttribution(null, new Date("2026-05-01T00:00:00Z")).fields).toEqual({ marketing_consent: false });

    browser.items.set(
      LAST_TOUCH_KEY,
      JSON.stringify({ at: Date.now(), value: { utm_source: "<b>x</b>", landing_page: "/a\nb", extra: "dropped" } }),
    );
    browser.items.set(FIRST_TOUCH_KEY, "not json");
    expect(rememberedAttribution(null)).toEqual({ utm: { utm_source: "b-x-b" }, fields: { marketing_consent: false } });
  });

  it("lists the host and every parent domain for cookies", () => {
    expect(cookieDomains("www.cymrusolar.example")).toEqual(["www.cymrusolar.example", "cymrusolar.example"]);
  });
});
