/** Migration 0006_pipeline on a database with leads and bookings made before it (docs/decisions/080). */
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigration, migrateBefore, migrationNamed } from "../support/migrations";

describe("the pipeline migration", () => {
  it("starts old leads as new and those with a confirmed booking as survey_booked, none contacted", async () => {
    const db = new PGlite();
    const pipeline = migrationNamed("pipeline");
    await migrateBefore(db, pipeline);
    await db.exec(`
      insert into leads (id, source, name, email, phone) values
        ('00000000-0000-4000-8000-000000000001', 'quote', 'A', 'a@example.com', '1'),
        ('00000000-0000-4000-8000-000000000002', 'booking', 'B', 'b@example.com', '2'),
        ('00000000-0000-4000-8000-000000000003', 'booking', 'C', 'c@example.com', '3');
      insert into bookings (lead_id, type, date, period, status, token_hash) values
        ('00000000-0000-4000-8000-000000000002', 'phone', '2026-12-01', 'morning', 'confirmed', 'x'),
        ('00000000-0000-4000-8000-000000000003', 'phone', '2026-12-01', 'morning', 'cancelled', 'y');`);
    await applyMigration(db, pipeline);
    const { rows } = await db.query<{ name: string; status: string; first_contacted_at: Date | null }>(
      "select name, status, first_contacted_at from leads order by name",
    );
    expect(rows).toEqual([
      { name: "A", status: "new", first_contacted_at: null },
      { name: "B", status: "survey_booked", first_contacted_at: null },
      { name: "C", status: "new", first_contacted_at: null },
    ]);
    // The constraints hold from now on.
    await expect(db.exec("update leads set value_gbp = 5 where name = 'A'")).rejects.toThrow(
      /leads_value_only_won_check/,
    );
    await expect(db.exec("update leads set lost_reason = 'price' where name = 'A'")).rejects.toThrow(
      /leads_lost_reason_only_lost_check/,
    );
    await db.close();
  });
});
