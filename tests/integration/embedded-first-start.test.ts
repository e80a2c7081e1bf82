// A new embedded data directory is made, schema and all, by a short-lived child process, and appears only when complete (docs/decisions/020).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "~/server/db/client.server";
import { initialiseDataDir, pgliteOptions } from "~/server/db/pglite-memory.server";

const root = mkdtempSync(path.join(tmpdir(), "solar-first-start-"));

afterAll(() => rmSync(root, { recursive: true, force: true }));

const journalTags = (folder: string) =>
  (JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] })
    .entries;

describe("the first start on a new data directory", () => {
  it("hands the server a database already migrated, with every migration recorded", async () => {
    const dataDir = path.join(root, "db");
    await initialiseDataDir(dataDir, migrationsFolder);
    // Nothing is left beside it: the staging directory was renamed into place.
    expect(readdirSync(root)).toEqual(["db"]);
    const client = new PGlite({ ...pgliteOptions, dataDir });
    try {
      const tables = await client.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public'",
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(["leads", "bookings", "staff_sessions"]));
      const applied = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0]?.n).toBe(journalTags(migrationsFolder).length);
    } finally {
      await client.close();
    }
  }, 120_000);

  it("leaves no data directory behind when a migration fails, and says why", async () => {
    const broken = path.join(root, "broken-migrations");
    cpSync(migrationsFolder, broken, { recursive: true });
    const last = journalTags(broken).at(-1)?.tag;
    writeFileSync(path.join(broken, `${last}.sql`), "create table half_made (id int;");
    const dataDir = path.join(root, "never-made");
    await expect(initialiseDataDir(dataDir, broken)).rejects.toThrow(/initialising the embedded database failed/);
    expect(existsSync(dataDir)).toBe(false);
    expect(readdirSync(root).filter((name) => name.startsWith("never-made"))).toEqual([]);
  }, 120_000);
});
