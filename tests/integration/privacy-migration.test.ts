/** Migration 0007_privacy on a database holding client addresses in clear (docs/decisions/091). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

const folder = path.resolve("app/server/db/migrations");
const files = readdirSync(folder)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();
// Found by name, not number: the number may change when branches are merged.
const privacy = files.find((f) => f.endsWith("_privacy.sql"))!;

/** One migration file in one transaction, as drizzle's migrator applies it. */
async function apply(db: PGlite, file: string) {
  await db.transaction(async (tx) => {
    for (const statement of readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await tx.exec(statement);
    }
  });
}

async function migratedUpTo(db: PGlite) {
  for (const file of files.filter((f) => f < privacy)) await apply(db, file);
  await db.exec(`
    insert into staff_login_failures (key, failures) values ('203.0.113.7', 3), ('2001:db8:1:2::/64', 1), ('*', 4);
    insert into leads (source, name, email, phone) values ('quote', 'A', 'a@example.com', '1');`);
}

describe("the privacy migration", () => {
  it("drops the failed log-ins counted under a clear address, keeps the site's count, and adds erased_at", async () => {
    const db = new PGlite();
    await migratedUpTo(db);
    await apply(db, privacy);
    const { rows } = await db.query<{ key: string; failures: number }>(
      "select key, failures from staff_login_failures",
    );
    expect(rows).toEqual([{ key: "*", failures: 4 }]);
    const leads = await db.query<{ name: string; erased_at: Date | null }>("select name, erased_at from leads");
    expect(leads.rows).toEqual([{ name: "A", erased_at: null }]);
    await db.close();
  });

  it("empties the rate limits' table where an earlier server made one", async () => {
    const db = new PGlite();
    await migratedUpTo(db);
    // The shape rate-limiter-flexible gives it on PostgreSQL.
    await db.exec(`create table rate_limits (key varchar(255) primary key, points integer not null default 0, expire bigint);
      insert into rate_limits (key, points) values ('leads:203.0.113.7', 2), ('chat:2001:db8:1:2::/64', 1);`);
    await apply(db, privacy);
    expect((await db.query("select * from rate_limits")).rows).toEqual([]);
    await db.close();
  });
});
