/**
 * Backups of the embedded database (docs/decisions/021). Only the process
 * holding the data directory may read it, so the running site writes every
 * backup itself: `npm run db:backup` drops a request file into
 * `<DATA_DIR>/backup-requests/` and the site (which looks there every second)
 * answers beside it. With the site stopped, the script opens the database
 * itself. The newest backup's time and size are kept in
 * `<DATA_DIR>/backup-status.json` for /healthz.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { PGlite, protocol } from "@electric-sql/pglite";
import { acquireDataDirLock, lockHolder } from "./data-dir-lock.server";
import { checkBackupFile, checkRestoredDatabase } from "./backup-file.server";
import { isInitialised, pgliteOptions } from "./pglite-memory.server";

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

export const requestsDirOf = (dataRoot: string) => path.join(dataRoot, "backup-requests");
export const statusFileOf = (dataRoot: string) => path.join(dataRoot, "backup-status.json");

/** Writes `bytes` to `file` whole or not at all: a temporary file, flushed to disk, then renamed. */
export function writeFileAtomic(file: string, bytes: Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${randomBytes(4).toString("hex")}`;
  const fd = openSync(partial, "w", 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}

/**
 * A consistent snapshot of the open database into `file`. While it is taken
 * no statement or transaction runs (PGlite's transaction lock is held): a
 * transaction in progress finishes first, the next one waits. A CHECKPOINT
 * first writes every committed change into the table files, so the copy needs
 * no crash recovery when it is opened.
 */
export async function writeBackup(client: PGlite, file: string, dataRoot?: string): Promise<BackupResult> {
  const started = Date.now();
  const dump = await client._runExclusiveTransaction(async () => {
    await client.execProtocol(protocol.serialize.query("CHECKPOINT"));
    return client.dumpDataDir("gzip");
  });
  const bytes = new Uint8Array(await dump.arrayBuffer());
  writeFileAtomic(file, bytes);
  const result = { file, bytes: bytes.length, ms: Date.now() - started };
  if (dataRoot) {
    writeFileAtomic(
      statusFileOf(dataRoot),
      Buffer.from(JSON.stringify({ at: new Date().toISOString(), bytes: result.bytes })),
    );
  }
  return result;
}

/** When the newest backup was written (for /healthz), if ever. */
export function lastBackupAt(dataRoot: string): Date | undefined {
  try {
    const { at } = JSON.parse(readFileSync(statusFileOf(dataRoot), "utf8")) as { at?: string };
    const date = at ? new Date(at) : undefined;
    return date && !Number.isNaN(date.getTime()) ? date : undefined;
  } catch {
    return undefined;
  }
}

/** Backup of a stopped site's database, by the script itself (it holds the lock meanwhile). */
export async function backupStoppedDatabase(dbDir: string, dataRoot: string, file: string): Promise<BackupResult> {
  if (!isInitialised(dbDir)) throw new Error(`there is no embedded database in ${dbDir} (is DATA_DIR right?)`);
  const release = acquireDataDirLock(dbDir);
  try {
    const client = new PGlite({ ...pgliteOptions, dataDir: dbDir });
    await client.waitReady;
    try {
      return await writeBackup(client, file, dataRoot);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

export type RestoreResult =
  { ok: true; counts: Record<string, number>; previous?: string } | { ok: false; error: string };

/**
 * Restores `file` into a stopped site's database directory. The file is
 * checked (gzip intact, a tar, a Postgres data directory of PGlite's version),
 * unpacked into a directory beside the database and opened there, and must
 * hold this site's migrations. Only then is the current database moved aside
 * (kept as `db.before-restore-<time>`) and the restored one put in its place;
 * a refused file leaves everything as it was.
 */
export async function restoreBackup(file: string, dbDir: string, migrationsFolder: string): Promise<RestoreResult> {
  const holder = lockHolder(dbDir);
  if (holder !== undefined) {
    return { ok: false, error: `the site is running (process ${holder} holds the database): stop it, then restore` };
  }
  const checked = checkBackupFile(file);
  if (!checked.ok) return checked;
  mkdirSync(path.dirname(dbDir), { recursive: true });
  const release = acquireDataDirLock(dbDir);
  const staging = `${dbDir}.restore-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    let verdict: Awaited<ReturnType<typeof checkRestoredDatabase>>;
    try {
      const client = new PGlite({
        ...pgliteOptions,
        dataDir: staging,
        loadDataDir: new Blob([readFileSync(file)]),
      });
      await client.waitReady;
      try {
        verdict = await checkRestoredDatabase(client, migrationsFolder);
      } finally {
        await client.close();
      }
    } catch (err) {
      return { ok: false, error: `${file} is damaged: the database in it does not open (${(err as Error).message})` };
    }
    if (!verdict.ok) return { ok: false, error: `${file} is ${verdict.error}` };
    let previous: string | undefined;
    if (existsSync(dbDir)) {
      previous = `${dbDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(dbDir, previous);
    }
    renameSync(staging, dbDir);
    return { ok: true, counts: verdict.counts, previous };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
