/** One person's several enquiries are linked by normalised e-mail or UK phone, nothing merged (docs/decisions/085). */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { LeadPage, StaffLead } from "~/lib/staff-types";
import { loader as leadsListRoute } from "~/routes/api.leads";
import { action as patchRoute } from "~/routes/api.leads.id";
import { leads } from "~/server/db/schema";
import { createLead } from "~/server/leads.server";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, ORIGIN, request } from "./staff-helpers";

const db = setupAppDatabase({
  ANALYTICS_PASSWORD: "staff pass 2026",
  LEAD_RATE_LIMIT_PER_HOUR: "1000",
  // Every enquiry here is a new one, even the same person's within minutes.
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
});
const auth = { "x-analytics-password": "staff pass 2026" };
const list = asRoute(leadsListRoute);
const patch = asRoute(patchRoute);

beforeEach(async () => {
  await db().db.delete(leads);
});

async function enquire(name: string, email: string, phone: string, source: "quote" | "contact" = "quote") {
  const result = await createLead({ raw: { source, name, email, phone }, ip: "198.51.100.7" });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

async function listed(query = ""): Promise<Map<string, StaffLead>> {
  const res = await list({ request: request(`/api/leads${query}`, { headers: auth }), context: context() } as AnyArgs);
  expect(res.status).toBe(200);
  const page = (await res.json()) as LeadPage;
  return new Map(page.leads.map((l) => [l.id, l]));
}

const sorted = (ids: string[]) => [...ids].sort();

describe("linking one person's enquiries", () => {
  it("links by e-mail whatever its case and surrounding spaces, both ways, keeping every lead", async () => {
    const first = await enquire("Nia Roberts", "nia.roberts@example.com", "029 2000 1111");
    const second = await enquire("Nia R", "  Nia.Roberts@EXAMPLE.com ", "029 2000 2222", "contact");
    const stranger = await enquire("Owen Hughes", "owen@example.com", "029 2000 3333");
    const byId = await listed();
    expect(byId.size).toBe(3);
    expect(byId.get(first)?.relatedLeadIds).toEqual([second]);
    expect(byId.get(second)?.relatedLeadIds).toEqual([first]);
    expect(byId.get(stranger)?.relatedLeadIds).toEqual([]);
    // What the inbox shows of the other enquiry; both leads keep their own details.
    expect(byId.get(second)?.related).toEqual([
      { id: first, createdAt: byId.get(first)!.createdAt, source: "quote", email: "nia.roberts@example.com" },
    ]);
    expect(byId.get(second)).toMatchObject({ name: "Nia R", phone: "029 2000 2222" });
    // The normalised columns are the database's own; the API does not carry them.
    expect(byId.get(first)).not.toHaveProperty("emailNormalized");

    // The single-lead shape (PATCH's answer) carries the link too.
    const res = await patch({
      request: request(`/api/leads/${first}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", origin: ORIGIN, ...auth },
        body: JSON.stringify({ note: "Rang, no answer" }),
      }),
      params: { id: first },
      context: context(),
    } as AnyArgs);
    expect(res.status).toBe(200);
    expect(((await res.json()) as StaffLead).relatedLeadIds).toEqual([second]);
  });

  it("links UK phone numbers written every way, and all of one person's enquiries together", async () => {
    const formats = ["07700 900123", "+44 7700 900123", "0044 7700 900123", "(07700) 900-123", "+44 (0)7700 900123"];
    const ids: string[] = [];
    for (const [i, phone] of formats.entries()) ids.push(await enquire(`Person ${i}`, `p${i}@example.com`, phone));
    const [row] = await db().db.select().from(leads).where(eq(leads.id, ids[3]!));
    expect(row?.phoneNormalized).toBe("+447700900123");
    expect(row?.emailNormalized).toBe("p3@example.com");
    const byId = await listed();
    for (const id of ids) expect(sorted(byId.get(id)!.relatedLeadIds)).toEqual(sorted(ids.filter((o) => o !== id)));
  });

  it("does not link different people, nor numbers that are not UK or not valid", async () => {
    const a = await enquire("Anna", "anna@example.com", "07700 900123");
    const b = await enquire("Ben", "ben@example.com", "07700 900124");
    const c = await enquire("Chloé", "chloe@example.fr", "+33 1 23 45 67 89");
    const d = await enquire("Dai", "dai@example.com", "+33 1 23 45 67 89");
    // Numbers the forms would refuse, written by another path (an import): stored as given, never linked.
    const [e, f] = await db()
      .db.insert(leads)
      .values([
        { source: "chat", name: "Eve", email: "eve@example.com", phone: "123456" },
        { source: "chat", name: "Fred", email: "fred@example.com", phone: "123456" },
      ])
      .returning({ id: leads.id })
      .then((rows) => rows.map((r) => r.id));
    const byId = await listed();
    for (const id of [a, b, c, d, e!, f!]) expect(byId.get(id)?.relatedLeadIds).toEqual([]);
    const rows = await db().db.select().from(leads);
    expect(
      rows
        .filter((r) => r.phoneNormalized === null)
        .map((r) => r.name)
        .sort(),
    ).toEqual(["Chloé", "Dai", "Eve", "Fred"]);
  });

  it("keeps the link right when a lead's details are corrected, and for rows written by any path", async () => {
    const a = await enquire("Gwen", "gwen@example.com", "029 2000 4444");
    const [b] = await db()
      .db.insert(leads)
      .values({ source: "chat", name: "Gwen again", email: "GWEN@example.com", phone: "n/a" })
      .returning({ id: leads.id });
    expect((await listed()).get(a)?.relatedLeadIds).toEqual([b!.id]);
    await db().db.update(leads).set({ email: "someone.else@example.com" }).where(eq(leads.id, b!.id));
    expect((await listed()).get(a)?.relatedLeadIds).toEqual([]);
  });
});
