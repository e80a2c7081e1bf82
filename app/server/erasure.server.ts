/**
 * Erasing a lead (docs/product.md §16, docs/decisions/090): the person's
 * details go, everywhere they were kept, and an anonymous row stays so the
 * funnel and pipeline figures count the same. Used by staff
 * (DELETE /api/leads/:id) and by the retention sweep (retention.server.ts).
 *
 * In one transaction, the lead's row locked:
 * - every text and JSON column of the lead that is not on the keep list below
 *   is emptied: name, e-mail and phone become '' (they are NOT NULL), the rest
 *   NULL. The columns are read from the database's catalogue, so a column
 *   added later is erased unless it is added to the keep list on purpose;
 * - its staff notes are deleted;
 * - every other table with a lead_id column has that lead's nullable text and
 *   JSON columns emptied (a booking's requirements, a delivery's last error,
 *   which may quote an address the mail server refused);
 * - its deliveries not yet sent (pending or failed) are cancelled, so nothing
 *   more is sent about the person; a confirmed booking is cancelled and its
 *   place given back (nobody is left to visit).
 * Afterwards the e-mail copies kept under DATA_DIR/mail that concern the lead
 * (its own, its booking's, and any digest listing it) are deleted.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { releasePlace } from "./booking-capacity.server";
import type { Database } from "./db/index.server";
import { getDatabase } from "./db/index.server";
import { bookings, leadDeliveries, leadNotes, leads } from "./db/schema";
import { mailDirOf, removeMailCopies } from "./delivery/mail-copies.server";
import { getLogger } from "./logger.server";

/**
 * The lead's text columns an erased row keeps: what it was (source), where the
 * pipeline had it (status, lost reason) and the campaign it came from, which
 * the figures count by. Dates, numbers and flags are kept as they are.
 */
export const KEPT_LEAD_TEXT = new Set([
  "source",
  "status",
  "lost_reason",
  "variant",
  "utm_source",
  "utm_medium",
  "utm_campaign",
]);

/** NOT NULL text columns that hold the person's details: emptied rather than nulled. */
const REQUIRED_CONTACT = ["name", "email", "phone"];

export type EraseResult = { ok: true; alreadyErased: boolean } | { ok: false; status: 404 };

interface Column {
  table: string;
  column: string;
  nullable: boolean;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Text and JSON columns of the current schema's tables. */
async function textColumns(tx: Database): Promise<Column[]> {
  const result = await tx.execute(sql`
    select table_name as "table", column_name as "column", is_nullable = 'YES' as nullable
    from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    order by table_name, ordinal_position`);
  return (result as unknown as { rows: Column[] }).rows;
}

/** Tables other than leads that point at a lead. */
async function tablesWithLeadId(tx: Database): Promise<string[]> {
  const result = await tx.execute(sql`
    select table_name as "table" from information_schema.columns
    where table_schema = current_schema() and column_name = 'lead_id' and table_name <> 'leads'
    order by table_name`);
  return (result as unknown as { rows: { table: string }[] }).rows.map((r) => r.table);
}

/** Erases one lead's personal data (see the file comment). Idempotent: a second erasure changes nothing. */
export async function eraseLead(id: string, options: { mailDir?: string } = {}): Promise<EraseResult> {
  const { db } = await getDatabase();
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: leads.id, erasedAt: leads.erasedAt })
      .from(leads)
      .where(eq(leads.id, id))
      .for("update");
    if (!current) return { ok: false as const, status: 404 as const };

    // A visit or call still to come is called off: its place is free again, and nobody is told (nobody to tell).
    const confirmed = await tx
      .update(bookings)
      .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
      .where(and(eq(bookings.leadId, id), eq(bookings.status, "confirmed")))
      .returning();
    for (const booking of confirmed) await releasePlace(tx, booking, booking.type);
    const bookingIds = (await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.leadId, id))).map(
      (b) => b.id,
    );

    await tx
      .update(leadDeliveries)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(and(eq(leadDeliveries.leadId, id), inArray(leadDeliveries.status, ["pending", "failed"])));
    await tx.delete(leadNotes).where(eq(leadNotes.leadId, id));

    const columns = await textColumns(tx);
    for (const table of await tablesWithLeadId(tx)) {
      const wiped = columns.filter((c) => c.table === table && c.nullable && c.column !== "lead_id");
      if (wiped.length === 0) continue;
      const set = wiped.map((c) => `${quote(c.column)} = null`).join(", ");
      await tx.execute(sql`update ${sql.raw(quote(table))} set ${sql.raw(set)} where lead_id = ${id}`);
    }
    const leadSet = columns
      .filter((c) => c.table === "leads" && !KEPT_LEAD_TEXT.has(c.column))
      .flatMap((c) => {
        if (REQUIRED_CONTACT.includes(c.column)) return [`${quote(c.column)} = ''`];
        return c.nullable ? [`${quote(c.column)} = null`] : [];
      });
    leadSet.push(`"erased_at" = coalesce("erased_at", now())`);
    await tx.execute(sql`update "leads" set ${sql.raw(leadSet.join(", "))} where id = ${id}`);
    return { ok: true as const, alreadyErased: current.erasedAt !== null, bookingIds };
  });
  if (!outcome.ok) return outcome;
  const removed = await removeMailCopies(options.mailDir ?? mailDirOf(), {
    leadIds: [id],
    bookingIds: outcome.bookingIds,
  });
  if (!outcome.alreadyErased) getLogger().info({ leadId: id, mailCopiesRemoved: removed }, "lead erased");
  return { ok: true, alreadyErased: outcome.alreadyErased };
}
