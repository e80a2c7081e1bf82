/**
 * npm run db:backup -- [FILE]
 *
 * A consistent snapshot of the embedded database (docs/deployment.md,
 * "Backups"). With the site running, the site writes it (the script leaves a
 * request in DATA_DIR and waits); with the site stopped, the script opens the
 * database itself. FILE defaults to ./solar-backup-<time>.tgz.
 */
import path from "node:path";
import { requestBackupFromSite } from "~/server/db/backup-service.server";
import { backupStoppedDatabase } from "~/server/db/backup.server";
import { lockHolder } from "~/server/db/data-dir-lock.server";
import { dataDir, getEnv } from "~/server/env.server";

const env = getEnv();
if (env.DATABASE_URL) {
  console.error("DATABASE_URL is set: the site runs on PostgreSQL; back that up with pg_dump (docs/deployment.md).");
  process.exit(1);
}
const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, "-");
const file = path.resolve(process.argv[2] ?? `solar-backup-${stamp}Z.tgz`);
const dataRoot = dataDir();
const dbDir = path.join(dataRoot, "db");

const holder = lockHolder(dbDir);
const result = holder
  ? await requestBackupFromSite(dataRoot, file)
  : await backupStoppedDatabase(dbDir, dataRoot, file).then(
      (r) => ({ ok: true as const, ...r }),
      (err: unknown) => ({ ok: false as const, error: (err as Error).message }),
    );
if (!result.ok) {
  console.error(`Backup failed: ${result.error}`);
  process.exit(1);
}
console.log(
  `Backup written${holder ? ` by the running site (process ${holder})` : ""}: ${file} (${(result.bytes / 1048576).toFixed(1)} MB, ${result.ms} ms)`,
);
