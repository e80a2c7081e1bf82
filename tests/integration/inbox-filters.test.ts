/**
 * GET /api/leads filtered by source and by Europe/London day (from/to), alone
 * and with status and search, paging through the filtered list; bad values 400.
 */
import { describe, expect, it } from "vitest";
import type { LeadPage } from "~/lib/staff-types";
import { loader as leadsListRoute } from "~/routes/api.leads";
import { action as sessionRoute } from "~/routes/api.staff.session";
import { loader as inboxLoader } from "~/routes/quiz-analytics.inbox";
import { leads } from "~/server/db/schema";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, cookieOf, jsonPost, request } from "./staff-helpers";

const list = asRoute(leadsListRoute);
const db = setupAppDatabase({ ANALYTICS_PASSWORD: "filters pass 2026" });
const auth = { "x-analytics-password": "filters pass 2026" };

const get = (query: string) =>
  list({ request: request(`/api/leads${query}`, { headers: auth }), context: context() } as AnyArgs);

async function page(query: string): Promise<LeadPage> {
  const res = await get(query);
  expect(res.status, query).toBe(200);
  return (await res.json()) as LeadPage;
}
const names = async (query: string) => (await page(query)).leads.map((l) => l.name);

async function seed() {
  await db().db.delete(leads);
  const at = (iso: string) => new Date(iso);
  await db()
    .db.insert(leads)
    .values([
      // 30 June 23:30 UTC is already 1 July in London (BST).
      {
        source: "quiz",
        name: "Quiz July",
        email: "a@example.com",
        phone: "07700 900001",
        createdAt: at("2026-06-30T23:30:00Z"),
      },
      {
        source: "quiz",
        name: "Quiz June",
        email: "b@example.com",
        phone: "07700 900002",
        createdAt: at("2026-06-30T22:30:00Z"),
      },
      // 23:59 GMT on 1 December is still 1 December in London.
      {
        source: "contact",
        name: "Contact Dec",
        email: "c@example.com",
        phone: "07700 900003",
        createdAt: at("2026-12-01T23:59:00Z"),
      },
      {
        source: "chat",
        name: "Chat Dec",
        email: "d@example.com",
        phone: "07700 900004",
        createdAt: at("2026-12-02T00:00:00Z"),
        status: "contacted",
      },
      {
        source: "booking",
        name: "Booking Dec",
        email: "e@example.com",
        phone: "07700 900005",
        createdAt: at("2026-12-02T10:00:00Z"),
      },
      {
        source: "quote",
        name: "Quote Rhys",
        email: "rhys@example.com",
        phone: "07700 900006",
        createdAt: at("2026-12-03T10:00:00Z"),
      },
    ]);
}

describe("GET /api/leads filters", () => {
  it("filters by source, by London day and by both with status and search", async () => {
    await seed();
    expect(await names("?source=quiz")).toEqual(["Quiz July", "Quiz June"]);
    expect(await names("?source=booking")).toEqual(["Booking Dec"]);
    // Days are Europe/London days, in summer and in winter.
    expect(await names("?from=2026-07-01&to=2026-07-01")).toEqual(["Quiz July"]);
    expect(await names("?to=2026-06-30")).toEqual(["Quiz June"]);
    expect(await names("?from=2026-12-01&to=2026-12-01")).toEqual(["Contact Dec"]);
    expect(await names("?from=2026-12-02")).toEqual(["Quote Rhys", "Booking Dec", "Chat Dec"]);
    // Combined with each other, with status and with the search.
    expect(await names("?source=quiz&from=2026-07-01")).toEqual(["Quiz July"]);
    expect(await names("?source=chat&status=contacted&from=2026-12-02&to=2026-12-02")).toEqual(["Chat Dec"]);
    expect(await names("?source=chat&status=new")).toEqual([]);
    expect(await names("?q=rhys&from=2026-12-03&source=quote")).toEqual(["Quote Rhys"]);
    expect(await names("?q=rhys&to=2026-12-02")).toEqual([]);
    // Blank fields (as the form sends them) mean no filter.
    expect(await names("?source=&from=&to=&status=&q=")).toHaveLength(6);
  });

  it("pages through the filtered leads only, neither skipping nor repeating", async () => {
    await seed();
    const seen: string[] = [];
    let query = "?from=2026-12-01&to=2026-12-31&limit=1";
    for (;;) {
      const p = await page(query);
      seen.push(...p.leads.map((l) => l.name));
      if (!p.nextCursor) break;
      query = `?from=2026-12-01&to=2026-12-31&limit=1&before=${p.nextCursor}`;
    }
    expect(seen).toEqual(["Quote Rhys", "Booking Dec", "Chat Dec", "Contact Dec"]);
    const first = await page("?source=quiz&limit=1");
    expect(first.leads.map((l) => l.name)).toEqual(["Quiz July"]);
    const second = await page(`?source=quiz&limit=1&before=${first.nextCursor}`);
    expect(second.leads.map((l) => l.name)).toEqual(["Quiz June"]);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a bad source or date with a 400 naming the field", async () => {
    const cases: [string, string, string][] = [
      ["?source=email", "source", "must be one of contact, quote, quiz, chat, booking"],
      ["?from=2026-13-01", "from", "must be a real date"],
      ["?to=yesterday", "to", "must be a date as YYYY-MM-DD"],
      ["?from=2026-12-02&to=2026-12-01", "to", "must not be before from"],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field], query).toBe(message);
    }
  });
});

describe("the inbox page's filters", () => {
  type Loaded = {
    data: { leads?: { name: string }[]; filters?: object; errors?: Record<string, string> };
    init?: { status?: number };
  };
  async function load(path: string): Promise<Loaded> {
    const res = await asRoute(sessionRoute)({
      request: jsonPost("/api/staff/session", { password: "filters pass 2026" }),
      context: context(),
    } as AnyArgs);
    const cookie = cookieOf(res);
    return (await inboxLoader({ request: request(path, { headers: { cookie } }) } as AnyArgs)) as Loaded;
  }

  it("gives the leads matching the address's filters and echoes them for the form and Load more", async () => {
    await seed();
    const { data } = await load("/quiz-analytics?index&source=quiz&from=2026-07-01&to=2026-07-31&limit=20");
    expect(data.leads!.map((l) => l.name)).toEqual(["Quiz July"]);
    expect(data.filters).toEqual({ source: "quiz", from: "2026-07-01", to: "2026-07-31" });
  });

  it("answers 400 naming the bad filter", async () => {
    const loaded = await load("/quiz-analytics?index&source=fax&to=2026-02-30");
    expect(loaded.init?.status).toBe(400);
    expect(loaded.data.errors).toEqual({
      source: "must be one of contact, quote, quiz, chat, booking",
      to: "must be a real date",
    });
  });
});
