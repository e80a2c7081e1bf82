import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getQuizFunnel, percentage } from "~/server/analytics.server";
import { type Database, migrationsFolder } from "~/server/db/client.server";
import { setDatabaseForTests } from "~/server/db/index.server";
import * as schema from "~/server/db/schema";
import { quizAnalytics, type NewQuizEvent } from "~/server/db/schema";
import { quizOptionValues, quizQuestionIds } from "~/lib/quiz-options";
import type { FunnelFilters, QuizFunnel } from "~/lib/staff-types";
import { setupAppDatabase, usingPostgres } from "./db";

/**
 * The dashboard reads per-day counts that the trigger adjusts batch by batch
 * (docs/decisions/012). These tests compare it with the funnel computed
 * directly from the events, whatever order and grouping the events arrive in.
 */
const db = setupAppDatabase();

type Event = Required<Pick<NewQuizEvent, "sessionId" | "eventType" | "createdAt">> &
  Pick<NewQuizEvent, "questionId" | "answer" | "variant" | "utmSource">;

const london = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" });
const londonDay = (d: Date) => london.format(d);

/** The dashboard as docs/product.md §7.5 defines it, from the events in the order they were stored. */
function expectedFunnel(stored: Event[], filters: FunnelFilters): QuizFunnel {
  interface S {
    variant: string | null;
    utm: string | null;
    first: Date;
    types: Set<string>;
    answers: Map<string, { answer: string; at: number; order: number }>;
  }
  const sessions = new Map<string, S>();
  stored.forEach((e, order) => {
    const s = sessions.get(e.sessionId) ?? {
      variant: null,
      utm: null,
      first: e.createdAt,
      types: new Set<string>(),
      answers: new Map(),
    };
    sessions.set(e.sessionId, s);
    s.variant ??= e.variant ?? null;
    s.utm ??= e.utmSource ?? null;
    if (e.createdAt < s.first) s.first = e.createdAt;
    s.types.add(e.eventType);
    if ((e.eventType === "first_answered" || e.eventType === "question_answered") && e.questionId && e.answer) {
      const at = e.createdAt.getTime();
      const prev = s.answers.get(e.questionId);
      // Latest answer wins; on a tie, the one stored last.
      if (!prev || at > prev.at || (at === prev.at && order > prev.order)) {
        s.answers.set(e.questionId, { answer: e.answer, at, order });
      }
    }
  });
  const inRange = [...sessions.values()].filter((s) => {
    const day = londonDay(s.first);
    return (
      (!filters.from || day >= filters.from) &&
      (!filters.to || day <= filters.to) &&
      (!filters.variant || s.variant === filters.variant)
    );
  });
  const count = (list: S[], type: string) => list.filter((s) => s.types.has(type)).length;
  const abandoned = (list: S[]) => list.filter((s) => s.types.has("abandoned") && !s.types.has("submitted")).length;
  const starts = count(inRange, "started");

  const questionDropoff: Record<string, number> = {};
  const popularAnswers: Record<string, Record<string, number>> = {};
  for (const s of inRange) {
    for (const [q, { answer }] of s.answers) {
      questionDropoff[q] = (questionDropoff[q] ?? 0) + 1;
      const answers = (popularAnswers[q] ??= {});
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
  }
  const variant = (v: string) => {
    const list = inRange.filter((s) => s.variant === v);
    const st = count(list, "started");
    return {
      starts: st,
      formReached: count(list, "form_reached"),
      submissions: count(list, "submitted"),
      conversionRate: percentage(count(list, "submitted"), st),
    };
  };
  const bySource = [...new Set(inRange.map((s) => s.utm))].map((source) => {
    const list = inRange.filter((s) => s.utm === source);
    const st = count(list, "started");
    return { source, starts: st, submissions: count(list, "submitted") };
  });
  // The dashboard lists the 20 sources with the most starts (ties by code point, none as '') and sums the rest.
  const codePoint = (x: string | null, y: string | null) =>
    (x ?? "") < (y ?? "") ? -1 : (x ?? "") > (y ?? "") ? 1 : 0;
  bySource.sort((x, y) => y.starts - x.starts || codePoint(x.source, y.source));
  const withRate = (f: { starts: number; submissions: number }) => percentage(f.submissions, f.starts);
  const utmSources = bySource
    .slice(0, 20)
    .map((f) => ({ ...f, conversionRate: withRate(f) }))
    .sort((x, y) => y.starts - x.starts || (x.source ?? "").localeCompare(y.source ?? ""));
  const rest = bySource.slice(20);
  const restTotals = {
    starts: rest.reduce((n, f) => n + f.starts, 0),
    submissions: rest.reduce((n, f) => n + f.submissions, 0),
  };
  const utmOther = rest.length ? { sources: rest.length, ...restTotals, conversionRate: withRate(restTotals) } : null;
  const days = [...new Set(inRange.map((s) => londonDay(s.first)))].sort();
  const daily: QuizFunnel["daily"] = [];
  if (days.length) {
    for (let t = Date.parse(`${days[0]}T00:00:00Z`); t <= Date.parse(`${days.at(-1)}T00:00:00Z`); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const list = inRange.filter((s) => londonDay(s.first) === date);
      daily.push({
        date,
        starts: count(list, "started"),
        formReached: count(list, "form_reached"),
        submissions: count(list, "submitted"),
      });
    }
  }
  return {
    totalStarts: starts,
    formReached: count(inRange, "form_reached"),
    formReachRate: percentage(count(inRange, "form_reached"), starts),
    submissions: count(inRange, "submitted"),
    conversionRate: percentage(count(inRange, "submitted"), starts),
    abandoned: abandoned(inRange),
    dropOffRate: percentage(abandoned(inRange), starts),
    questionDropoff,
    popularAnswers,
    variants: { a: variant("a"), b: variant("b") },
    utmSources,
    utmOther,
    daily,
    filters,
  };
}

// Around the night the clocks go back in London (25 October 2026, 02:00 BST = 01:00 UTC), so sessions
// fall on different days, in and out of summer time, and some move day when an earlier event arrives late.
const BASE = Date.parse("2026-10-24T21:00:00Z");
const DAYS = ["2026-10-24", "2026-10-25", "2026-10-26"];

const eventTypes = [
  "started",
  "q1_viewed",
  "first_answered",
  "question_answered",
  "form_reached",
  "submitted",
  "abandoned",
];

const arbEvent = fc
  .record({
    type: fc.constantFrom(...eventTypes),
    question: fc.constantFrom(...quizQuestionIds),
    pick: fc.nat(),
    minutes: fc.integer({ min: 0, max: 30 * 60 }),
    // Events of one session carry its variant and utm_source, or nothing (an older page, a lost field).
    withVariant: fc.boolean(),
    withUtm: fc.boolean(),
  })
  .map((e) => ({ ...e, answer: quizOptionValues[e.question][e.pick % quizOptionValues[e.question].length]! }));

const arbSession = fc.record({
  variant: fc.constantFrom("a", "b"),
  utm: fc.constantFrom("google", "facebook", null),
  events: fc.array(arbEvent, { minLength: 1, maxLength: 8 }),
});

/** Sessions' events shuffled together, stored in batches of the given sizes. */
const arbScenario = fc
  .record({
    sessions: fc.array(arbSession, { minLength: 1, maxLength: 6 }),
    seed: fc.array(fc.nat(), { minLength: 48, maxLength: 48 }),
    batches: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 48 }),
    filters: fc.record(
      {
        from: fc.constantFrom(...DAYS),
        to: fc.constantFrom(...DAYS),
        variant: fc.constantFrom<"a" | "b">("a", "b"),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ sessions, seed, batches, filters }) => {
    const events: Event[] = sessions.flatMap((s, i) =>
      s.events.map((e) => ({
        sessionId: `p${i}`,
        eventType: e.type,
        createdAt: new Date(BASE + e.minutes * 60_000),
        questionId: e.type.endsWith("answered") ? e.question : null,
        answer: e.type.endsWith("answered") ? e.answer : null,
        variant: e.withVariant ? s.variant : null,
        utmSource: e.withUtm ? s.utm : null,
      })),
    );
    const shuffled = events
      .map((e, i) => ({ e, key: seed[i % seed.length]! * 100 + i }))
      .sort((x, y) => x.key - y.key)
      .map(({ e }) => e);
    const groups: Event[][] = [];
    let at = 0;
    for (const size of [...batches, shuffled.length]) {
      if (at >= shuffled.length) break;
      groups.push(shuffled.slice(at, at + size));
      at += size;
    }
    const f: FunnelFilters = { ...filters };
    if (f.from && f.to && f.from > f.to) [f.from, f.to] = [f.to, f.from];
    return { groups, filters: f };
  });

