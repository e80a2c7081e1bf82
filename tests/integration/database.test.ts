import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { leadDeliveries, leads, quizAnalytics } from "~/server/db/schema";
import { createTestDatabase, usingPostgres } from "./db";

describe(`database schema (${usingPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("answers a ping", async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it("stores a lead with its deliveries and removes them with it", async () => {
    const [lead] = await handle.db
      .insert(leads)
      .values({ source: "contact", name: "Ceri Jones", email: "ceri@example.com", phone: "07700 900123" })
      .returning();
    expect(lead?.id).toMatch(/^[0-9a-f-]{36}$/);
    await handle.db.insert(leadDeliveries).values({ leadId: lead!.id, channel: "email" });
    // One row per lead and channel.
    await expect(handle.db.insert(leadDeliveries).values({ leadId: lead!.id, channel: "email" })).rejects.toThrow();
    await handle.db.delete(leads).where(eq(leads.id, lead!.id));
    const left = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id));
    expect(left).toEqual([]);
  });

  it("keeps quiz events with their nullable fields", async () => {
    await handle.db.insert(quizAnalytics).values({ sessionId: "s-1", eventType: "started" });
    const rows = await handle.db.select().from(quizAnalytics).where(eq(quizAnalytics.sessionId, "s-1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: "started", questionId: null, variant: null });
  });

  it("rolls a failed transaction back whole", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(leads).values({ source: "quote", name: "Half", email: "half@example.com", phone: "1" });
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    const rows = await handle.db.select().from(leads).where(eq(leads.name, "Half"));
    expect(rows).toEqual([]);
  });
});

describe.skipIf(usingPostgres)("embedded database on disk", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "solar-db-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps data across a restart", async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(leads).values({ source: "contact", name: "Persisted", email: "p@example.com", phone: "1" });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const rows = await second.db.select().from(leads).where(eq(leads.name, "Persisted"));
    await second.close();
    expect(rows).toHaveLength(1);
  });
});
