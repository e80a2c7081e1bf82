import { describe, expect, it } from "vitest";
import { getQuizFunnel } from "~/server/analytics.server";
import { quizAnalytics, type NewQuizEvent } from "~/server/db/schema";
import { setupAppDatabase } from "./db";

const db = setupAppDatabase();

type Event = Omit<NewQuizEvent, "createdAt" | "sessionId" | "eventType"> & { at: string };

/** The events of one session, in order; `at` is an ISO time. */
function session(id: string, base: Partial<NewQuizEvent>, events: [string, Event][]): NewQuizEvent[] {
  return events.map(([eventType, { at, ...rest }]) => ({
    sessionId: id,
    eventType,
    createdAt: new Date(at),
    ...base,
    ...rest,
  }));
}

const answered = (questionId: string, answer: string, at: string): [string, Event] => [
  "question_answered",
  { questionId, answer, at },
];

describe("getQuizFunnel", () => {
  it("answers zeros and empty maps when there is no data", async () => {
    const funnel = await getQuizFunnel({});
    expect(funnel).toMatchObject({
      totalStarts: 0,
      formReached: 0,
      formReachRate: 0,
      submissions: 0,
      conversionRate: 0,
      abandoned: 0,
      dropOffRate: 0,
      questionDropoff: {},
      popularAnswers: {},
      utmSources: [],
      daily: [],
      variants: { a: { starts: 0, conversionRate: 0 }, b: { starts: 0, conversionRate: 0 } },
    });
  });

  it("counts distinct sessions over a known set of events", async () => {
    const day1 = "2026-03-10T10:00:00Z";
    // London is on GMT until 29 March, so 23:30 UTC is still the 11th there.
    const day2 = "2026-03-11T23:30:00Z";
    const events = [
      // s1 (a, google): whole funnel, its started event sent twice (a reload).
      ...session("s1", { variant: "a", utmSource: "google" }, [
        ["started", { at: day1 }],
        ["started", { at: day1 }],
        ["first_answered", { questionId: "monthlyBill", answer: "100-200", at: day1 }],
        answered("monthlyBill", "100-200", day1),
        answered("propertyType", "residential", day1),
        ["form_reached", { at: day1 }],
        ["submitted", { at: day1 }],
        ["submitted", { at: day1 }],
        // Closing the tab after submitting: not an abandonment.
        ["abandoned", { at: day1 }],
      ]),
      // s2 (a, no utm): reaches the form, then leaves.
      ...session("s2", { variant: "a" }, [
        ["started", { at: day1 }],
        answered("monthlyBill", "under50", day1),
        // Went back and changed the answer: only the latest counts.
        answered("monthlyBill", "over200", day1),
        ["form_reached", { at: day1 }],
        ["abandoned", { at: day1 }],
        ["abandoned", { at: day1 }],
      ]),
      // s3 (b, google): one answer then gone, on the next London day.
      ...session("s3", { variant: "b", utmSource: "google" }, [
        ["started", { at: day2 }],
        answered("monthlyBill", "100-200", day2),
        ["abandoned", { at: day2 }],
      ]),
    ];
    await db().db.insert(quizAnalytics).values(events);

    const funnel = await getQuizFunnel({});
    expect(funnel).toMatchObject({
      totalStarts: 3,
      formReached: 2,
      formReachRate: 66.7,
      submissions: 1,
      conversionRate: 33.3,
      abandoned: 2,
      dropOffRate: 66.7,
      questionDropoff: { monthlyBill: 3, propertyType: 1 },
      popularAnswers: { monthlyBill: { "100-200": 2, over200: 1 }, propertyType: { residential: 1 } },
      variants: {
        a: { starts: 2, formReached: 2, submissions: 1, conversionRate: 50 },
        b: { starts: 1, formReached: 0, submissions: 0, conversionRate: 0 },
      },
    });
    expect(funnel.utmSources).toEqual([
      { source: "google", starts: 2, submissions: 1, conversionRate: 50 },
      { source: null, starts: 1, submissions: 0, conversionRate: 0 },
    ]);
    // Daily buckets in Europe/London.
    expect(funnel.daily).toEqual([
      { date: "2026-03-10", starts: 2, formReached: 2, submissions: 1 },
      { date: "2026-03-11", starts: 1, formReached: 0, submissions: 0 },
    ]);
  });

  it("buckets by the London day, not the UTC day, in summer time", async () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST).
    await db()
      .db.insert(quizAnalytics)
      .values(session("s4", { variant: "b" }, [["started", { at: "2026-07-01T23:30:00Z" }]]));
    const funnel = await getQuizFunnel({ from: "2026-07-01", to: "2026-07-31" });
    expect(funnel.daily).toEqual([{ date: "2026-07-02", starts: 1, formReached: 0, submissions: 0 }]);
    expect(funnel.totalStarts).toBe(1);
  });

  it("filters by date range (inclusive days) and by variant", async () => {
    const onlyDay1 = await getQuizFunnel({ from: "2026-03-10", to: "2026-03-10" });
    expect(onlyDay1).toMatchObject({ totalStarts: 2, submissions: 1, questionDropoff: { monthlyBill: 2 } });
    expect(onlyDay1.daily.map((d) => d.date)).toEqual(["2026-03-10"]);

    const fromDay2 = await getQuizFunnel({ from: "2026-03-11" });
    expect(fromDay2.totalStarts).toBe(2); // s3 and the July session

    const variantA = await getQuizFunnel({ variant: "a" });
    expect(variantA).toMatchObject({
      totalStarts: 2,
      submissions: 1,
      abandoned: 1,
      popularAnswers: { monthlyBill: { "100-200": 1, over200: 1 } },
      variants: { b: { starts: 0 } },
    });

    const none = await getQuizFunnel({ from: "2025-01-01", to: "2025-12-31" });
    expect(none.totalStarts).toBe(0);
    expect(none.popularAnswers).toEqual({});
  });

  it("keeps counting correctly when a session's events arrive in separate inserts", async () => {
    const at = "2026-04-01T09:00:00Z";
    await db()
      .db.insert(quizAnalytics)
      .values(session("s5", { variant: "a" }, [["started", { at }]]));
    await db()
      .db.insert(quizAnalytics)
      .values(session("s5", { variant: "a" }, [answered("ownership", "rent", at)]));
    await db()
      .db.insert(quizAnalytics)
      .values(session("s5", { variant: "a" }, [answered("ownership", "own", "2026-04-01T09:01:00Z")]));
    // An older event arriving late does not overwrite the newer answer.
    await db()
      .db.insert(quizAnalytics)
      .values(session("s5", { variant: "a" }, [answered("ownership", "rent", "2026-04-01T08:59:00Z")]));
    await db()
      .db.insert(quizAnalytics)
      .values(session("s5", { variant: "a" }, [["submitted", { at }]]));
    const funnel = await getQuizFunnel({ from: "2026-04-01", to: "2026-04-01" });
    expect(funnel).toMatchObject({ totalStarts: 1, submissions: 1, popularAnswers: { ownership: { own: 1 } } });
  });
});
