import { sql, type SQL } from "drizzle-orm";
import type {
  DailyFigures,
  FunnelFilters,
  QuizFunnel,
  UtmOtherFigures,
  UtmSourceFigures,
  Variant,
  VariantFigures,
} from "~/lib/staff-types";
import { getDatabase } from "./db/index.server";

/**
 * The quiz funnel over distinct sessions (docs/product.md §7.5).
 * It reads quiz_daily and quiz_daily_answers, per-day counts of
 * sessions that the trigger on quiz_analytics keeps (docs/decisions/008 and
 * 012), so the cost grows with days rather than events. A session belongs to
 * the day (Europe/London) of its first event, and every figure is about the
 * sessions of the range: "of the sessions that began in May, how many
 * submitted".
 */

/** Percentage of `total`, one decimal; 0 when there is nothing to divide by. */
export function percentage(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 1000) / 10 : 0;
}

/** Conditions on a daily table's day and variant for the filters. */
function conditions(filters: FunnelFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.from) parts.push(sql`day >= ${filters.from}::date`);
  if (filters.to) parts.push(sql`day <= ${filters.to}::date`);
  if (filters.variant) parts.push(sql`variant = ${filters.variant}`);
  return sql.join(parts, sql` and `);
}

interface FunnelRow extends Record<string, unknown> {
  grp: string;
  variant: string | null;
  day: string | null;
  starts: number;
  form_reached: number;
  submissions: number;
  abandoned: number;
}

interface UtmRow extends Record<string, unknown> {
  utm_source: string | null;
  listed: boolean;
  starts: number;
  submissions: number;
  sources: number;
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

/** utm_source values listed by name on the dashboard; the rest are summed as one "other" row. */
export const UTM_SOURCES_LISTED = 20;

/**
 * The dashboard's three queries: the funnel with its variant and day
 * breakdowns (one pass, by grouping sets), the utm_source breakdown (the
 * UTM_SOURCES_LISTED with the most starts, and the rest summed, so that any
 * number of distinct tags answers in a few rows: docs/decisions/015), and the
 * answers per question. A group appears when it has sessions ('' in the
 * daily tables stands for no variant or utm_source). Exported so the
 * benchmark can EXPLAIN exactly what the dashboard runs.
 */
export function funnelQueries(filters: FunnelFilters = {}): { funnel: SQL; utm: SQL; answers: SQL } {
  const where = conditions(filters);
  const funnel = sql`
    select case
        when grouping(variant) = 0 then 'variant'
        when grouping(day) = 0 then 'day'
        else 'total' end as grp,
      nullif(variant, '') as variant, to_char(day, 'YYYY-MM-DD') as day,
      sum(starts)::int as starts,
      sum(form_reached)::int as form_reached,
      sum(submissions)::int as submissions,
      sum(abandoned)::int as abandoned
    from quiz_daily where ${where}
    group by grouping sets ((), (variant), (day))
    having sum(sessions) > 0`;
  // The top few by a bounded sort (LIMIT), and the rest as the totals less them: no full sort of every source.
  const utm = sql`
    with per_source as materialized (
      select utm_source, sum(starts)::int as starts, sum(submissions)::int as submissions
      from quiz_daily where ${where}
      group by utm_source
      having sum(sessions) > 0
    ), top as (
      select * from per_source order by starts desc, utm_source collate "C" limit ${UTM_SOURCES_LISTED}
    )
    select nullif(utm_source, '') as utm_source, true as listed, starts, submissions, 1 as sources from top
    union all
    select null, false, (sum(starts) - (select coalesce(sum(starts), 0) from top))::int,
      (sum(submissions) - (select coalesce(sum(submissions), 0) from top))::int,
      (count(*) - (select count(*) from top))::int
    from per_source
    having count(*) > (select count(*) from top)`;
  const answers = sql`
    select question_id, answer, sum(sessions)::int as sessions
    from quiz_daily_answers where ${where}
    group by question_id, answer
    having sum(sessions) > 0`;
  return { funnel, utm, answers };
}

export async function getQuizFunnel(filters: FunnelFilters = {}): Promise<QuizFunnel> {
  const queries = funnelQueries(filters);
  const [funnel, utm, answers] = await Promise.all([
    rows<FunnelRow>(queries.funnel),
    rows<UtmRow>(queries.utm),
    rows<AnswerRow>(queries.answers),
  ]);

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
    utmSources: utmFigures(utm),
    utmOther: utmOther(utm),
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

function utmFigures(utm: UtmRow[]): UtmSourceFigures[] {
  return utm
    .filter((r) => r.listed)
    .map((r) => ({
      source: r.utm_source,
      starts: r.starts,
      submissions: r.submissions,
      conversionRate: percentage(r.submissions, r.starts),
    }))
    .sort((x, y) => y.starts - x.starts || (x.source ?? "").localeCompare(y.source ?? ""));
}

function utmOther(utm: UtmRow[]): UtmOtherFigures | null {
  const rest = utm.find((r) => !r.listed);
  if (!rest) return null;
  return {
    sources: rest.sources,
    starts: rest.starts,
    submissions: rest.submissions,
    conversionRate: percentage(rest.submissions, rest.starts),
  };
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
