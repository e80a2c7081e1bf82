/** Applies pending migrations to the configured database and exits (`npm run db:migrate`). */
import { closeDatabase, getDatabase } from "~/server/db/index.server";

const db = await getDatabase();
console.log(`migrations applied (${db.kind})`);
await closeDatabase();
