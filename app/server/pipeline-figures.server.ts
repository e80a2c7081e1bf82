/**
 * The pipeline's figures for the staff dashboard (docs/product.md §15):
 * median time to first contact, and lead-to-won conversion by source and by
 * utm_source, for leads received on the London days of the funnel's filters.
 */
import { sql, type SQL } from "drizzle-orm";
import type { FunnelFilters, PipelineFigures } from "~/lib/staff-types";
import { getDatabase } from "./db/index.server";

const UTM_SOURCES_LISTED = 10;

const rate = (won: number, leads: number) => (leads ? Math.round((won / leads) * 1000) / 10 : 0);

async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  const { db } = await getDatabase();
  // node-postgres returns { rows }, PGlite likewise; both under drizzle's execute.
  return ((await db.execute<T>(query)) as unknown as { rows: T[] }).rows;
}

export async function getPipelineFigures(filters: Pick<FunnelFilters, "from" | "to">): Promise<PipelineFigures> {
  const parts: SQL[] = [sql`true`];
  const londonDay = sql`(created_at at time zone 'Europe/London')::date`;
  if (filters.from) parts.push(sql`${londonDay} >= ${filters.from}::date`);
  if (filters.to) parts.push(sql`${londonDay} <= ${filters.to}::date`);
  const where = sql.join(parts, sql` and `);

  // Booking leads are left out: the visitor booked, and staff first move them later for another reason.
  const contact = await rows<{ median_minutes: number | null; contacted: number; waiting: number }>(sql`
    select
      (percentile_cont(0.5) within group (order by extract(epoch from first_contacted_at - created_at)) / 60)::float8
        as median_minutes,
      count(first_contacted_at)::int as contacted,
      (count(*) filter (where first_contacted_at is null and status = 'new'))::int as waiting
    from leads where ${where} and source <> 'booking'`);
  const bySource = await rows<{ source: string; leads: number; won: number }>(sql`
    select source, count(*)::int as leads, (count(*) filter (where status = 'won'))::int as won
    from leads where ${where} group by source order by leads desc, source`);
  const byUtm = await rows<{ utm_source: string | null; leads: number; won: number }>(sql`
    select utm_source, count(*)::int as leads, (count(*) filter (where status = 'won'))::int as won
    from leads where ${where} group by utm_source order by leads desc, utm_source collate "C" nulls last
    limit ${UTM_SOURCES_LISTED}`);

  const c = contact[0];
  return {
    medianMinutesToFirstContact: c?.median_minutes == null ? null : Math.round(c.median_minutes),
    contacted: c?.contacted ?? 0,
    waiting: c?.waiting ?? 0,
    bySource: bySource.map((r) => ({ source: r.source, leads: r.leads, won: r.won, rate: rate(r.won, r.leads) })),
    byUtmSource: byUtm.map((r) => ({
      source: r.utm_source,
      leads: r.leads,
      won: r.won,
      rate: rate(r.won, r.leads),
    })),
  };
}
