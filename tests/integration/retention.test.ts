/**
 * Retention (docs/product.md §16, decision 092) with a fake clock: quiz
 * analytics past ANALYTICS_RETENTION_DAYS are deleted while the dashboard's
 * daily counts stay; leads past LEAD_RETENTION_DAYS that are not won are
 * erased, an anonymous row kept; old .eml copies go; the server's timer runs
 * a pass at start and again each interval.
 */
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getQuizFunnel } from "~/server/analytics.server";
import { leadNotes, leads, quizAnalytics, quizDaily, quizDailyAnswers, quizSessions } from "~/server/db/schema";
import { applyRetention, DAY_MS, startRetention } from "~/server/retention.server";
import { setupAppDatabase } from "./db";
import { findEverywhere } from "./personal-data";

const dataDir = mkdtempSync(path.join(tmpdir(), "retention-"));
const mailDir = path.join(dataDir, "mail");
const db = setupAppDatabase({ DATA_DIR: dataDir });

/** The fake "now" of these tests, and times that many days before it. */
const NOW = new Date("2027-03-01T12:00:00Z");
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * DAY_MS);

async function quizSession(sessionId: string, at: Date) {
  await db()
    .db.insert(quizAnalytics)
    .values([
      { sessionId, eventType: "started", createdAt: at, variant: "a", utmSource: "facebook" },
      {
        sessionId,
        eventType: "first_answered",
        questionId: "monthlyBill",
        answer: "over200",
        createdAt: new Date(at.getTime() + 1000),
        variant: "a",
      },
      { sessionId, eventType: "submitted", createdAt: new Date(at.getTime() + 2000), variant: "a" },
    ]);
}

async function lead(name: string, createdAt: Date, status: "new" | "won" | "lost" = "new") {
  const [row] = await db()
    .db.insert(leads)
    .values({
      source: "quote",
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: "07700 900111",
      message: `${name} would like a quote`,
      createdAt,
      status,
      firstContactedAt: status === "new" ? null : createdAt,
      lostReason: status === "lost" ? "price" : null,
      valueGbp: status === "won" ? 7000 : null,
    })
    .returning();
  await db()
    .db.insert(leadNotes)
    .values({ leadId: row!.id, text: `Spoke to ${name}` });
  return row!;
}

function emlCopy(name: string, writtenAt: Date) {
  mkdirSync(mailDir, { recursive: true });
  const file = path.join(mailDir, name);
  writeFileSync(file, "Subject: a lead\r\n\r\nbody\r\n");
  utimesSync(file, writtenAt, writtenAt);
}

