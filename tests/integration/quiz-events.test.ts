import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quizAnalytics } from "~/server/db/schema";
import { action } from "~/routes/api.quiz-events";
import { setupAppDatabase } from "./db";
import { asRoute, context } from "./staff-helpers";

const quizEventsAction = asRoute(action);
const handleQuizEvents = ({ request, ip }: { request: Request; ip: string }) =>
  quizEventsAction({ request, context: context(ip), params: {} });

const QUIZ_EVENTS_PER_MINUTE = 30;
const db = setupAppDatabase({ QUIZ_EVENTS_RATE_LIMIT_PER_MINUTE: String(QUIZ_EVENTS_PER_MINUTE) });

function post(body: unknown, type = "application/json"): Request {
  return new Request("http://localhost/api/quiz-events", {
    method: "POST",
    headers: { "content-type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const event = {
  session_id: "7f3c2a9e-1111-4d2b-8c6e-0a9b8c7d6e5f",
  event_type: "question_answered",
  question_id: "roofCondition",
  answer: "good",
  current_step: 3,
  total_steps: 5,
  device_type: "desktop",
  variant: "a",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "solar-autumn",
};

const rowsOf = (sessionId: string) =>
  db().db.select().from(quizAnalytics).where(eq(quizAnalytics.sessionId, sessionId)).orderBy(quizAnalytics.id);

describe("POST /api/quiz-events", () => {
  it("stores one event with all its fields and answers 204", async () => {
    const response = await handleQuizEvents({ request: post(event), ip: "10.1.0.1" });
    expect(response.status).toBe(204);
    const [row] = await rowsOf(event.session_id);
    expect(row).toMatchObject({
      sessionId: event.session_id,
      eventType: "question_answered",
      questionId: "roofCondition",
      answer: "good",
      currentStep: 3,
      totalSteps: 5,
      deviceType: "desktop",
      variant: "a",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "solar-autumn",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("stores a batch sent as text/plain, as navigator.sendBeacon does", async () => {
    const session_id = "batch-session";
    const body = JSON.stringify({
      events: [
        { session_id, event_type: "started", current_step: 0, total_steps: 5 },
        { session_id, event_type: "q1_viewed", question_id: "monthlyBill", current_step: 0, total_steps: 5 },
        { session_id, event_type: "abandoned", current_step: 2, total_steps: 5 },
      ],
    });
    const response = await handleQuizEvents({ request: post(body, "text/plain;charset=UTF-8"), ip: "10.1.0.2" });
    expect(response.status).toBe(204);
    const rows = await rowsOf(session_id);
    expect(rows.map((r) => [r.eventType, r.questionId, r.currentStep, r.variant])).toEqual([
      ["started", null, 0, null],
      ["q1_viewed", "monthlyBill", 0, null],
      ["abandoned", null, 2, null],
    ]);
  });

  it("answers 400 naming the bad fields and stores nothing of the batch", async () => {
    const session_id = "bad-session";
    const response = await handleQuizEvents({
      request: post({
        events: [
          { session_id, event_type: "started" },
          { session_id, event_type: "question_answered", question_id: "ownership", answer: "lease", current_step: 9 },
        ],
      }),
      ip: "10.1.0.3",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["events.1.answer"]);
    expect(await rowsOf(session_id)).toEqual([]);

    const steps = await handleQuizEvents({
      request: post({ session_id, event_type: "started", current_step: 7, total_steps: 5 }),
      ip: "10.1.0.3",
    });
    expect(await steps.json()).toMatchObject({ fields: { current_step: expect.any(String) } });
  });

  it("rejects bodies that are not JSON, with the right status", async () => {
    expect((await handleQuizEvents({ request: post("not json"), ip: "10.1.0.4" })).status).toBe(400);
    expect(
      (await handleQuizEvents({ request: post("{}", "application/x-www-form-urlencoded"), ip: "10.1.0.4" })).status,
    ).toBe(415);
    const huge = JSON.stringify({ ...event, answer: "x".repeat(70 * 1024) });
    expect((await handleQuizEvents({ request: post(huge), ip: "10.1.0.4" })).status).toBe(413);
  });

  it("limits requests per client address with Retry-After", async () => {
    const ip = "10.1.0.9";
    const statuses: number[] = [];
    for (let i = 0; i < QUIZ_EVENTS_PER_MINUTE; i++) {
      statuses.push(
        (await handleQuizEvents({ request: post({ session_id: "flood", event_type: "started" }), ip })).status,
      );
    }
    expect(statuses.every((s) => s === 204)).toBe(true);
    const limited = await handleQuizEvents({ request: post({ session_id: "flood", event_type: "started" }), ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await handleQuizEvents({
      request: post({ session_id: "calm", event_type: "started" }),
      ip: "10.1.0.10",
    });
    expect(other.status).toBe(204);
  });
});
