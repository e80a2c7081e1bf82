import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PIPELINE_LIMITS } from "~/lib/lead-constants";
import type { LeadPage, StaffLead } from "~/lib/staff-types";
import { action as patchRoute, loader as patchLoader } from "~/routes/api.leads.id";
import { loader as leadsListRoute } from "~/routes/api.leads";
import { leadNotes, leads } from "~/server/db/schema";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, ORIGIN, request } from "./staff-helpers";

const patch = asRoute(patchRoute);
const list = asRoute(leadsListRoute);
const db = setupAppDatabase({ ANALYTICS_PASSWORD: "staff pass 2026" });
const auth = { "x-analytics-password": "staff pass 2026" };

async function insertLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await db()
    .db.insert(leads)
    .values({ source: "quote", name: "Ann Evans", email: "ann@example.com", phone: "07700 900001", ...values })
    .returning();
  return row!;
}

function send(id: string, body: unknown, headers: Record<string, string> = auth) {
  return patch({
    request: request(`/api/leads/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
      body: JSON.stringify(body),
    }),
    params: { id },
    context: context(),
  } as AnyArgs);
}

async function ok(id: string, body: unknown): Promise<StaffLead> {
  const res = await send(id, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as StaffLead;
}

async function refused(id: string, body: unknown, status = 400): Promise<{ error: string; fields?: object }> {
  const res = await send(id, body);
  expect(res.status).toBe(status);
  return (await res.json()) as { error: string };
}

const stored = async (id: string) => (await db().db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe("PATCH /api/leads/:id", () => {
  it("walks a lead from new to won, recording the first contact once", async () => {
    const lead = await insertLead();
    expect(lead.status).toBe("new");
    expect(lead.firstContactedAt).toBeNull();

    const before = Date.now();
    const contacted = await ok(lead.id, { status: "contacted" });
    expect(contacted.status).toBe("contacted");
    const first = contacted.firstContactedAt!;
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first)).toBeLessThanOrEqual(Date.now() + 1000);

    for (const status of ["survey_booked", "quoted"] as const) {
      const moved = await ok(lead.id, { status });
      expect(moved.status).toBe(status);
      expect(moved.firstContactedAt).toBe(first);
    }
    const won = await ok(lead.id, { status: "won", valueGbp: 8450 });
    expect(won).toMatchObject({ status: "won", valueGbp: 8450, firstContactedAt: first, lostReason: null });
    // Back to new (a slip) and out again: the first contact stays the first.
    await ok(lead.id, { status: "new" });
    expect((await ok(lead.id, { status: "contacted" })).firstContactedAt).toBe(first);
    expect((await stored(lead.id)).valueGbp).toBeNull();
  });

  it("records first contact whichever status the lead first moves to", async () => {
    const lead = await insertLead();
    const lost = await ok(lead.id, { status: "lost", lostReason: "price" });
    expect(lost).toMatchObject({ status: "lost", lostReason: "price" });
    expect(lost.firstContactedAt).not.toBeNull();
    // A note alone neither moves the lead nor counts as contact.
    const other = await insertLead();
    const noted = await ok(other.id, { note: "Left a voicemail" });
    expect(noted).toMatchObject({ status: "new", firstContactedAt: null });
  });

  it("keeps a value only on won and a reason only on lost", async () => {
    const lead = await insertLead();
    expect((await refused(lead.id, { valueGbp: 100 })).error).toMatch(/won/);
    expect((await refused(lead.id, { status: "quoted", valueGbp: 100 })).error).toMatch(/won/);
    expect((await refused(lead.id, { status: "contacted", lostReason: "price" })).error).toMatch(/lost lead/);
    expect((await refused(lead.id, { status: "lost" })).error).toMatch(/needs a reason/);
    expect((await refused(lead.id, { status: "lost", lostReason: "too dear" })).error).toMatch(/Unknown lost reason/);
    expect((await refused(lead.id, { status: "won", valueGbp: -1 })).fields).toHaveProperty("valueGbp");
    expect((await refused(lead.id, { status: "won", valueGbp: 12.5 })).fields).toHaveProperty("valueGbp");
    expect((await refused(lead.id, { status: "won", valueGbp: "900" })).fields).toHaveProperty("valueGbp");
    await refused(lead.id, { status: "won", valueGbp: PIPELINE_LIMITS.valueGbp + 1 });
    // Nothing half-saved by the refusals.
    expect(await stored(lead.id)).toMatchObject({ status: "new", firstContactedAt: null, valueGbp: null });

    await ok(lead.id, { status: "lost", lostReason: "went_elsewhere" });
    // Still lost: the reason can change on its own; leaving lost drops it.
    expect((await ok(lead.id, { lostReason: "timing" })).lostReason).toBe("timing");
    const won = await ok(lead.id, { status: "won" });
    expect(won).toMatchObject({ status: "won", lostReason: null, valueGbp: null });
    expect((await ok(lead.id, { valueGbp: 12000 })).valueGbp).toBe(12000);
    expect((await ok(lead.id, { valueGbp: null })).valueGbp).toBeNull();
  });

  it("refuses an unknown status, unknown fields and an empty update", async () => {
    const lead = await insertLead();
    expect((await refused(lead.id, { status: "signed" })).error).toBe("Unknown status");
    expect((await refused(lead.id, { status: "NEW" })).error).toBe("Unknown status");
    await refused(lead.id, {});
    await refused(lead.id, { status: "contacted", createdAt: "2020-01-01" });
    await refused(lead.id, ["contacted"]);
    expect((await stored(lead.id)).status).toBe("new");
  });

  it("timestamps notes and refuses empty, long or unstorable ones", async () => {
    const lead = await insertLead();
    const first = await ok(lead.id, { note: "  Called, no answer  " });
    await new Promise((r) => setTimeout(r, 5));
    const second = await ok(lead.id, { status: "contacted", note: "Spoke to Ann;\nwants a survey" });
    expect(first.notes.map((n) => n.text)).toEqual(["Called, no answer"]);
    expect(second.notes.map((n) => n.text)).toEqual(["Called, no answer", "Spoke to Ann;\nwants a survey"]);
    const [a, b] = second.notes;
    expect(Date.parse(a!.createdAt)).toBeLessThan(Date.parse(b!.createdAt));

    expect((await refused(lead.id, { note: "   " })).error).toBe("The note is empty");
    expect((await refused(lead.id, { note: "x".repeat(PIPELINE_LIMITS.note + 1) })).error).toMatch(/at most/);
    await ok(lead.id, { note: "é".repeat(PIPELINE_LIMITS.note) });
    await refused(lead.id, { note: "bad\u0000byte" });
    await refused(lead.id, { note: 42 });
    // A refused status change with a valid note saves neither.
    await refused(lead.id, { status: "quoted", valueGbp: 5, note: "should not stay" });
    const notes = await db().db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id));
    expect(notes).toHaveLength(3);
    expect((await stored(lead.id)).status).toBe("contacted");
  });

  it("answers 404, 401, 405 and 415 where due", async () => {
    const lead = await insertLead();
    expect((await send("8d4b5f7e-0000-4000-8000-000000000000", { status: "contacted" })).status).toBe(404);
    expect((await send("not-a-uuid", { status: "contacted" })).status).toBe(404);
    expect((await send(lead.id, { status: "contacted" }, {})).status).toBe(401);
    expect((await send(lead.id, { status: "contacted" }, { "x-analytics-password": "wrong" })).status).toBe(401);
    expect((await stored(lead.id)).status).toBe("new");
    const get = await asRoute(patchLoader)({ request: request(`/api/leads/${lead.id}`) } as AnyArgs);
    expect(get.status).toBe(405);
    const form = await patch({
      request: request(`/api/leads/${lead.id}`, {
        method: "PATCH",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...auth },
        body: "status=contacted",
      }),
      params: { id: lead.id },
      context: context(),
    } as AnyArgs);
    expect(form.status).toBe(415);
  });

  it("refuses a cross-site PATCH", async () => {
    const lead = await insertLead();
    const res = await send(lead.id, { status: "contacted" }, { ...auth, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await stored(lead.id)).status).toBe("new");
  });
});

describe("GET /api/leads filters", () => {
  const get = async (query: string) => {
    const res = await list({
      request: request(`/api/leads${query}`, { headers: auth }),
      context: context(),
    } as AnyArgs);
    return res;
  };
  const names = async (query: string) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    return ((await res.json()) as LeadPage).leads.map((l) => l.name).sort();
  };

  it("filters by status and searches name, e-mail, phone and postcode", async () => {
    await db().db.delete(leads); // the leads of the tests above would match too
    const rhys = await insertLead({
      name: "Rhys Price",
      email: "rhys@example.org",
      phone: "+44 7700 900222",
      postcode: "CF10 1AA",
    });
    await insertLead({
      name: "Sian 100% Lewis",
      email: "SIAN@Example.com",
      phone: "07700-900333",
      postcode: "bs1 4dj",
    });
    await insertLead({ name: "Tom_Bevan", email: "tom@example.net", phone: "01632 960444", postcode: null });
    await ok(rhys.id, { status: "contacted", note: "Rang back" });

    expect(await names("?status=contacted")).toEqual(["Rhys Price"]);
    expect(await names("?status=won")).toEqual([]);
    expect(await names("?q=rhys")).toEqual(["Rhys Price"]);
    expect(await names("?q=sian%40example")).toEqual(["Sian 100% Lewis"]);
    // Phone digits whatever the spacing, +44 found by its 0 form and back.
    expect(await names("?q=07700900222")).toEqual(["Rhys Price"]);
    expect(await names("?q=%2B447700900333")).toEqual(["Sian 100% Lewis"]);
    expect(await names("?q=960%20444")).toEqual(["Tom_Bevan"]);
    // Postcodes without regard to case or spaces.
    expect(await names("?q=BS14DJ")).toEqual(["Sian 100% Lewis"]);
    expect(await names("?q=cf10%201aa")).toEqual(["Rhys Price"]);
    // LIKE wildcards are text, not patterns.
    expect(await names("?q=%25")).toEqual(["Sian 100% Lewis"]);
    expect(await names("?q=_")).toEqual(["Tom_Bevan"]);
    expect(await names("?status=new&q=rhys")).toEqual([]);

    const page = (await (await get("?status=contacted")).json()) as LeadPage;
    expect(page.leads[0]).toMatchObject({ status: "contacted", notes: [{ text: "Rang back" }] });
    expect(page.leads[0]!.firstContactedAt).toEqual(expect.any(String));
    const fresh = (await (await get("?status=new&limit=1")).json()) as LeadPage;
    expect(fresh.leads[0]).toMatchObject({ status: "new", firstContactedAt: null, notes: [] });
  });

  it("refuses an unknown status or an overlong search", async () => {
    const bad = await get("?status=signed");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty("status");
    expect((await get(`?q=${"a".repeat(101)}`)).status).toBe(400);
    expect((await get("?q=a%0Ab")).status).toBe(400);
  });
});
