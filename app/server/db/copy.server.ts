/**
 * Copies every table of the embedded database into an empty PostgreSQL
 * database (docs/decisions/022). Generic on purpose: the tables are those of
 * app/server/db/schema.ts, in foreign-key order, so tables added later copy
 * too. Rows travel as JSON made and read by Postgres itself (to_jsonb, then
 * jsonb_populate_recordset), so no value passes through a JavaScript number
 * or date. Triggers are off while copying (the summary tables are copied as
 * they are, not rebuilt), serial sequences are moved past the copied ids, and
 * the whole copy is one transaction: it lands entirely or not at all.
 */
import type { PGlite } from "@electric-sql/pglite";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";
import * as schema from "./schema";

const BATCH = 1_000;

export interface CopyResult {
  tables: { name: string; source: number; target: number }[];
}

/** The schema's tables, each after the tables it references. */
export function tablesInCopyOrder(): string[] {
  const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => v instanceof PgTable);
  const deps = new Map<string, string[]>();
  for (const t of tables) {
    const config = getTableConfig(t);
    deps.set(
      config.name,
      config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((n) => n !== config.name),
    );
  }
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys form a cycle: ${[...path, name].join(" -> ")}`);
    for (const d of deps.get(name) ?? []) visit(d, [...path, name]);
    ordered.push(name);
  };
  for (const name of [...deps.keys()].sort()) visit(name, []);
  return ordered;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function count(run: (sql: string) => Promise<{ rows: { n: number }[] }>, table: string): Promise<number> {
  return (await run(`select count(*)::int as n from ${quote(table)}`)).rows[0]!.n;
}

/** Tables of `names` holding rows in the target (a non-empty target is refused). */
export async function nonEmptyTables(target: pg.PoolClient, names: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of names) if ((await count((q) => target.query(q), name)) > 0) found.push(name);
  return found;
}

export async function copyDatabase(
  source: PGlite,
  target: pg.PoolClient,
  progress: (message: string) => void = () => undefined,
): Promise<CopyResult> {
  const names = tablesInCopyOrder();
  const busy = await nonEmptyTables(target, names);
  if (busy.length > 0) throw new Error(`the target database is not empty (rows in ${busy.join(", ")})`);
  const result: CopyResult = { tables: [] };
  await target.query("begin");
  try {
    for (const name of names) await target.query(`alter table ${quote(name)} disable trigger user`);
    await source.transaction(async (tx) => {
      for (const name of names) {
        await tx.query(`declare copy_cursor no scroll cursor for select to_jsonb(t)::text as j from ${quote(name)} t`);
        let copied = 0;
        for (;;) {
          const batch = await tx.query<{ j: string }>(`fetch ${BATCH} from copy_cursor`);
          if (batch.rows.length === 0) break;
          await target.query(
            `insert into ${quote(name)} select * from jsonb_populate_recordset(null::${quote(name)}, $1::jsonb)`,
            [`[${batch.rows.map((r) => r.j).join(",")}]`],
          );
          copied += batch.rows.length;
        }
        await tx.query("close copy_cursor");
        progress(`${name}: ${copied} rows`);
      }
    });
    // Serial columns continue after the highest id copied.
    const serials = await target.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table_name, column_name } of serials.rows) {
      await target.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column_name)}), 1), max(${quote(column_name)}) is not null)
         from ${quote(table_name)}`,
        [quote(table_name), column_name],
      );
    }
    for (const name of names) await target.query(`alter table ${quote(name)} enable trigger user`);
    for (const name of names) {
      result.tables.push({
        name,
        source: await count((q) => source.query(q), name),
        target: await count((q) => target.query(q), name),
      });
    }
    const unequal = result.tables.filter((t) => t.source !== t.target);
    if (unequal.length > 0) {
      throw new Error(`row counts differ: ${unequal.map((t) => `${t.name} ${t.source} -> ${t.target}`).join(", ")}`);
    }
    await target.query("commit");
  } catch (err) {
    await target.query("rollback").catch(() => undefined);
    throw err;
  }
  return result;
}
