/**
 * npm run db:restore -- FILE
 *
 * Restores a backup made by `npm run db:backup` into the embedded database of
 * a STOPPED site (DATA_DIR/db). The file is checked first; a damaged or
 * foreign file is refused and nothing is changed. The database it replaces is
 * kept beside it as db.before-restore-<time> (delete it once happy).
 */
import path from "node:path";
import { restoreBackup } from "~/server/db/backup.server";
import { migrationsFolder } from "~/server/db/client.server";
import { dataDir, getEnv } from "~/server/env.server";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- FILE");
  process.exit(2);
}
if (getEnv().DATABASE_URL) {
  console.error("DATABASE_URL is set: the site runs on PostgreSQL; restore that with pg_restore or psql.");
  process.exit(1);
}
const result = await restoreBackup(path.resolve(file), path.join(dataDir(), "db"), migrationsFolder);
if (!result.ok) {
  console.error(`Restore refused: ${result.error}. Nothing was changed.`);
  process.exit(1);
}
console.log(
  `Restored ${file}. Rows: ${Object.entries(result.counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(", ")}.`,
);
if (result.previous) console.log(`The database it replaced is kept in ${result.previous}.`);
console.log("Start the site again (npm start).");
