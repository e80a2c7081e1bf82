/** The inbox's update form (intent=update), as its fetcher and a browser without JavaScript post it. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as sessionRoute } from "~/routes/api.staff.session";
import { action as inboxAction, loader as inboxLoader } from "~/routes/quiz-analytics.inbox";
import { leadNotes, leads } from "~/server/db/schema";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, cookieOf, jsonPost, ORIGIN, request } from "./staff-helpers";

const PASSWORD = "pipeline staff password";
const db = setupAppDatabase({ ANALYTICS_PASSWORD: PASSWORD });
const session = asRoute(sessionRoute);
type Answer = Response & { data?: { ok?: true; error?: string }; init?: { status?: number } | null };
const action = asRoute(inboxAction) as unknown as (args: AnyArgs) => Promise<Answer>;

async function logIn(): Promise<string> {
  const res = await session({
    request: jsonPost("/api/staff/session", { password: PASSWORD }),
    context: context(),
  } as AnyArgs);
  return cookieOf(res);
}

const post = (cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  action({
    request: request("/quiz-analytics?index", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie, ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  } as AnyArgs);

const statusOf = (a: Answer) => a.init?.status ?? a.status ?? 200;

async function insertLead(name: string, createdAt = new Date()) {
  const [row] = await db()
    .db.insert(leads)
    .values({ source: "quote", name, email: "x@example.com", phone: "07700 900001", createdAt })
    .returning();
  return row!;
}

describe("the inbox's pipeline form", () => {
  it("moves a lead and adds a note, blanks left out; refusals are in words and save nothing", async () => {
    const cookie = await logIn();
    const lead = await insertLead("Form Lead");
    const base = { intent: "update", leadId: lead.id, lostReason: "", valueGbp: "", note: "" };

    const contacted = await post(cookie, { ...base, status: "contacted", note: "Rang at 10" });
    expect(statusOf(contacted)).toBe(200);
    expect(contacted.data).toMatchObject({ ok: true });
    let row = (await db().db.select().from(leads).where(eq(leads.id, lead.id)))[0]!;
    expect(row.status).toBe("contacted");
    expect(row.firstContactedAt).not.toBeNull();

    const refusedValue = await post(cookie, { ...base, status: "quoted", valueGbp: "900", note: "not kept" });
    expect(statusOf(refusedValue)).toBe(400);
    expect(refusedValue.data?.error).toBe("A value can only be given for a won lead");
    const typo = await post(cookie, { ...base, status: "won", valueGbp: "8,450" });
    expect(statusOf(typo)).toBe(400);
    expect(typo.data?.error).toMatch(/whole number of pounds/);
    expect(statusOf(await post(cookie, { ...base, status: "lost" }))).toBe(400);
    expect(statusOf(await post(cookie, { ...base, status: "sold" }))).toBe(400);
    row = (await db().db.select().from(leads).where(eq(leads.id, lead.id)))[0]!;
    expect(row.status).toBe("contacted");

    expect(statusOf(await post(cookie, { ...base, status: "won", valueGbp: "8450" }))).toBe(200);
    row = (await db().db.select().from(leads).where(eq(leads.id, lead.id)))[0]!;
    expect(row).toMatchObject({ status: "won", valueGbp: 8450 });
    const notes = await db().db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id));
    expect(notes.map((n) => n.text)).toEqual(["Rang at 10"]);

    // The page then lists it with its status, first contact and notes.
    const loaded = (await inboxLoader({
      request: request("/quiz-analytics?index&status=won", { headers: { cookie } }),
    } as AnyArgs)) as {
      data: { leads: { id: string; status: string; notes: { text: string }[] }[]; now: string };
    };
    expect(loaded.data.leads.map((l) => l.id)).toEqual([lead.id]);
    expect(loaded.data.leads[0]!.notes[0]!.text).toBe("Rang at 10");
    expect(Date.parse(loaded.data.now)).not.toBeNaN();
  });

  it("answers 404 for no such lead, 403 cross-site, and sends an ended session back to the gate", async () => {
    const cookie = await logIn();
    const lead = await insertLead("Guarded Lead");
    const fields = { intent: "update", leadId: lead.id, status: "contacted" };
    expect(statusOf(await post(cookie, { ...fields, leadId: "8d4b5f7e-0000-4000-8000-000000000000" }))).toBe(404);
    expect(statusOf(await post(cookie, { ...fields, leadId: "nope" }))).toBe(404);
    expect(
      statusOf(await post(cookie, fields, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })),
    ).toBe(403);
    const noSession = await post("", fields);
    expect(noSession.status).toBe(302);
    expect(noSession.headers.get("location")).toBe("/quiz-analytics");
    const row = (await db().db.select().from(leads).where(eq(leads.id, lead.id)))[0]!;
    expect(row.status).toBe("new");
  });
});
