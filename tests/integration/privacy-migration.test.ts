/** Migration 0007_privacy on a database holding client addresses in clear (docs/decisions/091). */
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigration, migrateBefore, migrationNamed } from "../support/migrations";
const privacy = migrationNamed("privacy");

async function migratedUpTo(db: PGlite) {
  await migrateBefore(db, privacy);
  await db.exec(`
    insert into staff_login_failures (key, failures) values ('203.0.113.7', 3), ('2001:db8:1:2::/64', 1), ('*', 4);
    insert into leads (source, name, email, phone) values ('quote', 'A', 'a@example.com', '1');`);
}

describe("the privacy migration", () => {
  it("drops the failed log-ins counted under a clear address, keeps the site's count, and adds erased_at", async () => {
    const db = new PGlite();
    await migratedUpTo(db);
    await applyMigration(db, privacy);
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
    await applyMigration(db, privacy);
    expect((await db.query("select * from rate_limits")).rows).toEqual([]);
    await db.close();
  });
});
