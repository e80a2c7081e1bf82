/**
 * The flood a security probe ran against the landed site (12,000 rows a
 * minute from one address: 600 requests of 20 events, each a new session with
 * 200-character campaign tags), against the default settings.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { action } from "~/routes/api.quiz-events";
import { resetEnvForTests } from "~/server/env.server";
import { getLogger } from "~/server/logger.server";
import { resetQuizEventLimitsForTests } from "~/server/quiz-events.server";
import { setupAppDatabase, usingPostgres } from "./db";
import { asRoute, context } from "./staff-helpers";

const db = setupAppDatabase();
const quizEvents = asRoute(action);

const junk = (n: number) => `${n}-${"x".repeat(200)}`;
function floodBody(requestNo: number) {
  return {
    events: Array.from({ length: 20 }, (_, i) => ({
      session_id: randomUUID(),
      event_type: "started",
      utm_source: junk(requestNo * 20 + i),
      utm_medium: junk(i),
      utm_campaign: junk(requestNo),
    })),
  };
}

const post = (body: unknown, ip: string) =>
  quizEvents({
    request: new Request("http://localhost/api/quiz-events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    context: context(ip),
    params: {},
  });

/** The first column of the first row of a query. */
async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db().db.execute(query)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
const count = () => scalar(sql`select count(*)::int as n from quiz_analytics`);

describe("a flood of quiz events", () => {
  it("one address adds at most 300 rows a minute (events are counted, not requests), with short campaign tags", async () => {
    const before = await count();
    const statuses = new Map<number, number>();
    for (let r = 0; r < 600; r++) {
      const { status } = await post(floodBody(r), "198.51.100.7");
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const added = (await count()) - before;
    expect(added).toBeLessThanOrEqual(300);
    expect(added).toBeGreaterThanOrEqual(280); // the first 15 requests of 20 events get in
    expect(statuses.get(429)).toBeGreaterThanOrEqual(585);
    const longest = await scalar(
      sql`select max(greatest(length(utm_source), length(utm_medium), length(utm_campaign)))::int as n from quiz_analytics`,
    );
    expect(longest).toBeLessThanOrEqual(64);
  });

  it("a quiz session is refused past 40 events, whatever address sends them", async () => {
    const session_id = randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const batch = { events: Array.from({ length: 10 }, () => ({ session_id, event_type: "q1_viewed" })) };
      statuses.push((await post(batch, `198.51.100.${20 + i}`)).status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
    expect(await scalar(sql`select count(*)::int as n from quiz_analytics where session_id = ${session_id}`)).toBe(40);
  });

  it("the whole site stops at its hourly ceiling with a 503, and says so once in the log", async () => {
    process.env.QUIZ_EVENTS_SITE_LIMIT_PER_HOUR = "100";
    resetEnvForTests();
    resetQuizEventLimitsForTests();
    // On PostgreSQL the counts live in the database: start this window afresh, as a new hour would.
    if (usingPostgres) await db().db.execute(sql`delete from rate_limits where key like 'quiz-events-site:%'`);
    const warn = vi.spyOn(getLogger(), "warn");
    try {
      const before = await count();
      const statuses: number[] = [];
      // Fifteen addresses, each well within its own limit.
      for (let i = 0; i < 15; i++)
        statuses.push((await post({ events: floodBody(i).events.slice(0, 10) }, `203.0.113.${i}`)).status);
      expect((await count()) - before).toBe(100);
      expect(statuses.slice(0, 10).every((s) => s === 204)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 503)).toBe(true);
      const ceilingLines = warn.mock.calls.filter(([, msg]) => String(msg).includes("site-wide hourly ceiling"));
      expect(ceilingLines).toHaveLength(1);
    } finally {
      warn.mockRestore();
      delete process.env.QUIZ_EVENTS_SITE_LIMIT_PER_HOUR;
      resetEnvForTests();
      resetQuizEventLimitsForTests();
    }
  });
});
