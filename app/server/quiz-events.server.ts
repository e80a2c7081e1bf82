import type { QuizEventData } from "~/lib/quiz-event-schema";
import { getDatabase } from "./db/index.server";
import { type NewQuizEvent, quizAnalytics } from "./db/schema";
import { getEnv } from "./env.server";
import { getLogger } from "./logger.server";
import { createLimiter, type Limiter } from "./rate-limit.server";

let limiter: Limiter | undefined;
/** A visitor sends about eight requests per quiz; the limit only stops floods. */
export function quizEventLimiter(): Limiter {
  limiter ??= createLimiter("quiz-events", { points: getEnv().QUIZ_EVENTS_RATE_LIMIT_PER_MINUTE, duration: 60 });
  return limiter;
}

function toRow(e: QuizEventData): NewQuizEvent {
  return {
    sessionId: e.session_id,
    eventType: e.event_type,
    questionId: e.question_id ?? null,
    answer: e.answer ?? null,
    currentStep: e.current_step ?? null,
    totalSteps: e.total_steps ?? null,
    deviceType: e.device_type ?? null,
    variant: e.variant ?? null,
    utmSource: e.utm_source ?? null,
    utmMedium: e.utm_medium ?? null,
    utmCampaign: e.utm_campaign ?? null,
  };
}

export type RecordResult = { ok: true; count: number } | { ok: false; error: string };

/** Stores validated events in one insert; a database failure is logged and returned, never thrown. */
export async function recordQuizEvents({ events }: { events: QuizEventData[] }): Promise<RecordResult> {
  try {
    const { db } = await getDatabase();
    await db.insert(quizAnalytics).values(events.map(toRow));
    return { ok: true, count: events.length };
  } catch (err) {
    getLogger().error({ err, count: events.length }, "quiz events could not be stored");
    return { ok: false, error: "Events could not be stored" };
  }
}
