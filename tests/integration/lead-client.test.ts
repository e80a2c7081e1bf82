import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { submitLead } from "~/lib/lead-client";
import { action as leadsAction } from "~/routes/api.leads";
import { leads } from "~/server/db/schema";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context } from "./staff-helpers";

/**
 * The browser's lead client against the real POST /api/leads: what it sends
 * is what the server stores, and each of the server's answers comes back as
 * the result the forms read.
 */
const db = setupAppDatabase({ LEAD_RATE_LIMIT_PER_HOUR: "3" });

const chatLead = {
  source: "chat",
  name: "Sian Jones",
  email: "sian@example.com",
  phone: "07700 900123",
  message: "Customer expressed interest through the chatbot",
  conversationHistory: [{ role: "user", content: "Can someone call me?" }],
} as const;

let ip = 0;
beforeEach(() => {
  ip += 1;
  // fetch("/api/leads") in the browser: here, the route's action, from one address per test.
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) =>
    asRoute(leadsAction)({
      request: new Request(new URL(url, "http://site.test"), init),
      params: {},
      context: context(`198.51.100.${ip}`),
    } as AnyArgs),
  );
});
afterEach(() => vi.unstubAllGlobals());

function visit(href: string, referrer = "") {
  const url = new URL(href);
  vi.stubGlobal("window", { location: { pathname: url.pathname, search: url.search } });
  vi.stubGlobal("document", { referrer });
}

describe("submitLead against POST /api/leads", () => {
  it("stores a chat lead from a URL with a 300-character utm_source and a long referrer", async () => {
    visit(
      `http://site.test/solar?utm_source=${"a".repeat(300)}&utm_campaign=Spring Sale!`,
      `https://x.test/${"r".repeat(900)}`,
    );
    const result = await submitLead(chatLead);
    expect(result.ok).toBe(true);
    const [row] = await db()
      .db.select()
      .from(leads)
      .where(eq(leads.id, result.ok ? result.id : ""));
    expect(row).toMatchObject({
      source: "chat",
      page: "/solar",
      utmSource: "a".repeat(64),
      utmCampaign: "Spring-Sale",
    });
    expect(row?.referrer).toHaveLength(500);
  });

  it("answers bad fields with their messages by name", async () => {
    visit("http://site.test/");
    expect(await submitLead({ ...chatLead, email: "nope", phone: "12" })).toEqual({
      ok: false,
      kind: "fields",
      fields: { email: "Please enter a valid email address", phone: "Please enter a valid phone number" },
    });
  });

  it("answers a filled honeypot as a plain failure, naming no field", async () => {
    visit("http://site.test/");
    expect(await submitLead({ ...chatLead, website: "http://spam.test" })).toEqual({
      ok: false,
      kind: "failed",
      status: 400,
    });
  });

  it("answers the address's fourth lead in an hour with the server's sentence", async () => {
    visit("http://site.test/");
    // Different people, so that no rule about repeated submissions is what answers.
    for (const name of ["Ann", "Bob", "Cai"]) expect((await submitLead({ ...chatLead, name })).ok).toBe(true);
    expect(await submitLead({ ...chatLead, name: "Dai" })).toEqual({
      ok: false,
      kind: "tooMany",
      error: expect.stringMatching(/\w/),
    });
  });
});