describe("applyRetention", () => {
  it("deletes quiz analytics older than ANALYTICS_RETENTION_DAYS and keeps the daily counts", async () => {
    await quizSession("old-session", daysAgo(401));
    await quizSession("recent-session", daysAgo(399));
    const dailyBefore = await db().db.select().from(quizDaily).orderBy(asc(quizDaily.day));
    const answersBefore = await db().db.select().from(quizDailyAnswers).orderBy(asc(quizDailyAnswers.day));
    const funnelBefore = await getQuizFunnel({});
    expect(funnelBefore.submissions).toBe(2);

    const result = await applyRetention({ now: NOW, mailDir });
    expect(result).toMatchObject({ quizEvents: 3, quizSessions: 1 });

    const events = await db().db.select({ sessionId: quizAnalytics.sessionId }).from(quizAnalytics);
    expect(new Set(events.map((e) => e.sessionId))).toEqual(new Set(["recent-session"]));
    const sessions = await db().db.select({ id: quizSessions.sessionId }).from(quizSessions);
    expect(sessions.map((s) => s.id)).toEqual(["recent-session"]);
    expect(await findEverywhere(db().db, ["old-session"])).toEqual([]);
    // The dashboard still counts the old session: its figures come from the daily counts.
    expect(await db().db.select().from(quizDaily).orderBy(asc(quizDaily.day))).toEqual(dailyBefore);
    expect(await db().db.select().from(quizDailyAnswers).orderBy(asc(quizDailyAnswers.day))).toEqual(answersBefore);
    expect(await getQuizFunnel({})).toEqual(funnelBefore);
  });

  it("erases leads older than LEAD_RETENTION_DAYS unless won, and removes old .eml copies", async () => {
    const expired = await lead("Expiredperson", daysAgo(731), "lost");
    const customer = await lead("Customerperson", daysAgo(900), "won");
    const recent = await lead("Recentperson", daysAgo(729));
    emlCopy(`2025-02-01T10-00-00-000Z-${expired.id}.eml`, daysAgo(731));
    emlCopy(`2025-01-01T10-00-00-000Z-${customer.id}.eml`, daysAgo(900));
    emlCopy(`2025-03-01T10-00-00-000Z-${recent.id}.eml`, daysAgo(729));

    const result = await applyRetention({ now: NOW, mailDir });
    // The expired lead's copy went with its erasure; the customer's, by its age.
    expect(result).toMatchObject({ leadsErased: 1, mailCopies: 1 });

    expect(await findEverywhere(db().db, ["Expiredperson"])).toEqual([]);
    const [erased] = await db().db.select().from(leads).where(eq(leads.id, expired.id));
    expect(erased).toMatchObject({ status: "lost", lostReason: "price", source: "quote", name: "", message: null });
    expect(erased!.erasedAt).not.toBeNull();
    // A customer's lead and a recent one keep their details; only the recent one keeps its .eml copy.
    expect((await findEverywhere(db().db, ["Customerperson"])).length).toBeGreaterThan(0);
    expect((await findEverywhere(db().db, ["Recentperson"])).length).toBeGreaterThan(0);
    expect(readdirSync(mailDir)).toEqual([`2025-03-01T10-00-00-000Z-${recent.id}.eml`]);

    // A second pass finds nothing more to do.
    expect(await applyRetention({ now: NOW, mailDir })).toEqual({
      quizEvents: 0,
      quizSessions: 0,
      leadsErased: 0,
      mailCopies: 0,
    });
  });

  it("follows ANALYTICS_RETENTION_DAYS and LEAD_RETENTION_DAYS given to it", async () => {
    const young = await lead("Youngperson", daysAgo(40));
    const erasedAt = async () => (await db().db.select().from(leads).where(eq(leads.id, young.id)))[0]!.erasedAt;
    await applyRetention({ now: NOW, mailDir, leadDays: 60, analyticsDays: 1000 });
    expect(await erasedAt()).toBeNull();
    await applyRetention({ now: NOW, mailDir, leadDays: 30 });
    expect(await erasedAt()).not.toBeNull();
    // Analytics kept for 398 days: the session of 399 days ago goes.
    expect((await applyRetention({ now: NOW, mailDir, analyticsDays: 398 })).quizSessions).toBe(1);
  });
});

describe("the server's retention timer", () => {
  it("runs a pass at start and again each interval, as of its clock", async () => {
    const aging = await lead("Agingperson", daysAgo(700));
    let now = NOW;
    const service = startRetention({ clock: () => now, intervalMs: 40, mailDir });
    try {
      // The pass at start: 700 days is within the 730.
      await vi.waitFor(async () => expect((await service.runNow())?.leadsErased).toBe(0));
      expect((await findEverywhere(db().db, ["Agingperson"])).length).toBeGreaterThan(0);
      // A month later by the clock, the next pass erases it without being asked.
      now = new Date(NOW.getTime() + 31 * DAY_MS);
      await vi.waitFor(async () => expect(await findEverywhere(db().db, ["Agingperson"])).toEqual([]), {
        timeout: 5_000,
      });
      expect((await db().db.select().from(leads).where(eq(leads.id, aging.id)))[0]!.erasedAt).not.toBeNull();
    } finally {
      await service.stop();
    }
  });
});
