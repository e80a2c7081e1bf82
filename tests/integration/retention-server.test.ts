/**
 * The production server (build/server.js) applies retention at start-up
 * (docs/product.md §16): a lead older than LEAD_RETENTION_DAYS that is not
 * won is erased, and quiz events older than ANALYTICS_RETENTION_DAYS are
 * deleted, without anyone asking. Needs `npm run build`.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { leads, quizAnalytics } from "~/server/db/schema";
import { startServer } from "../e2e/support/server-process";

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(() => {
  if (!existsSync("build/server.js")) throw new Error("build/server.js not found: run `npm run build` first");
});

describe("the server's retention at start-up", () => {
  it("erases an expired lead and deletes old quiz events, keeping a won lead and recent ones", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "retention-server-"));
    const before = await openDatabase({ dataDir: path.join(dataDir, "db") });
    const old = new Date(Date.now() - 40 * DAY_MS);
    const [expired] = await before.db
      .insert(leads)
      .values({
        source: "quote",
        name: "Stale Enquirer",
        email: "stale@example.com",
        phone: "07700 900881",
        createdAt: old,
      })
      .returning();
    const [customer] = await before.db
      .insert(leads)
      .values({
        source: "quote",
        name: "Kept Customer",
        email: "kept@example.com",
        phone: "07700 900882",
        createdAt: old,
        status: "won",
        firstContactedAt: old,
      })
      .returning();
    await before.db.insert(quizAnalytics).values([
      { sessionId: "stale-session", eventType: "started", createdAt: old },
      { sessionId: "fresh-session", eventType: "started" },
    ]);
    await before.close();

    const server = await startServer({ LEAD_RETENTION_DAYS: "30", ANALYTICS_RETENTION_DAYS: "30" }, dataDir);
    try {
      await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("retention applied");
    } finally {
      await server.stop();
    }

    const after = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const [erased] = await after.db.select().from(leads).where(eq(leads.id, expired!.id));
      expect(erased).toMatchObject({ name: "", email: "", phone: "", source: "quote", status: "new" });
      expect(erased!.erasedAt).not.toBeNull();
      const [kept] = await after.db.select().from(leads).where(eq(leads.id, customer!.id));
      expect(kept).toMatchObject({ name: "Kept Customer", erasedAt: null });
      const sessions = await after.db.select({ id: quizAnalytics.sessionId }).from(quizAnalytics);
      expect(sessions.map((s) => s.id)).toEqual(["fresh-session"]);
    } finally {
      await after.close();
    }
    expect(server.output()).not.toContain("stale@example.com");
  }, 120_000);
});
