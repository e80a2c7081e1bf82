/** The lead identity migration fills the normalised e-mail and phone of leads stored before it (docs/decisions/085). */
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigration, migrateBefore, migrationNamed } from "../support/migrations";

describe("the lead identity migration", () => {
  it("backfills existing leads, and keeps new and changed ones right from then on", async () => {
    const db = new PGlite();
    const identity = migrationNamed("lead_identity");
    await migrateBefore(db, identity);
    await db.exec(`
      insert into leads (source, name, email, phone) values
        ('quote', 'A', ' Ann@Example.COM ', '+44 (0)7700 900123'),
        ('quiz', 'B', 'b@example.com', '(029) 2000-0001'),
        ('chat', 'C', 'c@example.com', '+1 202 555 0100'),
        ('chat', 'D', 'd@example.com', '0044 7700 90012');`);
    await applyMigration(db, identity);
    const read = async () =>
      (
        await db.query<{ name: string; email_normalized: string | null; phone_normalized: string | null }>(
          "select name, email_normalized, phone_normalized from leads order by name",
        )
      ).rows;
    expect(await read()).toEqual([
      { name: "A", email_normalized: "ann@example.com", phone_normalized: "+447700900123" },
      { name: "B", email_normalized: "b@example.com", phone_normalized: "+442920000001" },
      { name: "C", email_normalized: "c@example.com", phone_normalized: null },
      // Nine digits after 7: too short for a UK mobile, but a valid length for some UK numbers.
      { name: "D", email_normalized: "d@example.com", phone_normalized: "+44770090012" },
    ]);
    await db.exec(`
      update leads set email = 'NEW@example.com', phone = '07700 900999' where name = 'C';
      insert into leads (source, name, email, phone) values ('quote', 'E', 'E@example.com', '07700 900123');`);
    const after = await read();
    expect(after.find((r) => r.name === "C")).toMatchObject({
      email_normalized: "new@example.com",
      phone_normalized: "+447700900999",
    });
    expect(after.find((r) => r.name === "E")).toMatchObject({ phone_normalized: "+447700900123" });
    await db.close();
    // A fresh PGlite and every migration before this one: seconds on a loaded machine.
  }, 60_000);
});