async function clear(database: Database) {
  await database.execute(
    sql`truncate quiz_analytics, quiz_sessions, quiz_session_answers, quiz_daily, quiz_daily_answers`,
  );
}

describe("dashboard counts kept by the trigger", () => {
  it("equal the funnel computed from the events, however the events are batched and ordered", async () => {
    await fc.assert(
      fc.asyncProperty(arbScenario, async ({ groups, filters }) => {
        await clear(db().db);
        for (const group of groups) await db().db.insert(quizAnalytics).values(group);
        const stored = groups.flat();
        expect(await getQuizFunnel(filters)).toEqual(expectedFunnel(stored, filters));
        expect(await getQuizFunnel({})).toEqual(expectedFunnel(stored, {}));
      }),
      { numRuns: usingPostgres ? 60 : 40 },
    );
  }, 60_000);

  it("move a session to its earlier day when an earlier event arrives later", async () => {
    await clear(db().db);
    const late = { sessionId: "m1", variant: "a" as const };
    // First seen at 00:30 London on the 26th (GMT), then its started event from 23:50 on the 25th arrives.
    await db()
      .db.insert(quizAnalytics)
      .values([{ ...late, eventType: "form_reached", createdAt: new Date("2026-10-26T00:30:00Z") }]);
    expect((await getQuizFunnel({ from: "2026-10-26", to: "2026-10-26" })).formReached).toBe(1);
    await db()
      .db.insert(quizAnalytics)
      .values([{ ...late, eventType: "started", createdAt: new Date("2026-10-25T23:50:00Z") }]);
    const day26 = await getQuizFunnel({ from: "2026-10-26", to: "2026-10-26" });
    const day25 = await getQuizFunnel({ from: "2026-10-25", to: "2026-10-25" });
    expect(day26).toMatchObject({ totalStarts: 0, formReached: 0, daily: [] });
    expect(day25).toMatchObject({ totalStarts: 1, formReached: 1 });
    expect(day25.daily).toEqual([{ date: "2026-10-25", starts: 1, formReached: 1, submissions: 0 }]);
  });

  it("count a session that left and then submitted as a submission, not an abandonment", async () => {
    await clear(db().db);
    const s = { sessionId: "m2", variant: "b" as const };
    const at = (m: number) => new Date(Date.parse("2026-10-20T10:00:00Z") + m * 60_000);
    await db()
      .db.insert(quizAnalytics)
      .values([
        { ...s, eventType: "started", createdAt: at(0) },
        { ...s, eventType: "abandoned", createdAt: at(1) },
      ]);
    expect(await getQuizFunnel({})).toMatchObject({ abandoned: 1, submissions: 0 });
    await db()
      .db.insert(quizAnalytics)
      .values([{ ...s, eventType: "submitted", createdAt: at(2) }]);
    expect(await getQuizFunnel({})).toMatchObject({ totalStarts: 1, abandoned: 0, submissions: 1, dropOffRate: 0 });
  });

  it.skipIf(!usingPostgres)(
    "stay right when batches of the same sessions are stored at the same time on several connections",
    async () => {
      await clear(db().db);
      const events: Event[] = [];
      for (let s = 0; s < 12; s++) {
        const base = Date.parse("2026-10-25T23:58:00Z") + s * 7_000;
        const common = {
          sessionId: `c${s}`,
          variant: s % 2 ? ("a" as const) : ("b" as const),
          utmSource: s % 3 ? "google" : null,
        };
        const types = [
          "started",
          "q1_viewed",
          "first_answered",
          "question_answered",
          "question_answered",
          "form_reached",
          "abandoned",
          "submitted",
        ];
        types.forEach((type, i) => {
          const q = type.endsWith("answered") ? quizQuestionIds[Math.min(i - 2, 4)]! : null;
          events.push({
            ...common,
            eventType: type,
            // Minutes apart and in reverse for odd sessions: their first event arrives last, across midnight.
            createdAt: new Date(base + (s % 2 ? types.length - i : i) * 60_000),
            questionId: q,
            answer: q ? quizOptionValues[q][(s + i) % quizOptionValues[q].length]! : null,
          });
        });
      }
      // One insert per event, all at once over the pool (10 connections).
      await Promise.all(events.map((e) => db().db.insert(quizAnalytics).values([e])));
      // The order they were stored in, as the model needs it.
      const stored = await db().db.select().from(quizAnalytics).orderBy(quizAnalytics.id);
      expect(await getQuizFunnel({})).toEqual(expectedFunnel(stored, {}));
      expect(await getQuizFunnel({ from: "2026-10-26", variant: "a" })).toEqual(
        expectedFunnel(stored, { from: "2026-10-26", variant: "a" }),
      );
    },
  );
});

