import { OVERFLOW_SOURCE } from "~/lib/attribution";
import type { QuizEventData } from "~/lib/quiz-event-schema";
import { sql } from "drizzle-orm";
import { type Database, getDatabase } from "./db/index.server";
import { type NewQuizEvent, quizAnalytics } from "./db/schema";
import { getEnv } from "./env.server";
import { getLogger } from "./logger.server";
import { createLimiter, type Limiter } from "./rate-limit.server";

let limiters: { address: Limiter; session: Limiter; site: Limiter } | undefined;
function quizEventLimiters() {
  const env = getEnv();
  limiters ??= {
    address: createLimiter("quiz-events", { points: env.QUIZ_EVENTS_RATE_LIMIT_PER_MINUTE, duration: 60 }),
    session: createLimiter("quiz-session-events", { points: env.QUIZ_EVENTS_PER_SESSION, duration: 3600 }),
    site: createLimiter("quiz-events-site", { points: env.QUIZ_EVENTS_SITE_LIMIT_PER_HOUR, duration: 3600 }),
  };
  return limiters;
}

export type AdmitResult =
  { ok: true } | { ok: false; limit: "address" | "session" | "site"; retryAfterSeconds: number };

let siteWarnedUntil = 0;

/**
 * Counts valid events (not requests) against three ceilings, so nobody can
 * fill the database with them (docs/decisions/015): per client address per
 * minute, per quiz session (a real one sends about ten), and for the whole
 * site per hour, which is logged as a warning once per hour when reached.
 */
export async function admitQuizEvents({ events, ip }: { events: QuizEventData[]; ip: string }): Promise<AdmitResult> {
  const { address, session, site } = quizEventLimiters();
  const byAddress = await address.consume(ip, events.length);
  if (!byAddress.ok) return { ok: false, limit: "address", retryAfterSeconds: byAddress.retryAfterSeconds };
  const perSession = new Map<string, number>();
  for (const e of events) perSession.set(e.session_id, (perSession.get(e.session_id) ?? 0) + 1);
  for (const [id, count] of perSession) {
    const bySession = await session.consume(id, count);
    if (!bySession.ok) return { ok: false, limit: "session", retryAfterSeconds: bySession.retryAfterSeconds };
  }
  const bySite = await site.consume("all", events.length);
  if (!bySite.ok) {
    if (Date.now() >= siteWarnedUntil) {
      siteWarnedUntil = Date.now() + bySite.retryAfterSeconds * 1000;
      getLogger().warn(
        { limit: getEnv().QUIZ_EVENTS_SITE_LIMIT_PER_HOUR, retryAfterSeconds: bySite.retryAfterSeconds },
        "quiz events refused: the site-wide hourly ceiling is reached (a flood, or set QUIZ_EVENTS_SITE_LIMIT_PER_HOUR higher)",
      );
    }
    return { ok: false, limit: "site", retryAfterSeconds: bySite.retryAfterSeconds };
  }
  return { ok: true };
}

/** For tests: new limiters from the current environment. */
export function resetQuizEventLimitsForTests(): void {
  limiters = undefined;
  siteWarnedUntil = 0;
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

/**
 * At most QUIZ_UTM_SOURCES_PER_DAY distinct utm_source values are kept by
 * name for each day; events bringing yet another new one that day are stored
 * as OVERFLOW_SOURCE, which normalised tags can never spell. Made-up tags then
 * cannot grow the dashboard's daily tables (docs/decisions/015). Concurrent
 * batches may pass the quota by a few; it is a bound, not an exact count.
 */
async function labelNewSources(db: Database, events: QuizEventData[]): Promise<QuizEventData[]> {
  const incoming = new Set(events.flatMap((e) => (e.utm_source ? [e.utm_source] : [])));
  if (incoming.size === 0) return events;
  const result = await db.execute(sql`
    select distinct utm_source from quiz_daily
    where day = (now() at time zone 'Europe/London')::date and utm_source <> ''`);
  const known = new Set((result as unknown as { rows: { utm_source: string }[] }).rows.map((r) => r.utm_source));
  let room = getEnv().QUIZ_UTM_SOURCES_PER_DAY - known.size;
  for (const source of incoming) {
    if (known.has(source)) continue;
    if (room > 0) {
      known.add(source);
      room -= 1;
    }
  }
  return events.map((e) => (e.utm_source && !known.has(e.utm_source) ? { ...e, utm_source: OVERFLOW_SOURCE } : e));
}

export type RecordResult = { ok: true; count: number } | { ok: false; error: string };

/** Stores validated events in one insert; a database failure is logged and returned, never thrown. */
export async function recordQuizEvents({ events }: { events: QuizEventData[] }): Promise<RecordResult> {
  try {
    const { db } = await getDatabase();
    const labelled = await labelNewSources(db, events);
    await db.insert(quizAnalytics).values(labelled.map(toRow));
    return { ok: true, count: events.length };
  } catch (err) {
    getLogger().error({ err, count: events.length }, "quiz events could not be stored");
    return { ok: false, error: "Events could not be stored" };
  }
}
