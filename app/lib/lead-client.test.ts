import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UTM_MAX } from "./attribution";
import { clip, collectAttribution, readLeadResponse, submitLead } from "./lead-client";
import { LIMITS } from "./lead-constants";
import { parseLead } from "./lead-schema";

const chatLead = {
  source: "chat",
  name: "Sian Jones",
  email: "sian@example.com",
  phone: "07700 900123",
  message: "Customer expressed interest through the chatbot",
} as const;

describe("clip", () => {
  it("leaves short text alone and cuts long text at the limit", () => {
    expect(clip("abc", 5)).toBe("abc");
    expect(clip("abcdef", 4)).toBe("abcd");
  });

  it("never ends inside a surrogate pair", () => {
    expect(clip("ab😀", 3)).toBe("ab");
    expect(clip("ab😀", 4)).toBe("ab😀");
  });
});

describe("collectAttribution", () => {
  it("reads the page, the referrer and the campaign tags, normalised", () => {
    expect(
      collectAttribution({
        pathname: "/landing",
        search: "?utm_source=Spring Sale!&utm_medium=cpc&other=1",
        referrer: "https://www.google.com/",
      }),
    ).toEqual({ page: "/landing", referrer: "https://www.google.com/", utm_source: "Spring-Sale", utm_medium: "cpc" });
  });

  it("leaves out an empty referrer; given tags replace the address's", () => {
    expect(collectAttribution({ pathname: "/", search: "?utm_source=a", referrer: "" }, { utm_campaign: "b" })).toEqual(
      {
        page: "/",
        utm_campaign: "b",
      },
    );
  });

  it("bounds a 300-character utm_source, a long path and a long referrer to what the server keeps", () => {
    const a = collectAttribution({
      pathname: `/${"p".repeat(1000)}`,
      search: `?utm_source=${"s".repeat(300)}`,
      referrer: `https://example.com/?q=${"r".repeat(3000)}`,
    });
    expect(a.utm_source).toHaveLength(UTM_MAX);
    expect(a.page).toHaveLength(LIMITS.attribution);
    expect(a.referrer).toHaveLength(LIMITS.referrer);
  });

  it("never makes a valid lead invalid, whatever the address and referrer", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 600, unit: "binary" }),
        fc.string({ maxLength: 600, unit: "binary" }),
        fc.string({ maxLength: 900, unit: "binary" }),
        (path, search, referrer) => {
          const parsed = parseLead({
            ...chatLead,
            ...collectAttribution({ pathname: `/${path}`, search: `?${search}`, referrer }),
          });
          expect(parsed.ok ? "ok" : parsed.fields).toBe("ok");
        },
      ),
    );
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("readLeadResponse", () => {
  it.each([
    ["201 with an id", json(201, { id: "L1" }), { ok: true, id: "L1" }],
    [
      "400 naming fields",
      json(400, {
        error: "Please check the highlighted fields",
        fields: { email: "Please enter a valid email address" },
      }),
      { ok: false, kind: "fields", fields: { email: "Please enter a valid email address" } },
    ],
    [
      "400 naming none (honeypot)",
      json(400, { error: "Submission rejected", fields: {} }),
      { ok: false, kind: "failed", status: 400 },
    ],
    [
      "429",
      json(429, { error: "Too many submissions." }),
      { ok: false, kind: "tooMany", error: "Too many submissions." },
    ],
    ["503", json(503, { error: "Down" }), { ok: false, kind: "failed", status: 503 }],
    [
      "413 from the body reader",
      json(413, { error: "Request body too large" }),
      { ok: false, kind: "failed", status: 413 },
    ],
    [
      "a proxy's HTML page",
      new Response("<h1>Bad gateway</h1>", { status: 502 }),
      { ok: false, kind: "failed", status: 502 },
    ],
    ["201 without an id", json(201, {}), { ok: false, kind: "failed", status: 201 }],
  ])("%s", async (_name, response, expected) => {
    expect(await readLeadResponse(response)).toEqual(expected);
  });
});

describe("submitLead", () => {
  afterEach(() => vi.unstubAllGlobals());

  function browser(href: string, referrer = "") {
    const url = new URL(href);
    vi.stubGlobal("window", { location: { pathname: url.pathname, search: url.search } });
    vi.stubGlobal("document", { referrer });
  }

  it("posts the payload with this page's bounded attribution, which the payload cannot override", async () => {
    browser(`https://site.test/faq?utm_source=${"x".repeat(300)}`, "https://www.bing.com/");
    const fetch = vi.fn(async () => json(201, { id: "L2" }));
    vi.stubGlobal("fetch", fetch);
    const result = await submitLead({ ...chatLead, page: "/forged".repeat(100) });
    expect(result).toEqual({ ok: true, id: "L2" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/leads");
    expect(init.method).toBe("POST");
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      ...chatLead,
      page: "/faq",
      referrer: "https://www.bing.com/",
      utm_source: "x".repeat(UTM_MAX),
    });
    expect(parseLead(body).ok).toBe(true);
  });

  it("uses the given campaign tags instead of the address's", async () => {
    browser("https://site.test/landing?utm_source=url");
    const fetch = vi.fn(async () => json(201, { id: "L3" }));
    vi.stubGlobal("fetch", fetch);
    await submitLead(chatLead, { utm: { utm_source: "stored" } });
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.utm_source).toBe("stored");
  });

  it("answers a network failure with `failed`, never a throw", async () => {
    browser("https://site.test/");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await submitLead(chatLead)).toEqual({ ok: false, kind: "failed", status: null });
  });
});
