/**
 * Realistic quiz funnel events for the dashboard benchmark, generated inside
 * PostgreSQL with generate_series (no rows cross the network) and then
 * inserted into quiz_analytics in time order, one statement per London day
 * and phase, so the summary trigger (migrations 0001 and 0002) runs on every
 * insert exactly as it does in production (docs/decisions/008 and 012),
 * including its update path for sessions whose later events arrive in a
 * later insert.
 *
 * Each session: started and q1_viewed; answers to questions 1-5 with drop-off
 * at each question; first_answered with the first answer; form_reached after
 * question 5; submitted for about half of those; abandoned (sent by beacon
 * when the visitor leaves) for most of the rest. Some visitors change their
 * first answer, some reload (started and q1_viewed again), some submissions
 * and abandonments arrive twice. Variants A and B half and half, utm sources
 * from Google, Facebook, Instagram, Bing, a newsletter or none, over the 90
 * London days of WINDOW, with traffic growing over the period.
 *
 * Deterministic: the same size and seed give the same events.
 */
import type pg from "pg";

/** The 90 London days the events fall on (the last includes the clocks going back on 25 October). */
export const WINDOW = { from: "2026-08-03", to: "2026-10-31", days: 90 } as const;

export interface GeneratedData {
  events: number;
  sessions: number;
  /** Rows of quiz_session_answers: the latest answer of each session to each question. */
  answerRows: number;
  /** Rows of the per-day counts the dashboard reads (quiz_daily, quiz_daily_answers). */
  dailyRows: number;
  dailyAnswerRows: number;
  /** Events that repeat one already sent: reloads, double submissions, double beacons. */
  duplicates: number;
  eventsByType: Record<string, number>;
  /** INSERT statements into quiz_analytics (each fires the trigger once). */
  insertStatements: number;
  /** Generating, inserting through the trigger, VACUUM ANALYZE, CHECKPOINT. */
  loadSeconds: number;
}

/** Events per session on average is about 7.4; a margin so that the cut at `events` never runs short. */
const EVENTS_PER_SESSION_LOW = 6.5;

/** A uniform number in [0, 1) for session `i` and stream `k`, from PostgreSQL's 64-bit integer hash. */
const r = (seed: number, k: number) =>
  `((hashint8extended(i, ${seed * 1000 + k}) & 4503599627370495)::float8 / 4503599627370496)`;

/** Picks one of `values` by cumulative probabilities `cuts` (one fewer than values). */
function pick(rand: string, values: (string | null)[], cuts: number[]): string {
  const lit = (v: string | null) => (v === null ? "null" : `'${v}'`);
  const whens = cuts.map((c, j) => `when ${rand} < ${c} then ${lit(values[j] ?? null)}`).join(" ");
  return `(case ${whens} else ${lit(values.at(-1) ?? null)} end)`;
}

