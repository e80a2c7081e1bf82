/**
 * Retention (docs/product.md §16, docs/decisions/092), applied by the server
 * itself at start-up and then once a day:
 * - quiz analytics: raw events and the per-session summaries older than
 *   ANALYTICS_RETENTION_DAYS are deleted. The per-day counts the dashboard
 *   reads (quiz_daily, quiz_daily_answers: a day, a variant, a utm_source or
 *   an answer option, and numbers) stay, so past figures do not change;
 * - leads older than LEAD_RETENTION_DAYS that are not `won` are erased as
 *   staff would erase them (erasure.server.ts): an anonymous row stays;
 * - .eml copies under DATA_DIR/mail older than LEAD_RETENTION_DAYS are deleted;
 * - failed log-in counts whose 15-minute window has ended are deleted.
 * Every step is idempotent, so several instances running it do no harm.
 */
import { and, asc, isNull, lt, ne, sql } from "drizzle-orm";
import { getDatabase } from "./db/index.server";
import { leads, staffLoginFailures } from "./db/schema";
import { mailDirOf, removeMailCopiesBefore } from "./delivery/mail-copies.server";
import { getEnv } from "./env.server";
import { eraseLead } from "./erasure.server";
import { getLogger } from "./logger.server";
import { runInBackground } from "./log-context.server";
import { LOGIN_WINDOW_SECONDS } from "./staff-login-limit.server";

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement, so a first run over years of events never holds one huge transaction. */
const BATCH = 5_000;

export interface RetentionOptions {
  now?: Date;
  analyticsDays?: number;
  leadDays?: number;
  mailDir?: string;
}

export interface RetentionResult {
  quizEvents: number;
  quizSessions: number;
  leadsErased: number;
  mailCopies: number;
}

/** Rows a statement changed: node-postgres says rowCount, PGlite affectedRows. */
const rowCount = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/** Deletes in batches until a batch deletes nothing; returns the rows deleted. */
async function deleteInBatches(statement: () => Promise<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = rowCount(await statement());
    total += n;
    if (n < BATCH) return total;
  }
}

/** One pass of every retention rule, as of `now`. */
export async function applyRetention(options: RetentionOptions = {}): Promise<RetentionResult> {
  const env = getEnv();
  const now = options.now ?? new Date();
  const analyticsCutoff = new Date(now.getTime() - (options.analyticsDays ?? env.ANALYTICS_RETENTION_DAYS) * DAY_MS);
  const leadCutoff = new Date(now.getTime() - (options.leadDays ?? env.LEAD_RETENTION_DAYS) * DAY_MS);
  const { db } = await getDatabase();
  const before = (date: Date) => sql`${date.toISOString()}::timestamptz`;

  // Answers first: they belong to the sessions deleted next.
  await deleteInBatches(() =>
    db.execute(sql`delete from quiz_session_answers where (session_id, question_id) in (
      select a.session_id, a.question_id from quiz_session_answers a join quiz_sessions s using (session_id)
      where s.first_at < ${before(analyticsCutoff)} limit ${BATCH})`),
  );
  const quizSessions = await deleteInBatches(() =>
    db.execute(sql`delete from quiz_sessions where session_id in (
      select session_id from quiz_sessions where first_at < ${before(analyticsCutoff)} limit ${BATCH})`),
  );
  const quizEvents = await deleteInBatches(() =>
    db.execute(sql`delete from quiz_analytics where id in (
      select id from quiz_analytics where created_at < ${before(analyticsCutoff)} limit ${BATCH})`),
  );

  let leadsErased = 0;
  for (;;) {
    const due = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(lt(leads.createdAt, leadCutoff), ne(leads.status, "won"), isNull(leads.erasedAt)))
      .orderBy(asc(leads.createdAt))
      .limit(500);
    for (const { id } of due) {
      const erased = await eraseLead(id, { mailDir: options.mailDir });
      if (erased.ok && !erased.alreadyErased) leadsErased += 1;
    }
    if (due.length < 500) break;
  }

  const mailCopies = await removeMailCopiesBefore(options.mailDir ?? mailDirOf(), leadCutoff);

  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  await db
    .delete(staffLoginFailures)
    .where(and(lt(staffLoginFailures.windowStartedAt, windowStart), ne(staffLoginFailures.key, "*")));

  return { quizEvents, quizSessions, leadsErased, mailCopies };
}

export interface RetentionService {
  /** Runs a pass now (also what the timer calls); resolves when it is done. */
  runNow(): Promise<RetentionResult | undefined>;
  stop(): Promise<void>;
}

/**
 * Runs applyRetention at once (unless `runAtStart` is false: the database
 * was down at start-up) and then every `intervalMs` (a day). `clock`
 * gives "now" for each pass, so tests move time on without waiting. A failed
 * pass (the database down, say) is logged and tried again at the next one.
 */
export function startRetention({
  clock = () => new Date(),
  intervalMs = DAY_MS,
  mailDir,
  runAtStart = true,
}: { clock?: () => Date; intervalMs?: number; mailDir?: string; runAtStart?: boolean } = {}): RetentionService {
  const log = getLogger();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let current: Promise<RetentionResult | undefined> | undefined;

  const runNow = () => {
    current ??= runInBackground(async () => {
      try {
        const result = await applyRetention({ now: clock(), mailDir });
        if (result.quizEvents + result.quizSessions + result.leadsErased + result.mailCopies > 0)
          log.info(result, "retention applied");
        return result;
      } catch (err) {
        log.error({ err }, "retention could not be applied; trying again at the next pass");
        return undefined;
      } finally {
        current = undefined;
      }
    });
    return current;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runNow().finally(schedule), intervalMs);
    timer.unref?.();
  };

  if (runAtStart) void runNow().finally(schedule);
  else schedule();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
