import { describe, expect, it } from "vitest";
import { parseQuizEvents, QUIZ_EVENT_LIMITS, quizEventTypes } from "./quiz-event-schema";

const base = {
  session_id: "0b6d1f8e-6c1d-4b8e-9a53-2f0c3c7d9a10",
  current_step: 0,
  total_steps: 5,
  device_type: "mobile",
  variant: "b",
  utm_source: "facebook",
  utm_medium: "paid",
  utm_campaign: "spring",
};

describe("parseQuizEvents", () => {
  it.each(quizEventTypes)("accepts a %s event", (event_type) => {
    const answered = event_type === "first_answered" || event_type === "question_answered";
    const event = { ...base, event_type, ...(answered ? { question_id: "ownership", answer: "own" } : {}) };
    const result = parseQuizEvents(event);
    expect(result).toEqual({
      ok: true,
      events: [expect.objectContaining({ event_type, session_id: base.session_id })],
    });
  });

  it("accepts a batch and keeps every field", () => {
    const result = parseQuizEvents({
      events: [
        { ...base, event_type: "started" },
        { ...base, event_type: "q1_viewed", question_id: "monthlyBill" },
      ],
    });
    expect(result.ok && result.events).toEqual([
      { ...base, event_type: "started" },
      { ...base, event_type: "q1_viewed", question_id: "monthlyBill" },
    ]);
  });

  it("treats null and empty optional fields as absent", () => {
    const result = parseQuizEvents({ session_id: "s1", event_type: "started", variant: null, utm_source: "" });
    expect(result).toEqual({ ok: true, events: [{ session_id: "s1", event_type: "started" }] });
  });

  it("requires session_id and a known event_type", () => {
    const result = parseQuizEvents({ event_type: "clicked" });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fields).sort()).toEqual(["event_type", "session_id"]);
  });

  it("bounds the session id and answer", () => {
    const result = parseQuizEvents({
      ...base,
      event_type: "started",
      session_id: "s".repeat(QUIZ_EVENT_LIMITS.sessionId + 1),
      answer: "a".repeat(QUIZ_EVENT_LIMITS.answer + 1),
    });
    expect(!result.ok && Object.keys(result.fields).sort()).toEqual(["answer", "session_id"]);
  });

  it("keeps campaign tags short and URL-safe instead of refusing the event", () => {
    const result = parseQuizEvents({
      ...base,
      event_type: "started",
      utm_source: "x".repeat(200),
      utm_medium: "Paid Social / Meta",
      utm_campaign: "\ud800<b>\u202e",
    });
    expect(result.ok && result.events[0]).toMatchObject({
      utm_source: "x".repeat(QUIZ_EVENT_LIMITS.utm),
      utm_medium: "Paid-Social-Meta",
      utm_campaign: "b",
    });
    expect(parseQuizEvents({ ...base, event_type: "started", utm_source: 42 })).toMatchObject({
      ok: false,
      fields: { utm_source: "utm_source must be text" },
    });
  });

  it("names fields holding text the database cannot store", () => {
    const result = parseQuizEvents({ ...base, event_type: "started", session_id: "s\u0000" });
    expect(result).toEqual({
      ok: false,
      fields: { session_id: "session_id contains characters that are not allowed" },
    });
  });

  it.each([
    [{ current_step: -1 }, "current_step"],
    [{ current_step: 1.5 }, "current_step"],
    [{ current_step: "2" }, "current_step"],
    [{ current_step: 6, total_steps: 5 }, "current_step"],
    [{ total_steps: 0 }, "total_steps"],
    [{ total_steps: QUIZ_EVENT_LIMITS.maxSteps + 1 }, "total_steps"],
    [{ device_type: "watch" }, "device_type"],
    [{ variant: "c" }, "variant"],
    [{ question_id: "favouriteColour" }, "question_id"],
  ])("rejects %j naming %s", (bad, field) => {
    const result = parseQuizEvents({ ...base, event_type: "abandoned", ...bad });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fields)).toEqual([field]);
  });

  it("rejects an answer that is not an option of its question", () => {
    const result = parseQuizEvents({
      ...base,
      event_type: "question_answered",
      question_id: "ownership",
      answer: "rent-to-own",
    });
    expect(result).toEqual({ ok: false, fields: { answer: expect.stringContaining("own, rent") } });
  });

  it("requires the question and answer on answer events", () => {
    const result = parseQuizEvents({ ...base, event_type: "first_answered" });
    expect(!result.ok && Object.keys(result.fields).sort()).toEqual(["answer", "question_id"]);
  });

  it("names the bad event of a batch by index and caps the batch size", () => {
    const bad = parseQuizEvents({
      events: [
        { ...base, event_type: "started" },
        { ...base, event_type: "nope" },
      ],
    });
    expect(bad).toEqual({ ok: false, fields: { "events.1.event_type": expect.any(String) } });
    const tooMany = parseQuizEvents({
      events: Array.from({ length: QUIZ_EVENT_LIMITS.batch + 1 }, () => ({ ...base, event_type: "started" })),
    });
    expect(tooMany).toEqual({ ok: false, fields: { events: expect.stringContaining("At most") } });
    expect(parseQuizEvents({ events: [] }).ok).toBe(false);
    expect(parseQuizEvents({ events: "x" }).ok).toBe(false);
  });

  it("rejects bodies that are not an object", () => {
    for (const raw of [null, "started", [base], 42]) expect(parseQuizEvents(raw).ok).toBe(false);
  });
});
