/** Applying our migration files one at a time, to test a migration on data stored before it. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

const folder = path.resolve("app/server/db/migrations");
const files = readdirSync(folder)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();

/** The migration file named `<number>_<name>.sql`: found by name, since the number may change when branches are merged. */
export function migrationNamed(name: string): string {
  const file = files.find((f) => f.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no migration named ${name}`);
  return file;
}

/** One migration file in one transaction, as drizzle's migrator applies it. */
export async function applyMigration(db: PGlite, file: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await tx.exec(statement);
    }
  });
}

/** Every migration before `file`, in order. */
export async function migrateBefore(db: PGlite, file: string): Promise<void> {
  for (const earlier of files.filter((f) => f < file)) await applyMigration(db, earlier);
}
