/**
 * npm run db:copy-to -- postgres://user:password@host:5432/dbname
 *
 * Moves the site from the embedded database to PostgreSQL (docs/deployment.md):
 * with the site STOPPED, copies every table of DATA_DIR/db into the given,
 * empty PostgreSQL database (migrated first), checks the row counts, and says
 * what to set next. The embedded database is left as it was.
 */
import path from "node:path";
import { openDatabase } from "~/server/db/client.server";
import { copyDatabase } from "~/server/db/copy.server";
import { dataDir, getEnv } from "~/server/env.server";

const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error("Usage: npm run db:copy-to -- postgres://user:password@host:5432/dbname");
  process.exit(2);
}
if (getEnv().DATABASE_URL) {
  console.error("DATABASE_URL is already set: the site runs on PostgreSQL, there is no embedded database to copy.");
  process.exit(1);
}
const shown = new URL(url);
if (shown.password) shown.password = "****";

// Fails clearly when the site is running (it holds the embedded database).
const source = await openDatabase({ dataDir: path.join(dataDir(), "db") }).catch((err: unknown) => {
  console.error(`Cannot open the embedded database: ${(err as Error).message}`);
  process.exit(1);
});
let failed = false;
try {
  console.log(`Preparing ${shown} (migrations)…`);
  const target = await openDatabase({ url });
  try {
    const client = await target.pool!.connect();
    try {
      const result = await copyDatabase(source.pglite!.client, client, (m) => console.log(`  copied ${m}`));
      console.log("\nRow counts (embedded -> PostgreSQL):");
      for (const t of result.tables) console.log(`  ${t.name.padEnd(24)} ${t.source} -> ${t.target}`);
    } finally {
      client.release();
    }
  } finally {
    await target.close();
  }
  console.log(`\nAll rows copied. Now set, where the site reads its configuration (.env or the service's environment):
  DATABASE_URL=${shown}   (with the real password)
then start the site again. The embedded database in ${path.join(dataDir(), "db")} is unchanged: keep it until you are happy.`);
} catch (err) {
  failed = true;
  console.error(`Copy failed; the PostgreSQL database was left as it was: ${(err as Error).message}`);
} finally {
  await source.close();
}
if (failed) process.exit(1);
