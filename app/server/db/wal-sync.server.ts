/**
 * Commits on the embedded database reach the disk (docs/decisions/106).
 * PGlite runs Postgres with fsync off, and its file system layer would ignore
 * an fsync anyway: a committed transaction's write-ahead log is written to the
 * operating system's page cache, which survives a killed process but not a
 * power cut. So after each committed transaction the log files written since
 * the last flush are fsynced from Node, before the caller hears "committed".
 * Concurrent commits share one flush (group commit): while one runs, the
 * commits that arrive wait for the next, which covers them all.
 */
import { type Dirent, readdirSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/** fsync of one file or directory by path (Linux flushes a file's dirty pages whichever descriptor asks). */
export async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface WalSync {
  /** Resolves once everything the log held when it was called is on disk. */
  flush(): Promise<void>;
}

/** Log files may be written in the same millisecond as a flush reads their time: look back this far. */
const MTIME_SLACK_MS = 2_000;

/** Files under `dir` (recursively, except pg_wal) modified at or after `since`. */
function changedDataFiles(dir: string, since: number, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "pg_wal") changedDataFiles(full, since, out);
    } else if (e.isFile() && statSync(full).mtimeMs >= since) out.push(full);
  }
  return out;
}

export function createWalSync(dataDir: string, fsync: (file: string) => Promise<void> = fsyncPath): WalSync {
  const walDir = path.join(dataDir, "pg_wal");
  const control = path.join(dataDir, "global", "pg_control");
  let lastStarted = 0;
  // The first flush makes the whole directory durable: the last run's shutdown checkpoint was not flushed.
  let controlMtime = -1;
  let dataSince = 0;
  let walNames = "";
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  const run = async () => {
    const since = lastStarted - MTIME_SLACK_MS;
    lastStarted = Date.now();
    // A checkpoint (on a backup's CHECKPOINT, at a full log, at shutdown) wrote the data files and then
    // pg_control, which tells recovery where to start: the files first, so pg_control never runs ahead of them.
    const controlNow = statSync(control, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (controlNow !== controlMtime) {
      const passStarted = Date.now();
      for (const file of changedDataFiles(dataDir, dataSince - MTIME_SLACK_MS)) {
        if (file !== control) await fsync(file);
      }
      await fsync(control);
      controlMtime = controlNow;
      dataSince = passStarted;
    }
    const entries: Dirent[] = readdirSync(walDir, { withFileTypes: true });
    const names = entries.map((e) => e.name).join("/");
    const changed = entries
      .filter((e) => e.isFile() && statSync(path.join(walDir, e.name)).mtimeMs >= since)
      .map((e) => path.join(walDir, e.name));
    for (const file of changed) await fsync(file);
    // A new segment (or one recycled under a new name) exists only once its directory entry is on disk.
    if (names !== walNames) {
      await fsync(walDir);
      walNames = names;
    }
  };

  const flush = (): Promise<void> => {
    if (!current) {
      current = run().finally(() => {
        current = undefined;
      });
      return current;
    }
    // The flush in progress may have read the log before this commit wrote it: wait for the next one.
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return flush();
      });
    return next;
  };

  return { flush };
}

/**
 * Makes every committed transaction of `client` (drizzle's `db.transaction`
 * runs PGlite's) wait for its log to be flushed before it returns: a lead or
 * booking acknowledged to a visitor survives a power cut, as on PostgreSQL.
 * Single statements outside a transaction (analytics events) are not waited
 * for; a transaction that fails is not flushed.
 */
export function flushCommits(client: PGlite, dataDir: string, fsync?: (file: string) => Promise<void>): void {
  const wal = createWalSync(dataDir, fsync);
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    const result = await transaction(callback);
    await wal.flush();
    return result;
  };
}
