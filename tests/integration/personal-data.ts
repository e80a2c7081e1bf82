/**
 * Looks for text in every text and JSON column of every table of the
 * database (its catalogue read afresh, so tables and columns added later are
 * searched too): where a person's details or a client address still are.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/index.server";

export interface Found {
  table: string;
  column: string;
  needle: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every (table, column, needle) where a value contains the needle (case-insensitive). */
export async function findEverywhere(db: Database, needles: string[]): Promise<Found[]> {
  const columns = (
    (await db.execute(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] }
  ).rows;
  const found: Found[] = [];
  for (const { table, column } of columns) {
    for (const needle of needles) {
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const hit = (await db.execute(
        sql`select 1 from ${sql.raw(quote(table))} where ${sql.raw(quote(column))}::text ilike ${pattern} limit 1`,
      )) as unknown as { rows: unknown[] };
      if (hit.rows.length > 0) found.push({ table, column, needle });
    }
  }
  return found;
}

/** How many text and JSON columns there are to search: a scan of none would prove nothing. */
export async function searchedColumnCount(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}
