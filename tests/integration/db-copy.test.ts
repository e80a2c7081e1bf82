/**
 * npm run db:copy-to: the embedded database copied into an empty PostgreSQL
 * database gives equal row counts and a dashboard with equal figures, and a
 * database that is not empty is refused untouched. Needs TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuizEventData } from "~/lib/quiz-event-schema";
import { getQuizFunnel } from "~/server/analytics.server";
import { type DbHandle, openDatabase } from "~/server/db/client.server";
import { copyDatabase, tablesInCopyOrder } from "~/server/db/copy.server";
import { setDatabaseForTests } from "~/server/db/index.server";
import { resetEnvForTests } from "~/server/env.server";
import { createLead } from "~/server/leads.server";
import { recordQuizEvents } from "~/server/quiz-events.server";
import { createEmptyPostgresDatabase } from "./db";

const adminUrl = process.env.TEST_DATABASE_URL;

describe("table order", () => {
  it("lists every schema table once, each after the tables it references", () => {
    const order = tablesInCopyOrder();
    expect(new Set(order).size).toBe(order.length);
    expect(order).toEqual(expect.arrayContaining(["leads", "lead_deliveries", "quiz_analytics", "quiz_daily"]));
    expect(order.indexOf("leads")).toBeLessThan(order.indexOf("lead_deliveries"));
  });
});

describe.skipIf(!adminUrl)("copy to PostgreSQL", () => {
  let source: DbHandle;
  let target: DbHandle;
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "silent";
    process.env.LEAD_RATE_LIMIT_PER_HOUR = "100000";
    resetEnvForTests();
    source = await openDatabase({});
    setDatabaseForTests(source);
    // Leads with their deliveries, and quiz sessions through the funnel (the trigger fills the summary tables).
    for (let i = 0; i < 25; i++) {
      const made = await createLead({
        raw: {
          source: i % 2 ? "quiz" : "quote",
          name: `Copy Lead ${i}`,
          email: `copy${i}@example.com`,
          phone: "07700 900123",
          message: `Ffôn 🌞 "quoted" ${i}`,
          ...(i % 2
            ? {
                postcode: "CF10 1AA",
                variant: "a",
                quizAnswers: {
                  monthlyBill: "100-200",
                  propertyType: "residential",
                  ownership: "own",
                  roofCondition: "good",
                  batteryInterest: "maybe",
                },
              }
            : {}),
          utm_source: i % 3 ? "facebook" : "google",
        },
        ip: `10.0.0.${i}`,
      });
      expect(made, JSON.stringify(made)).toMatchObject({ ok: true });
    }
    const events: QuizEventData[] = [];
    for (let s = 0; s < 40; s++) {
      const session_id = randomUUID();
      const base = { session_id, variant: (s % 2 ? "a" : "b") as "a" | "b", utm_source: s % 4 ? "facebook" : "tiktok" };
      events.push({ ...base, event_type: "started" });
      events.push({
        ...base,
        event_type: "question_answered",
        question_id: "monthlyBill",
        answer: s % 3 ? "50-100" : "over200",
      });
      if (s % 2) events.push({ ...base, event_type: "form_reached" });
      if (s % 4 === 1) events.push({ ...base, event_type: "submitted" });
      if (s % 5 === 0) events.push({ ...base, event_type: "abandoned" });
    }
    expect(await recordQuizEvents({ events })).toEqual({ ok: true, count: events.length });
    // Tables other work added (bookings, staff sessions): copied without this code naming them.
    const src = source.pglite!.client;
    await src.query(
      `insert into bookings (lead_id, type, date, period, token_hash)
       select id, 'survey', date '2026-12-01', 'am', 'hash' from leads where name = 'Copy Lead 2'`,
    );
    await src.query(
      "insert into booking_capacity (date, period, capacity_group, booked) values ('2026-12-01', 'am', 'survey', 1)",
    );
    await src.query(
      "insert into staff_sessions (id_hash, expires_at, password_fingerprint) values ('h', now() + interval '1 day', 'f')",
    );
    empty = await createEmptyPostgresDatabase();
    target = await openDatabase({ url: empty.url });
  }, 60_000);

  afterAll(async () => {
    await target?.close();
    await empty?.drop();
    await source?.close();
    resetEnvForTests();
  });

  it("copies every table with equal row counts, and the dashboard shows the same figures", async () => {
    const before = await getQuizFunnel();
    expect(before.totalStarts).toBe(40);
    const client = await target.pool!.connect();
    let result;
    try {
      result = await copyDatabase(source.pglite!.client, client);
    } finally {
      client.release();
    }
    expect(result.tables.map((t) => t.name).sort()).toEqual(tablesInCopyOrder().sort());
    for (const t of result.tables) expect(t.target, t.name).toBe(t.source);
    expect(result.tables.find((t) => t.name === "leads")!.target).toBe(25);
    expect(result.tables.find((t) => t.name === "quiz_analytics")!.target).toBeGreaterThan(80);
    expect(result.tables.find((t) => t.name === "quiz_daily")!.target).toBeGreaterThan(0);
    for (const name of ["bookings", "booking_capacity", "staff_sessions"]) {
      expect(result.tables.find((t) => t.name === name)?.target, name).toBe(1);
    }

    // Values come across exactly (text, jsonb, timestamps).
    const one = await source.pglite!.client.query<{ j: string }>(
      "select to_jsonb(l)::text as j from leads l where name = 'Copy Lead 3'",
    );
    const other = await target.pool!.query<{ j: string }>(
      "select to_jsonb(l)::text as j from leads l where name = 'Copy Lead 3'",
    );
    expect(JSON.parse(other.rows[0]!.j)).toEqual(JSON.parse(one.rows[0]!.j));

    setDatabaseForTests(target);
    try {
      expect(await getQuizFunnel()).toEqual(before);
      // The trigger is on again and the sequences continue: new events count on top.
      expect(await recordQuizEvents({ events: [{ session_id: randomUUID(), event_type: "started" }] })).toEqual({
        ok: true,
        count: 1,
      });
      expect((await getQuizFunnel()).totalStarts).toBe(41);
    } finally {
      setDatabaseForTests(source);
    }
  });

  it("refuses a database that is not empty and leaves it as it was", async () => {
    const count = async () => (await target.pool!.query("select count(*)::int as n from leads")).rows[0].n as number;
    const leadsBefore = await count();
    const client = await target.pool!.connect();
    try {
      await expect(copyDatabase(source.pglite!.client, client)).rejects.toThrow(/not empty \(rows in .*\bleads\b/);
    } finally {
      client.release();
    }
    expect(await count()).toBe(leadsBefore);
  });
});
