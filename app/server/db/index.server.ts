import path from "node:path";
import { dataDir, getEnv } from "../env.server";
import { getLogger } from "../logger.server";
import { type BackupService, startBackupService } from "./backup-service.server";
import { type DbHandle, openDatabase } from "./client.server";

export type { Database, DbHandle } from "./client.server";

// Kept on globalThis so that Vite's module reloading in development never
// opens a second PGlite on the same data directory.
const holder = globalThis as typeof globalThis & { __solarDb?: Promise<DbHandle>; __solarBackups?: BackupService };

/** The process-wide database, opened (and migrated) on first use. */
export function getDatabase(): Promise<DbHandle> {
  if (!holder.__solarDb) {
    const env = getEnv();
    const log = getLogger();
    holder.__solarDb = openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.join(dataDir(), "db"),
      onError: (err) => log.error({ err }, "database connection error"),
    })
      .then((handle) => {
        // The process holding the embedded database is the one that can back it up.
        if (handle.pglite) {
          holder.__solarBackups = startBackupService({
            client: handle.pglite.client,
            dataRoot: dataDir(),
            backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
            keep: env.BACKUP_KEEP,
            log,
          });
        }
        return handle;
      })
      .catch((err: unknown) => {
        // Let the next call try again (the database may come back).
        holder.__solarDb = undefined;
        throw err;
      });
  }
  return holder.__solarDb;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__solarDb;
  holder.__solarDb = undefined;
  const backups = holder.__solarBackups;
  holder.__solarBackups = undefined;
  await backups?.stop();
  if (pending) await (await pending.catch(() => undefined))?.close();
}

/** For tests: make this handle the process-wide database. */
export function setDatabaseForTests(handle: DbHandle): void {
  holder.__solarDb = Promise.resolve(handle);
}
