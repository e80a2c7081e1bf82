/**
 * npm run db:restore: a backup of the embedded database restores; a damaged
 * or foreign file is refused with a message saying why, and the existing
 * database is left exactly as it was (docs/decisions/021).
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_PG_VERSION } from "~/server/db/backup-file.server";
import { backupStoppedDatabase, restoreBackup } from "~/server/db/backup.server";
import { migrationsFolder, openDatabase } from "~/server/db/client.server";
import { acquireDataDirLock } from "~/server/db/data-dir-lock.server";

const root = mkdtempSync(path.join(tmpdir(), "solar-restore-"));
const dbDir = path.join(root, "db");
const file = (name: string) => path.join(root, name);

/** A fingerprint of every file under the data root (names, sizes, contents). */
function fingerprint(dir: string): string {
  const hash = createHash("sha256");
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort()) {
    hash.update(`${path.relative(dir, entry)}:${statSync(entry).size}:`);
    hash.update(readFileSync(entry));
  }
  return hash.digest("hex");
}

async function leadNames(): Promise<string[]> {
  const db = await openDatabase({ dataDir: dbDir });
  try {
    const r = await db.pglite!.client.query<{ name: string }>("select name from leads order by name");
    return r.rows.map((x) => x.name);
  } finally {
    await db.close();
  }
}

async function insertLead(name: string) {
  const db = await openDatabase({ dataDir: dbDir });
  try {
    await db.pglite!.client.query(
      "insert into leads (source, name, email, phone) values ('quote', $1, 'a@example.com', '07700 900123')",
      [name],
    );
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  await insertLead("Backed Up");
  await backupStoppedDatabase(dbDir, root, file("good.tgz"));
  await insertLead("After Backup");
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("restore refuses what is not this site's backup", () => {
  const cases: [string, () => void, RegExp][] = [
    ["a file that does not exist", () => undefined, /cannot read/],
    ["a text file", () => writeFileSync(file("case.tgz"), "hello, not a backup\n"), /not a gzip-compressed file/],
    [
      "a backup cut short",
      () => writeFileSync(file("case.tgz"), readFileSync(file("good.tgz")).subarray(0, 50_000)),
      /damaged \(unexpected end of file\)/,
    ],
    [
      "a backup with damaged bytes",
      () => {
        const bytes = Buffer.from(readFileSync(file("good.tgz")));
        for (let i = 2000; i < 2100; i++) bytes[i] = bytes[i]! ^ 0xff;
        writeFileSync(file("case.tgz"), bytes);
      },
      /damaged/,
    ],
  ];
  for (const [name, make, message] of cases) {
    it(`refuses ${name}, leaving the database untouched`, async () => {
      rmSync(file("case.tgz"), { force: true });
      make();
      const before = fingerprint(root);
      const result = await restoreBackup(file("case.tgz"), dbDir, migrationsFolder);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(message);
      rmSync(file("case.tgz"), { force: true });
      make();
      expect(fingerprint(root)).toBe(before);
    });
  }

  it("refuses another PGlite database (not this site's) and leaves the data untouched", async () => {
    const other = new PGlite();
    await other.exec("create table notes (id int primary key, body text); insert into notes values (1, 'x')");
    writeFileSync(file("foreign.tgz"), new Uint8Array(await (await other.dumpDataDir("gzip")).arrayBuffer()));
    await other.close();
    const before = fingerprint(root);
    const result = await restoreBackup(file("foreign.tgz"), dbDir, migrationsFolder);
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/not a backup of this site \(no migrations table/),
    });
    expect(fingerprint(root)).toBe(before);
    expect(await leadNames()).toEqual(["After Backup", "Backed Up"]);
  }, 60_000);

  it("refuses while the site holds the database", async () => {
    const release = acquireDataDirLock(dbDir);
    // The lock names this process; a lock held by another live process is what matters, so fake one.
    writeFileSync(`${dbDir}.lock`, `${process.ppid}\n`);
    try {
      const result = await restoreBackup(file("good.tgz"), dbDir, migrationsFolder);
      expect(result).toEqual({ ok: false, error: expect.stringMatching(/the site is running/) });
    } finally {
      writeFileSync(`${dbDir}.lock`, `${process.pid}\n`);
      release();
    }
  });
});

describe("restore", () => {
  it("the data directory PGlite makes is the PostgreSQL version backups are checked against", () => {
    expect(readFileSync(path.join(dbDir, "PG_VERSION"), "utf8").trim()).toBe(PGLITE_PG_VERSION);
  });

  it("puts the backup in place and keeps the database it replaced", async () => {
    const result = await restoreBackup(file("good.tgz"), dbDir, migrationsFolder);
    expect(result).toMatchObject({ ok: true, counts: { leads: 1 } });
    expect(await leadNames()).toEqual(["Backed Up"]);
    const previous = result.ok ? result.previous! : "";
    expect(path.basename(previous)).toMatch(/^db\.before-restore-/);
    expect(readdirSync(root).filter((f) => f.includes(".restore-"))).toEqual([]);
  }, 60_000);
});
