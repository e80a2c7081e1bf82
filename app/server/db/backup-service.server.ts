/**
 * What the process holding the embedded database does for backups: answers
 * the requests `npm run db:backup` leaves in `<DATA_DIR>/backup-requests/`
 * (`<id>.json` holding `{ "file": "/absolute/path.tgz" }`; the answer is
 * `<id>.done.json`, `{ ok, file, bytes, ms }` or `{ ok: false, error }`), and,
 * when BACKUP_DIR is set, writes a backup there once a day, keeping the
 * newest BACKUP_KEEP.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { lastBackupAt, requestsDirOf, writeBackup, writeFileAtomic } from "./backup.server";

const POLL_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** After a start, a daily backup that is due waits this long, so start-up is not slowed. */
const FIRST_DAILY_DELAY_MS = 60_000;
const DAILY_NAME = /^solar-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tgz$/;

export interface BackupServiceOptions {
  client: PGlite;
  dataRoot: string;
  backupDir?: string;
  keep: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface BackupService {
  stop(): Promise<void>;
}

export const dailyBackupName = (at: Date) => `solar-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z.tgz`;

/** Removes the oldest daily backups beyond `keep` (only files named as this service names them). */
export function pruneBackups(dir: string, keep: number): string[] {
  const daily = readdirSync(dir)
    .filter((f) => DAILY_NAME.test(f))
    .sort();
  const removed = daily.slice(0, Math.max(0, daily.length - keep));
  for (const f of removed) rmSync(path.join(dir, f), { force: true });
  return removed;
}

export function startBackupService(options: BackupServiceOptions): BackupService {
  const { client, dataRoot, log } = options;
  const requests = requestsDirOf(dataRoot);
  let busy: Promise<unknown> = Promise.resolve();
  let stopped = false;

  // One backup at a time; each holds the database only while it is copied.
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = busy.then(fn, fn);
    busy = next.catch(() => undefined);
    return next;
  };

  const answerRequests = async () => {
    let names: string[];
    try {
      names = readdirSync(requests).filter((f) => /^[\w-]+\.json$/.test(f) && !f.endsWith(".done.json"));
    } catch {
      return; // no directory: nothing asked
    }
    for (const name of names) {
      const requestFile = path.join(requests, name);
      const answerFile = path.join(requests, name.replace(/\.json$/, ".done.json"));
      let answer: object;
      try {
        const { file } = JSON.parse(readFileSync(requestFile, "utf8")) as { file?: unknown };
        if (typeof file !== "string" || !path.isAbsolute(file)) throw new Error("the request names no absolute file");
        rmSync(requestFile, { force: true }); // taken: never answered twice
        const result = await serially(() => writeBackup(client, file, dataRoot));
        log.info({ bytes: result.bytes, ms: result.ms }, "backup written on request");
        answer = { ok: true, ...result };
      } catch (err) {
        rmSync(requestFile, { force: true });
        log.error({ err }, "backup request failed");
        answer = { ok: false, error: (err as Error).message };
      }
      writeFileAtomic(answerFile, Buffer.from(JSON.stringify(answer)));
    }
  };

  let polling = false;
  const poller = setInterval(() => {
    if (polling || stopped) return;
    polling = true;
    void answerRequests().finally(() => {
      polling = false;
    });
  }, POLL_MS);
  poller.unref();

  let daily: NodeJS.Timeout | undefined;
  const { backupDir, keep } = options;
  if (backupDir) {
    const runDaily = async () => {
      if (stopped) return;
      try {
        const result = await serially(() =>
          writeBackup(client, path.join(backupDir, dailyBackupName(new Date())), dataRoot),
        );
        const removed = pruneBackups(backupDir, keep);
        log.info({ bytes: result.bytes, ms: result.ms, removed: removed.length }, "daily backup written");
      } catch (err) {
        log.error({ err }, "daily backup failed");
      }
      schedule(DAY_MS);
    };
    const schedule = (ms: number) => {
      if (stopped) return;
      daily = setTimeout(() => void runDaily(), ms);
      daily.unref();
    };
    const last = lastBackupAt(dataRoot)?.getTime() ?? 0;
    schedule(Math.max(FIRST_DAILY_DELAY_MS, last + DAY_MS - Date.now()));
  }

  return {
    stop: async () => {
      stopped = true;
      clearInterval(poller);
      if (daily) clearTimeout(daily);
      await busy;
    },
  };
}

/** For the script: leaves a request for the running site and waits for its answer. */
export async function requestBackupFromSite(
  dataRoot: string,
  file: string,
  timeoutMs = 120_000,
): Promise<{ ok: true; bytes: number; ms: number } | { ok: false; error: string }> {
  const id = `${Date.now()}-${process.pid}`;
  const requestFile = path.join(requestsDirOf(dataRoot), `${id}.json`);
  const answerFile = path.join(requestsDirOf(dataRoot), `${id}.done.json`);
  writeFileAtomic(requestFile, Buffer.from(JSON.stringify({ file })));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const answer = JSON.parse(readFileSync(answerFile, "utf8")) as
        { ok: true; bytes: number; ms: number } | { ok: false; error: string };
      rmSync(answerFile, { force: true });
      return answer;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  rmSync(requestFile, { force: true });
  return { ok: false, error: `the running site did not answer within ${timeoutMs / 1000} s` };
}