describe("migration 0002", () => {
  it("counts the sessions summarised before it", async () => {
    // A database at migration 0001 with events in it, then brought up to date.
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    try {
      cpSync(migrationsFolder, dir, { recursive: true });
      const journalPath = path.join(dir, "meta/_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 2) }));
      const client = new PGlite();
      const database = drizzle({ client, schema });
      await migrate(database, { migrationsFolder: dir });
      const events: Event[] = [
        {
          sessionId: "o1",
          eventType: "started",
          createdAt: new Date("2026-06-01T10:00:00Z"),
          variant: "a",
          utmSource: "google",
        },
        {
          sessionId: "o1",
          eventType: "question_answered",
          createdAt: new Date("2026-06-01T10:01:00Z"),
          variant: "a",
          questionId: "ownership",
          answer: "own",
        },
        { sessionId: "o1", eventType: "submitted", createdAt: new Date("2026-06-01T10:05:00Z"), variant: "a" },
        { sessionId: "o2", eventType: "started", createdAt: new Date("2026-06-01T23:30:00Z"), variant: "b" },
        { sessionId: "o2", eventType: "abandoned", createdAt: new Date("2026-06-01T23:31:00Z"), variant: "b" },
      ];
      await database.insert(quizAnalytics).values(events);
      await migrate(database, { migrationsFolder });
      setDatabaseForTests({
        db: database as unknown as Database,
        kind: "pglite",
        ping: async () => undefined,
        close: () => client.close(),
      });
      expect(await getQuizFunnel({})).toEqual(expectedFunnel(events, {}));
      // o2 began at 00:30 on 2 June in London (BST).
      expect((await getQuizFunnel({})).daily.map((d) => d.date)).toEqual(["2026-06-01", "2026-06-02"]);
      // The new trigger carries on from the counts the migration made.
      await database
        .insert(quizAnalytics)
        .values([
          { sessionId: "o2", eventType: "submitted", createdAt: new Date("2026-06-01T23:40:00Z"), variant: "b" },
        ]);
      expect(await getQuizFunnel({})).toMatchObject({ totalStarts: 2, submissions: 2, abandoned: 0 });
      await client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      setDatabaseForTests(db());
    }
  });
});