function stagingSql(sessions: number, events: number, seed: number): string {
  const R = (k: number) => r(seed, k);
  return `
create unlogged table bench_events as
with s as (
  select i,
    md5('bench-session-' || ${seed} || '-' || i)::uuid::text as session_id,
    -- Traffic grows over the window (density rising 1 to 2): inverse of its distribution function.
    floor(${WINDOW.days} * (sqrt(1 + 3 * ${R(1)}) - 1))::int as day,
    -- Mostly 07:00-23:00, some at night.
    (case when ${R(2)} < 0.08 then 24 * ${R(3)} else 7 + 16 * ${R(3)} end) as hour,
    ${pick(R(4), ["a", "b"], [0.5])} as variant,
    ${R(5)} as r_utm,
    ${pick(R(6), ["mobile", "desktop", "tablet"], [0.65, 0.93])} as device_type,
    -- Questions answered, each a share of those who answered the one before.
    (case when ${R(7)} >= 0.78 then 0 when ${R(8)} >= 0.90 then 1 when ${R(9)} >= 0.87 then 2
          when ${R(10)} >= 0.85 then 3 when ${R(11)} >= 0.93 then 4 else 5 end) as answered,
    ${R(12)} as r_submit, ${R(13)} as r_leave, ${R(14)} as r_change, ${R(15)} as r_reload,
    ${R(16)} as r_double_submit, ${R(17)} as r_double_leave,
    interval '1 second' * (4 + 14 * ${R(18)}) as pace,
    interval '1 second' * (45 + 120 * ${R(19)}) as form_time,
    ${pick(R(21), ["under50", "50-100", "100-200", "over200"], [0.15, 0.5, 0.85])} as a1,
    ${pick(R(22), ["residential", "commercial"], [0.9])} as a2,
    ${pick(R(23), ["own", "rent"], [0.86])} as a3,
    ${pick(R(24), ["excellent", "good", "fair", "poor"], [0.2, 0.65, 0.9])} as a4,
    ${pick(R(25), ["yes", "maybe", "no"], [0.35, 0.8])} as a5
  from generate_series(1, ${sessions}) i
), p as (
  select s.*,
    ((date '${WINDOW.from}' + day)::timestamp + hour * interval '1 hour') at time zone 'Europe/London' as t0,
    ${pick("r_utm", ["google", "facebook", "instagram", "bing", "newsletter", null], [0.35, 0.6, 0.7, 0.75, 0.8])} as utm_source,
    ${pick("r_utm", ["cpc", "paid-social", "paid-social", "cpc", "email", null], [0.35, 0.6, 0.7, 0.75, 0.8])} as utm_medium,
    ${pick("r_utm", ["solar-search", "spring-solar", "spring-solar", "solar-search", "october-news", null], [0.35, 0.6, 0.7, 0.75, 0.8])} as utm_campaign,
    answered = 5 and r_submit < (case variant when 'a' then 0.52 else 0.58 end) as submitted,
    answered >= 1 and r_change < 0.06 as changed,
    -- Another first answer, changed afterwards to a1.
    (case a1 when 'under50' then '50-100' when '50-100' then '100-200' when '100-200' then 'over200' else '100-200' end) as first_a1
  from s
), q as (
  select p.*, not submitted and r_leave < 0.85 as left_page from p
)
select e.seq, e.phase, q.day, q.session_id, e.event_type, e.question_id, e.answer, e.step,
  q.device_type, q.variant, q.utm_source, q.utm_medium, q.utm_campaign, e.at as created_at,
  e.duplicate
from q cross join lateral (values
  (1, 1, 'started', null, null, 0, t0, true, false),
  (2, 1, 'q1_viewed', 'monthlyBill', null, 0, t0, true, false),
  (3, 1, 'first_answered', 'monthlyBill', case when changed then first_a1 else a1 end, 0,
     t0 + pace * (case when changed then 0.6 else 1 end), answered >= 1, false),
  (4, 1, 'question_answered', 'monthlyBill', first_a1, 0, t0 + pace * 0.6, changed, false),
  (5, 1, 'question_answered', 'monthlyBill', a1, 0, t0 + pace, answered >= 1, false),
  (6, 1, 'question_answered', 'propertyType', a2, 1, t0 + pace * 2, answered >= 2, false),
  (7, 1, 'question_answered', 'ownership', a3, 2, t0 + pace * 3, answered >= 3, false),
  (8, 1, 'question_answered', 'roofCondition', a4, 3, t0 + pace * 4, answered >= 4, false),
  (9, 1, 'question_answered', 'batteryInterest', a5, 4, t0 + pace * 5, answered >= 5, false),
  (10, 1, 'form_reached', null, null, 5, t0 + pace * 5, answered >= 5, false),
  (11, 2, 'submitted', null, null, 5, t0 + pace * 5 + form_time, submitted, false),
  (12, 2, 'submitted', null, null, 5, t0 + pace * 5 + form_time + interval '2 seconds',
     submitted and r_double_submit < 0.02, true),
  (13, 2, 'abandoned', null, null, answered, t0 + pace * (answered + 1) + interval '20 seconds', left_page, false),
  (14, 2, 'abandoned', null, null, answered, t0 + pace * (answered + 1) + interval '21 seconds',
     left_page and r_double_leave < 0.03, true),
  (15, 2, 'started', null, null, 0, t0 + interval '30 seconds', r_reload < 0.04, true),
  (16, 2, 'q1_viewed', 'monthlyBill', null, 0, t0 + interval '30 seconds', r_reload < 0.04, true)
) as e(seq, phase, event_type, question_id, answer, step, at, keep, duplicate)
where e.keep
order by q.i, e.seq
limit ${events}`;
}

/**
 * Fills quiz_analytics of an empty, migrated database with exactly `events`
 * events. Goes through the production trigger; ends with VACUUM ANALYZE, the
 * state autovacuum keeps a live table in.
 */
