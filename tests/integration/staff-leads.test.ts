import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeadPage } from "~/lib/staff-types";
import { loader as analyticsRoute } from "~/routes/api.quiz-analytics";
import { loader as leadsListRoute } from "~/routes/api.leads";
import { loader as leadsCsvRoute } from "~/routes/api.leads.csv";
import { action as retryRoute } from "~/routes/api.leads.retry";
import { leadDeliveries, leads } from "~/server/db/schema";
import { onLeadStored } from "~/server/lead-events.server";
import { setupAppDatabase } from "./db";
import { type AnyArgs, context, ORIGIN, asRoute, request } from "./staff-helpers";

const analytics = asRoute(analyticsRoute);
const leadsList = asRoute(leadsListRoute);
const leadsCsv = asRoute(leadsCsvRoute);
const retry = asRoute(retryRoute);

const db = setupAppDatabase({ ANALYTICS_PASSWORD: "staff pass 2026" });
const auth = { "x-analytics-password": "staff pass 2026" };

const get = (path: string, loader: (args: AnyArgs) => Promise<Response>) =>
  loader({ request: request(path, { headers: auth }), context: context() } as AnyArgs);

async function insertLead(values: Partial<typeof leads.$inferInsert> = {}, at = new Date()) {
  const [row] = await db()
    .db.insert(leads)
    .values({ source: "quote", name: "Ann", email: "ann@example.com", phone: "07700 900001", createdAt: at, ...values })
    .returning();
  await db()
    .db.insert(leadDeliveries)
    .values([
      { leadId: row!.id, channel: "email", status: "delivered" },
      { leadId: row!.id, channel: "webhook", status: "failed", attempts: 8, lastError: "HTTP 500" },
    ]);
  return row!;
}

describe("GET /api/leads", () => {
  it("pages newest first with each lead's deliveries", async () => {
    const base = Date.parse("2026-05-01T10:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await insertLead({ name: `Lead ${i}` }, new Date(base + i * 1000))).id);
    // Two leads stored at the same instant still page without loss or repeats.
    const twin = new Date(base + 10_000);
    ids.push((await insertLead({ name: "Twin 1" }, twin)).id, (await insertLead({ name: "Twin 2" }, twin)).id);

    const seen: string[] = [];
    let before = "";
    for (let pages = 0; pages < 10; pages++) {
      const res = await get(`/api/leads?limit=2${before ? `&before=${before}` : ""}`, leadsList);
      expect(res.status).toBe(200);
      const page = (await res.json()) as LeadPage;
      seen.push(...page.leads.map((l) => l.id));
      if (!page.nextCursor) break;
      before = page.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const first = (await (await get("/api/leads?limit=1", leadsList)).json()) as LeadPage;
    expect(first.leads[0]!.name).toMatch(/^Twin/);
    expect(first.leads[0]!.deliveries).toEqual([
      expect.objectContaining({ channel: "email", status: "delivered" }),
      expect.objectContaining({ channel: "webhook", status: "failed", attempts: 8, lastError: "HTTP 500" }),
    ]);
  });

  it.each(["limit=0", "limit=101", "limit=abc", "before=not-a-uuid"])("answers 400 for %s", async (query) => {
    const res = await get(`/api/leads?${query}`, leadsList);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "Invalid query", fields: expect.any(Object) });
  });
});

describe("GET /api/leads.csv", () => {
  it("exports a spreadsheet-safe, properly quoted CSV as an attachment", async () => {
    await insertLead({
      name: '=HYPERLINK("http://evil.example","click")',
      email: "eve@example.com",
      phone: "+44 7700 900002",
      message: 'Line one, with comma\nLine "two"',
      address: "@home",
      quizAnswers: { monthlyBill: "100-200" },
    });
    const res = await get("/api/leads.csv", leadsCsv);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A UTF-8 byte-order mark first (Response.text() would silently drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("received,source,name,email,phone,")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(",'+44 7700 900002,");
    expect(text).toContain(",'@home,");
    expect(text).toContain(`"Line one, with comma\nLine ""two"""`);
    expect(text).toContain("monthlyBill: 100-200");
    // One header line plus one line per lead (the multi-line message is quoted, so count records by the id column).
    const total = (await db().db.select().from(leads)).length;
    expect(text.match(/,[0-9a-f-]{36}\r\n/g)).toHaveLength(total);
  });
});

describe("POST /api/leads/:id/deliveries/:channel/retry", () => {
  const call = (id: string, channel: string, headers: Record<string, string> = { ...auth, origin: ORIGIN }) =>
    retry({
      request: request(`/api/leads/${id}/deliveries/${channel}/retry`, { method: "POST", headers }),
      params: { id, channel },
      context: context(),
    } as AnyArgs);

  it("requeues a failed delivery and wakes the worker", async () => {
    const lead = await insertLead();
    const woken: string[] = [];
    const stop = onLeadStored((id) => woken.push(id));
    try {
      const res = await call(lead.id, "webhook");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "pending" });
    } finally {
      stop();
    }
    expect(woken).toEqual([lead.id]);
    const [row] = await db()
      .db.select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, lead.id), eq(leadDeliveries.channel, "webhook")));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Now pending: a second retry is a conflict.
    expect((await call(lead.id, "webhook")).status).toBe(409);
    // A delivered one cannot be retried either.
    expect((await call(lead.id, "email")).status).toBe(409);
  });

  it("validates the id and channel, and answers 404 for an unknown delivery", async () => {
    expect((await call("nope", "email")).status).toBe(400);
    const bad = await call("00000000-0000-4000-8000-000000000000", "fax");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { channel: "must be email or webhook" } });
    expect((await call("00000000-0000-4000-8000-000000000000", "email")).status).toBe(404);
  });

  it("refuses a cross-origin request", async () => {
    const lead = await insertLead();
    expect((await call(lead.id, "webhook", { ...auth, origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("GET /api/quiz-analytics", () => {
  it("answers the funnel with the spec's field names", async () => {
    const res = await get("/api/quiz-analytics?from=2026-01-01&to=2026-12-31&variant=a", analytics);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    for (const key of [
      "totalStarts",
      "formReached",
      "formReachRate",
      "submissions",
      "conversionRate",
      "abandoned",
      "questionDropoff",
      "popularAnswers",
    ]) {
      expect(body).toHaveProperty(key);
    }
    expect(body.filters).toEqual({ from: "2026-01-01", to: "2026-12-31", variant: "a" });
  });

  it.each(["from=2026-13-01", "from=2026-02-30", "to=yesterday", "variant=c", "from=2026-05-02&to=2026-05-01"])(
    "answers 400 for %s",
    async (query) => {
      const res = await get(`/api/quiz-analytics?${query}`, analytics);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: "Invalid filters", fields: expect.any(Object) });
    },
  );
});
