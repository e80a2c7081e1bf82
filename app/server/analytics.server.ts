import { sql, type SQL } from "drizzle-orm";
import type {
  DailyFigures,
  FunnelFilters,
  QuizFunnel,
  UtmSourceFigures,
  Variant,
  VariantFigures,
} from "~/lib/staff-types";
import { getDatabase } from "./db/index.server";

/**
 * The quiz funnel of spec §7 over distinct sessions (DESIGN.md "Quiz
 * analytics"). It reads quiz_sessions and quiz_session_answers, which a
 * trigger keeps from quiz_analytics, so the cost grows with sessions rather
 * than events (docs/decisions/008). A session belongs to the date range by
 * the day (Europe/London) of its first event, and every figure is about those
 * sessions: "of the sessions that began in May, how many submitted".
 */

const ZONE = "Europe/London";

/** Percentage of `total`, one decimal; 0 when there is nothing to divide by. */
export function percentage(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 1000) / 10 : 0;
}

/** Conditions on a table's session start column (and variant) for the filters. */
function conditions(filters: FunnelFilters, firstAt: SQL, variant: SQL): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.from) parts.push(sql`${firstAt} >= (${filters.from}::date)::timestamp at time zone ${ZONE}`);
  if (filters.to) parts.push(sql`${firstAt} < (${filters.to}::date + 1)::timestamp at time zone ${ZONE}`);
  if (filters.variant) parts.push(sql`${variant} = ${filters.variant}`);
  return sql.join(parts, sql` and `);
}

interface FunnelRow extends Record<string, unknown> {
  grp: string;
  variant: string | null;
  utm_source: string | null;
  day: string | null;
  starts: number;
  form_reached: number;
  submissions: number;
  abandoned: number;
}

interface AnswerRow extends Record<string, unknown> {
  question_id: string;
  answer: string;
  sessions: number;
}

async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  const { db } = await getDatabase();
  const result = await db.execute<T>(query);
  // node-postgres returns { rows }, PGlite likewise; both under drizzle's execute.
  return (result as unknown as { rows: T[] }).rows;
}

export async function getQuizFunnel(filters: FunnelFilters = {}): Promise<QuizFunnel> {
  const sessionWhere = conditions(filters, sql`first_at`, sql`variant`);
  const answerWhere = conditions(filters, sql`session_first_at`, sql`variant`);
  // One pass over the sessions gives the totals and each breakdown (grouping sets).
  const funnelQuery = sql`
    select case
        when grouping(variant) = 0 then 'variant'
        when grouping(utm_source) = 0 then 'utm'
        when grouping(day) = 0 then 'day'
        else 'total' end as grp,
      variant, utm_source, to_char(day, 'YYYY-MM-DD') as day,
      count(started_at)::int as starts,
      count(form_reached_at)::int as form_reached,
      count(submitted_at)::int as submissions,
      (count(*) filter (where abandoned_at is not null and submitted_at is null))::int as abandoned
    from (
      select variant, utm_source, started_at, form_reached_at, submitted_at, abandoned_at,
        (first_at at time zone ${ZONE})::date as day
      from quiz_sessions where ${sessionWhere}
    ) s
    group by grouping sets ((), (variant), (utm_source), (day))`;
  const answersQuery = sql`
    select question_id, answer, count(*)::int as sessions
    from quiz_session_answers where ${answerWhere}
    group by question_id, answer`;

  const [funnel, answers] = await Promise.all([rows<FunnelRow>(funnelQuery), rows<AnswerRow>(answersQuery)]);

  const total = funnel.find((r) => r.grp === "total");
  const starts = total?.starts ?? 0;
  const questionDropoff: Record<string, number> = {};
  const popularAnswers: Record<string, Record<string, number>> = {};
  for (const row of answers) {
    questionDropoff[row.question_id] = (questionDropoff[row.question_id] ?? 0) + row.sessions;
    (popularAnswers[row.question_id] ??= {})[row.answer] = row.sessions;
  }

  return {
    totalStarts: starts,
    formReached: total?.form_reached ?? 0,
    formReachRate: percentage(total?.form_reached ?? 0, starts),
    submissions: total?.submissions ?? 0,
    conversionRate: percentage(total?.submissions ?? 0, starts),
    abandoned: total?.abandoned ?? 0,
    dropOffRate: percentage(total?.abandoned ?? 0, starts),
    questionDropoff,
    popularAnswers,
    variants: variantFigures(funnel),
    utmSources: utmFigures(funnel),
    daily: dailyFigures(funnel),
    filters,
  };
}

function variantFigures(funnel: FunnelRow[]): Record<Variant, VariantFigures> {
  const of = (v: Variant): VariantFigures => {
    const row = funnel.find((r) => r.grp === "variant" && r.variant === v);
    const starts = row?.starts ?? 0;
    return {
      starts,
      formReached: row?.form_reached ?? 0,
      submissions: row?.submissions ?? 0,
      conversionRate: percentage(row?.submissions ?? 0, starts),
    };
  };
  return { a: of("a"), b: of("b") };
}

function utmFigures(funnel: FunnelRow[]): UtmSourceFigures[] {
  return funnel
    .filter((r) => r.grp === "utm")
    .map((r) => ({
      source: r.utm_source,
      starts: r.starts,
      submissions: r.submissions,
      conversionRate: percentage(r.submissions, r.starts),
    }))
    .sort((x, y) => y.starts - x.starts || (x.source ?? "").localeCompare(y.source ?? ""));
}

/** Every day from the first to the last with data, quiet days as zeros, so the trend has no gaps. */
function dailyFigures(funnel: FunnelRow[]): DailyFigures[] {
  const byDay = new Map<string, DailyFigures>();
  for (const r of funnel) {
    if (r.grp !== "day" || !r.day) continue;
    byDay.set(r.day, { date: r.day, starts: r.starts, formReached: r.form_reached, submissions: r.submissions });
  }
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return [];
  const out: DailyFigures[] = [];
  const last = Date.parse(`${days.at(-1)}T00:00:00Z`);
  for (let t = Date.parse(`${days[0]}T00:00:00Z`); t <= last; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    out.push(byDay.get(date) ?? { date, starts: 0, formReached: 0, submissions: 0 });
  }
  return out;
}