export async function generateQuizEvents(
  pool: pg.Pool,
  { events, seed = 1 }: { events: number; seed?: number },
): Promise<GeneratedData> {
  const started = performance.now();
  const sessions = Math.ceil(events / EVENTS_PER_SESSION_LOW);
  const client = await pool.connect();
  let insertStatements = 0;
  try {
    await client.query("drop table if exists bench_events");
    await client.query(stagingSql(sessions, events, seed));
    const { rows } = await client.query<{ n: string }>("select count(*) as n from bench_events");
    if (Number(rows[0]?.n) !== events) {
      throw new Error(`generated ${rows[0]?.n} events, expected ${events}: raise the sessions margin`);
    }
    await client.query("create index on bench_events (day, phase)");
    // Day by day, as the site would receive them: each day's first events, then its submissions and leavings.
    for (let day = 0; day < WINDOW.days; day++) {
      for (const phase of [1, 2]) {
        await client.query(
          `insert into quiz_analytics (created_at, session_id, event_type, question_id, answer, current_step,
             total_steps, device_type, variant, utm_source, utm_medium, utm_campaign)
           select created_at, session_id, event_type, question_id, answer, step, 5, device_type, variant,
             utm_source, utm_medium, utm_campaign
           from bench_events where day = $1 and phase = $2 order by created_at, seq`,
          [day, phase],
        );
        insertStatements++;
      }
    }
    const dup = await client.query<{ n: string }>("select count(*) as n from bench_events where duplicate");
    await client.query("drop table bench_events");
    await client.query(
      "vacuum analyze quiz_analytics, quiz_sessions, quiz_session_answers, quiz_daily, quiz_daily_answers",
    );
    // Write the load's dirty pages out now rather than during the timings (needs a superuser; optional).
    await client.query("checkpoint").catch(() => undefined);

    const count = async (table: string) =>
      Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
    const byType = await client.query<{ event_type: string; n: string }>(
      "select event_type, count(*) as n from quiz_analytics group by event_type order by event_type",
    );
    return {
      events: await count("quiz_analytics"),
      sessions: await count("quiz_sessions"),
      answerRows: await count("quiz_session_answers"),
      dailyRows: await count("quiz_daily"),
      dailyAnswerRows: await count("quiz_daily_answers"),
      duplicates: Number(dup.rows[0]?.n),
      eventsByType: Object.fromEntries(byType.rows.map((row) => [row.event_type, Number(row.n)])),
      insertStatements,
      loadSeconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    client.release();
  }
}

export interface RawFigures {
  starts: number;
  formReached: number;
  submissions: number;
  abandoned: number;
  /** question → answer → sessions whose latest answer it is. */
  answers: Record<string, Record<string, number>>;
  /** London day of a session's first event → its sessions' starts, forms reached, submissions. */
  daily: Record<string, [number, number, number]>;
}

/**
 * The dashboard's totals counted the slow way, from the raw events (distinct
 * sessions, latest answer per session and question), to check that the
 * summaries the trigger kept agree with them.
 */
export async function figuresFromEvents(pool: pg.Pool): Promise<RawFigures> {
  const totals = await pool.query<Record<string, number>>(`
    select count(*) filter (where st)::int as starts, count(*) filter (where fr)::int as "formReached",
      count(*) filter (where su)::int as submissions, count(*) filter (where ab and not su)::int as abandoned
    from (
      select bool_or(event_type = 'started') as st, bool_or(event_type = 'form_reached') as fr,
        bool_or(event_type = 'submitted') as su, bool_or(event_type = 'abandoned') as ab
      from quiz_analytics group by session_id
    ) per_session`);
  const latest = await pool.query<{ question_id: string; answer: string; n: number }>(`
    select question_id, answer, count(*)::int as n from (
      select distinct on (session_id, question_id) question_id, answer
      from quiz_analytics
      where event_type in ('first_answered', 'question_answered') and question_id is not null and answer is not null
      order by session_id, question_id, created_at desc, id desc
    ) latest group by question_id, answer`);
  const days = await pool.query<{ day: string; st: number; fr: number; su: number }>(`
    select to_char((first_at at time zone 'Europe/London')::date, 'YYYY-MM-DD') as day,
      count(*) filter (where st)::int as st, count(*) filter (where fr)::int as fr, count(*) filter (where su)::int as su
    from (
      select min(created_at) as first_at, bool_or(event_type = 'started') as st,
        bool_or(event_type = 'form_reached') as fr, bool_or(event_type = 'submitted') as su
      from quiz_analytics group by session_id
    ) per_session group by 1`);
  const answers: Record<string, Record<string, number>> = {};
  for (const row of latest.rows) (answers[row.question_id] ??= {})[row.answer] = row.n;
  const t = totals.rows[0] ?? {};
  return {
    starts: t.starts ?? 0,
    formReached: t.formReached ?? 0,
    submissions: t.submissions ?? 0,
    abandoned: t.abandoned ?? 0,
    answers,
    daily: Object.fromEntries(days.rows.map((d) => [d.day, [d.st, d.fr, d.su]])),
  };
}
