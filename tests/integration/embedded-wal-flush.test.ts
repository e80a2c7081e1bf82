// Commits on the embedded database wait for their write-ahead log to be fsynced (docs/decisions/106).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialiseDataDir, pgliteOptions } from "~/server/db/pglite-memory.server";
import { createWalSync, flushCommits } from "~/server/db/wal-sync.server";

const root = mkdtempSync(path.join(tmpdir(), "solar-wal-"));
const dataDir = path.join(root, "db");
const walDir = path.join(dataDir, "pg_wal");
let client: PGlite;

/** Every fsync asked for, in order; each takes a little while, as a disk would. */
const synced: string[] = [];
const recordingFsync = async (file: string) => {
  await new Promise((r) => setTimeout(r, 5));
  synced.push(file);
};

/** The log segment written last: the one holding the latest commit. */
const newestSegment = () =>
  readdirSync(walDir)
    .map((name) => path.join(walDir, name))
    .filter((file) => statSync(file).isFile())
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];

beforeAll(async () => {
  await initialiseDataDir(dataDir);
  client = new PGlite({ ...pgliteOptions, dataDir });
  await client.waitReady;
  await client.exec("create table acknowledged (id serial primary key, name text not null)");
  flushCommits(client, dataDir, recordingFsync);
  // The first commit also flushes the whole data directory (what the last run left unflushed).
  await client.transaction(async (tx) => {
    await tx.query("insert into acknowledged (name) values ('first')");
  });
  expect(synced).toContain(path.join(dataDir, "global", "pg_control"));
}, 120_000);

afterAll(async () => {
  await client?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("a committed transaction on the embedded database", () => {
  it("returns only after the log segment holding its commit was fsynced (and the log's directory when it changed)", async () => {
    // The first commit (in beforeAll) flushed the directory; a new name in it is flushed again.
    expect(synced).toContain(walDir);
    synced.length = 0;
    await client.transaction(async (tx) => {
      await tx.query("insert into acknowledged (name) values ('first lead')");
    });
    expect(synced).toEqual([newestSegment()]);
    writeFileSync(path.join(walDir, "000000010000000000000099.partial"), "");
    await client.transaction(async (tx) => {
      await tx.query("insert into acknowledged (name) values ('second lead')");
    });
    expect(synced.at(-1)).toBe(walDir);
    rmSync(path.join(walDir, "000000010000000000000099.partial"));
  });

  it("after a checkpoint, also flushes the data files the checkpoint wrote, then pg_control", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into acknowledged (name) values ('before the checkpoint')");
    });
    const table = path.join(
      dataDir,
      (await client.query<{ f: string }>("select pg_relation_filepath('acknowledged') as f")).rows[0]!.f,
    );
    await client.exec("checkpoint");
    synced.length = 0;
    await client.transaction(async (tx) => {
      await tx.query("insert into acknowledged (name) values ('after the checkpoint')");
    });
    const control = path.join(dataDir, "global", "pg_control");
    expect(synced).toContain(table);
    expect(synced.indexOf(control)).toBeGreaterThan(synced.indexOf(table));
    expect(synced.indexOf(control)).toBeLessThan(synced.indexOf(newestSegment()!));
    // The next commit, with no checkpoint between, flushes the log alone.
    synced.length = 0;
    await client.transaction(async (tx) => {
      await tx.query("insert into acknowledged (name) values ('later')");
    });
    expect(synced.every((f) => f.startsWith(walDir))).toBe(true);
  });

  it("that fails is not flushed, and its error reaches the caller", async () => {
    synced.length = 0;
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into acknowledged (name) values (null)");
      }),
    ).rejects.toThrow(/null value/);
    expect(synced).toEqual([]);
  });

  it("shares a flush with the commits that arrive meanwhile, and every one still waits for a flush", async () => {
    synced.length = 0;
    const names = Array.from({ length: 20 }, (_, i) => `lead ${i}`);
    await Promise.all(
      names.map(async (name) => {
        await client.transaction(async (tx) => {
          await tx.query("insert into acknowledged (name) values ($1)", [name]);
        });
        // Resolved: a flush that started after this commit has finished.
        expect(synced.length).toBeGreaterThan(0);
      }),
    );
    const flushes = synced.length;
    expect(flushes).toBeGreaterThanOrEqual(1);
    expect(flushes).toBeLessThan(names.length);
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from acknowledged");
    expect(rows[0]!.n).toBe(26);
  });
});

describe("the log flush", () => {
  it("fsyncs the log files written since the last flush, not the old ones", async () => {
    const dir = path.join(root, "fake");
    mkdirSync(path.join(dir, "pg_wal"), { recursive: true });
    const old = path.join(dir, "pg_wal", "000000010000000000000001");
    const fresh = path.join(dir, "pg_wal", "000000010000000000000002");
    writeFileSync(old, "old");
    writeFileSync(fresh, "new");
    const seen: string[] = [];
    const wal = createWalSync(dir, async (f) => {
      seen.push(f);
    });
    await wal.flush();
    expect(seen).toEqual(expect.arrayContaining([old, fresh]));

    seen.length = 0;
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(old, hourAgo, hourAgo);
    writeFileSync(fresh, "newer");
    await wal.flush();
    expect(seen).toEqual([fresh]);
  });
});
