/**
 * The backup file (docs/deployment.md, "Backups"): PGlite's own data-directory
 * dump (`PGlite.dumpDataDir("gzip")`), a gzip-compressed tar of the Postgres
 * data directory, which `new PGlite({ loadDataDir })` opens again. Nothing of
 * ours is added, so PGlite's tools read it as they are. What makes it *this
 * site's* backup is checked when it is restored: a Postgres data directory of
 * the version PGlite runs, holding this site's migrations table.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

export type Checked = { ok: true; tar: Uint8Array; pgVersion: string } | { ok: false; error: string };

const GZIP_MAGIC = [0x1f, 0x8b];

/** The entries of a tar archive (ustar, as PGlite writes it); undefined when it is not one. */
export function tarEntries(tar: Uint8Array): Map<string, Uint8Array> | undefined {
  const entries = new Map<string, Uint8Array>();
  const text = (from: number, to: number) =>
    Buffer.from(tar.subarray(from, to))
      .toString("utf8")
      .replace(/\0[\s\S]*$/, "");
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) return entries; // end of archive
    if (text(offset + 257, offset + 262) !== "ustar") return undefined;
    const size = Number.parseInt(text(offset + 124, offset + 136).trim() || "0", 8);
    if (!Number.isFinite(size) || size < 0) return undefined;
    const prefix = text(offset + 345, offset + 500);
    const name = (prefix ? `${prefix}/` : "") + text(offset, offset + 100);
    const start = offset + 512;
    if (start + size > tar.length) return undefined; // cut short
    entries.set(name, tar.subarray(start, start + size));
    offset = start + Math.ceil(size / 512) * 512;
  }
  return entries.size > 0 ? entries : undefined;
}

/** Postgres major version of PGlite 0.5.16; a test checks it against a fresh data directory. */
export const PGLITE_PG_VERSION = "18";

/** Reads and checks a backup file's container: gzip intact, a tar, a Postgres data directory of our version. */
export function checkBackupFile(file: string): Checked {
  let raw: Buffer;
  try {
    raw = readFileSync(file);
  } catch (err) {
    return { ok: false, error: `cannot read ${file}: ${(err as Error).message}` };
  }
  if (raw[0] !== GZIP_MAGIC[0] || raw[1] !== GZIP_MAGIC[1]) {
    return { ok: false, error: `${file} is not a backup of this site (not a gzip-compressed file)` };
  }
  let tar: Buffer;
  try {
    tar = gunzipSync(raw);
  } catch (err) {
    return { ok: false, error: `${file} is damaged (${(err as Error).message}); it cannot be restored` };
  }
  const entries = tarEntries(tar);
  if (!entries) return { ok: false, error: `${file} is damaged or not a backup of this site (not a tar archive)` };
  const versionEntry = [...entries.keys()].find((name) => /^\/?PG_VERSION$/.test(name));
  if (!versionEntry) {
    return { ok: false, error: `${file} is not a backup of this site (no database in it: PG_VERSION missing)` };
  }
  const pgVersion = Buffer.from(entries.get(versionEntry)!).toString("utf8").trim();
  if (pgVersion !== PGLITE_PG_VERSION) {
    return {
      ok: false,
      error: `${file} holds a PostgreSQL ${pgVersion} database; this site's embedded database is PostgreSQL ${PGLITE_PG_VERSION}`,
    };
  }
  return { ok: true, tar, pgVersion };
}

/** Migrations (their `when`, from drizzle's journal) the code knows. */
export function knownMigrations(migrationsFolder: string): number[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return journal.entries.map((e) => e.when);
}

/**
 * Checks an opened backup is this site's database: drizzle's migrations table
 * exists and holds only migrations this code knows. Returns the row count of
 * each table, or an error.
 */
export async function checkRestoredDatabase(
  client: PGlite,
  migrationsFolder: string,
): Promise<{ ok: true; counts: Record<string, number> } | { ok: false; error: string }> {
  const hasTable = await client.query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!hasTable.rows[0]?.found) return { ok: false, error: "not a backup of this site (no migrations table in it)" };
  const applied = await client.query<{ created_at: string }>("select created_at from drizzle.__drizzle_migrations");
  const known = new Set(knownMigrations(migrationsFolder).map(String));
  const unknown = applied.rows.filter((r) => !known.has(String(r.created_at)));
  if (applied.rows.length === 0) return { ok: false, error: "not a backup of this site (no migrations applied)" };
  if (unknown.length > 0) {
    return {
      ok: false,
      error: "made by a newer version of the site (migrations this version does not know): update first",
    };
  }
  const tables = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const r = await client.query<{ n: number }>(`select count(*)::int as n from "${name.replace(/"/g, '""')}"`);
    counts[name] = r.rows[0]!.n;
  }
  return { ok: true, counts };
}
