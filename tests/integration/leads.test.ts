import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadDeliveries, leads } from "~/server/db/schema";
import { createLead } from "~/server/leads.server";
import { setupAppDatabase } from "./db";

const db = setupAppDatabase({
  LEAD_RATE_LIMIT_PER_HOUR: "5",
  LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hook",
  // One visitor's lead, sent again and again: each must be stored (identical ones collapsed: lead-flood.test.ts).
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
});

const lead = {
  source: "quote",
  name: "Rhys Evans",
  email: "rhys@example.com",
  phone: "07700 900456",
  message: `<b>Hi</b> '; DROP TABLE leads; -- ☀️`,
  page: "/contact-us",
  utm_source: "facebook",
  utm_campaign: "spring",
};

describe("createLead", () => {
  it("stores the lead with its attribution and one delivery per channel", async () => {
    const result = await createLead({ raw: lead, ip: "10.0.0.1" });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.id : "";
    const [row] = await db().db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      source: "quote",
      name: "Rhys Evans",
      message: lead.message,
      page: "/contact-us",
      utmSource: "facebook",
      utmCampaign: "spring",
    });
    const deliveries = await db().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id));
    expect(deliveries.map((d) => d.channel).sort()).toEqual(["email", "webhook"]);
    expect(deliveries.every((d) => d.status === "pending")).toBe(true);
  });

  it("answers 400 naming the bad fields and stores nothing", async () => {
    const before = (await db().db.select().from(leads)).length;
    const result = await createLead({ raw: { ...lead, email: "nope", name: "" }, ip: "10.0.0.2" });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fields: { email: expect.any(String), name: expect.any(String) },
    });
    expect((await db().db.select().from(leads)).length).toBe(before);
  });

  it("refuses a line break or bidi override in a one-line field with a 400 naming it, storing nothing", async () => {
    const before = (await db().db.select().from(leads)).length;
    const forged = await createLead({ raw: { ...lead, name: "Rhys\r\nBcc: all@example.com" }, ip: "10.0.0.4" });
    expect(forged).toMatchObject({
      ok: false,
      status: 400,
      fields: { name: "Full Name must be one line of text, without line breaks or control characters" },
    });
    const flipped = await createLead({ raw: { ...lead, phone: "07700\u202e654009" }, ip: "10.0.0.4" });
    expect(flipped).toMatchObject({ ok: false, status: 400, fields: { phone: expect.stringContaining("one line") } });
    expect((await db().db.select().from(leads)).length).toBe(before);
  });

  it("rejects a filled honeypot without storing", async () => {
    const before = (await db().db.select().from(leads)).length;
    const result = await createLead({ raw: { ...lead, website: "http://spam.example" }, ip: "10.0.0.3" });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect((await db().db.select().from(leads)).length).toBe(before);
  });

  it("limits submissions per client address", async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await createLead({ raw: lead, ip: "10.0.0.9" }));
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, status: 429, retryAfterSeconds: expect.any(Number) });
    // Another address is not affected.
    expect((await createLead({ raw: lead, ip: "10.0.0.10" })).ok).toBe(true);
  });

  it("counts only valid submissions against the address's quota: typos and honeypot hits lock nobody out", async () => {
    const ip = "10.0.0.30";
    for (let i = 0; i < 8; i++) {
      expect((await createLead({ raw: { ...lead, email: "typo@" }, ip })).ok).toBe(false);
      expect((await createLead({ raw: { ...lead, website: "http://spam.example" }, ip })).ok).toBe(false);
    }
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await createLead({ raw: lead, ip }));
    expect(results.map((r) => (r.ok ? 201 : r.status))).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("rolls back the whole lead when a delivery row cannot be stored", async () => {
    const before = (await db().db.select().from(leads)).length;
    // Make the second insert of the transaction fail, as a broken connection would.
    await db().db.execute(
      sql`alter table lead_deliveries add constraint no_webhook check (channel <> 'webhook') not valid`,
    );
    try {
      const result = await createLead({ raw: { ...lead, name: "Half Lead" }, ip: "10.0.0.20" });
      expect(result).toMatchObject({ ok: false, status: 503 });
    } finally {
      await db().db.execute(sql`alter table lead_deliveries drop constraint no_webhook`);
    }
    expect((await db().db.select().from(leads)).length).toBe(before);
    expect(await db().db.select().from(leads).where(eq(leads.name, "Half Lead"))).toEqual([]);
  });

  it("stores HTML-, SQL-looking and emoji text verbatim", async () => {
    const text = `<script>alert("x")</script>'; DELETE FROM leads; -- 🌞🔋 Siân`;
    const result = await createLead({ raw: { ...lead, name: "Siân 🌞", message: text }, ip: "10.0.0.21" });
    expect(result.ok).toBe(true);
    const [row] = await db()
      .db.select()
      .from(leads)
      .where(eq(leads.id, result.ok ? result.id : ""));
    expect(row).toMatchObject({ name: "Siân 🌞", message: text });
  });
});
