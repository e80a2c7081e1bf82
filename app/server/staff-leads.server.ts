/** Staff views of the leads: the inbox pages, the CSV export and the retry of a failed delivery. */
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type {
  DeliveryChannel,
  LeadFilters,
  LeadPage,
  RelatedLead,
  StaffDelivery,
  StaffLead,
  StaffNote,
} from "~/lib/staff-types";
import { getDatabase } from "./db/index.server";
import { leadDeliveries, leadNotes, leads, type Lead, type LeadDelivery } from "./db/schema";
import { emitLeadStored } from "./lead-events.server";
import { getLogger } from "./logger.server";

export const LEADS_PAGE_MAX = 100;

function toDelivery(d: LeadDelivery): StaffDelivery {
  return {
    channel: d.channel,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    updatedAt: d.updatedAt.toISOString(),
  };
}

function toStaffLead(
  { emailNormalized: _email, phoneNormalized: _phone, ...lead }: Lead,
  deliveries: LeadDelivery[],
  notes: Map<string, StaffNote[]>,
  related: Map<string, RelatedLead[]>,
): StaffLead {
  const others = related.get(lead.id) ?? [];
  return {
    ...lead,
    relatedLeadIds: others.map((r) => r.id),
    related: others,
    createdAt: lead.createdAt.toISOString(),
    firstContactedAt: lead.firstContactedAt?.toISOString() ?? null,
    erasedAt: lead.erasedAt?.toISOString() ?? null,
    deliveries: deliveries
      .filter((d) => d.leadId === lead.id)
      .sort((a, b) => a.channel.localeCompare(b.channel))
      .map(toDelivery),
    notes: notes.get(lead.id) ?? [],
  };
}

/** Each lead's notes, oldest first. */
export async function notesOf(leadIds: string[]): Promise<Map<string, StaffNote[]>> {
  const byLead = new Map<string, StaffNote[]>();
  if (leadIds.length === 0) return byLead;
  const { db } = await getDatabase();
  const rows = await db
    .select()
    .from(leadNotes)
    .where(inArray(leadNotes.leadId, leadIds))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  for (const row of rows) {
    const note = { id: row.id, createdAt: row.createdAt.toISOString(), text: row.text };
    byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), note]);
  }
  return byLead;
}

/**
 * The other enquiries of each lead's person: every lead sharing its
 * normalised e-mail or UK phone (docs/decisions/085), oldest first. One query
 * whatever the number of leads; the partial indexes on both columns find them.
 */
export async function relatedLeadsOf(leadIds: string[]): Promise<Map<string, RelatedLead[]>> {
  const byLead = new Map<string, RelatedLead[]>();
  if (leadIds.length === 0) return byLead;
  const { db } = await getDatabase();
  const self = alias(leads, "self");
  const rows = await db
    .selectDistinct({
      leadId: self.id,
      id: leads.id,
      createdAt: leads.createdAt,
      source: leads.source,
      email: leads.email,
    })
    .from(self)
    .innerJoin(
      leads,
      and(
        ne(leads.id, self.id),
        or(eq(leads.emailNormalized, self.emailNormalized), eq(leads.phoneNormalized, self.phoneNormalized)),
      ),
    )
    .where(inArray(self.id, leadIds))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  for (const { leadId, createdAt, ...other } of rows) {
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), { ...other, createdAt: createdAt.toISOString() }]);
  }
  return byLead;
}

/** The deliveries, notes and related leads of these leads, in three queries whatever their number. */
async function withDetails(rows: Lead[]): Promise<StaffLead[]> {
  if (rows.length === 0) return [];
  const { db } = await getDatabase();
  const ids = rows.map((l) => l.id);
  const [deliveries, notes, related] = await Promise.all([
    db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, ids)),
    notesOf(ids),
    relatedLeadsOf(ids),
  ]);
  return rows.map((l) => toStaffLead(l, deliveries, notes, related));
}

/** One lead as staff see it; null when there is no such lead. */
export async function getStaffLead(id: string): Promise<StaffLead | null> {
  const { db } = await getDatabase();
  const rows = await db.select().from(leads).where(eq(leads.id, id));
  return (await withDetails(rows))[0] ?? null;
}

/** LIKE pattern that matches the text itself anywhere: its wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Search by name, e-mail, phone or postcode. Phone numbers are compared by
 * their digits (spaces and dashes as typed differ), a UK +44 number also as
 * its 0 form; postcodes without spaces and case.
 */
function searchCondition(q: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [ilike(leads.name, containing(q)), ilike(leads.email, containing(q))];
  const compact = q.replace(/\s+/g, "").toUpperCase();
  if (compact) conditions.push(sql`replace(upper(${leads.postcode}), ' ', '') like ${containing(compact)}`);
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 3 && /^[\d\s()+-]+$/.test(q)) {
    const national = digits.startsWith("44") ? `0${digits.slice(2)}` : digits;
    // '\\D' in this source is the regular expression \D (any non-digit) in SQL.
    const phoneDigits = sql`regexp_replace(${leads.phone}, '\\D', '', 'g')`;
    conditions.push(sql`regexp_replace(${phoneDigits}, '^44', '0') like ${containing(national)}`);
  }
  return or(...conditions);
}

/**
 * Newest first. `before` is the id of the last lead of the previous page; the
 * page continues strictly after it in (created_at, id) order, so leads stored
 * in the same microsecond are neither skipped nor repeated.
 */
export async function listLeads({
  limit,
  before,
  status,
  q,
  source,
  from,
  to,
}: { limit: number; before?: string } & LeadFilters): Promise<LeadPage> {
  const { db } = await getDatabase();
  let after = undefined;
  if (before) {
    const [anchor] = await db
      .select({ createdAt: leads.createdAt, id: leads.id })
      .from(leads)
      .where(eq(leads.id, before));
    if (!anchor) return { leads: [], nextCursor: null };
    // Compared in SQL against the stored row, so no precision is lost in JavaScript dates.
    const anchorAt = sql`(select created_at from leads where id = ${before})`;
    after = or(lt(leads.createdAt, anchorAt), and(eq(leads.createdAt, anchorAt), lt(leads.id, before)));
  }
  const rows = await db
    .select()
    .from(leads)
    .where(
      and(
        after,
        status ? eq(leads.status, status) : undefined,
        source ? eq(leads.source, source) : undefined,
        // Europe/London days as instants, so the created_at index still serves the range.
        from ? gte(leads.createdAt, sql`(${from}::date)::timestamp at time zone 'Europe/London'`) : undefined,
        to ? lt(leads.createdAt, sql`(${to}::date + 1)::timestamp at time zone 'Europe/London'`) : undefined,
        q ? searchCondition(q) : undefined,
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    leads: await withDetails(page),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Every lead, newest first, fetched in pages so a large inbox is never one giant query. */
export async function* allLeads(pageSize = 500): AsyncGenerator<StaffLead> {
  let before: string | undefined;
  for (;;) {
    const page = await listLeads({ limit: pageSize, before });
    yield* page.leads;
    if (!page.nextCursor) return;
    before = page.nextCursor;
  }
}

export type RetryResult = { ok: true } | { ok: false; status: 404 | 409; error: string };

/**
 * Puts a failed delivery back in the queue (the contract with the delivery
 * worker: pending, no attempts, due now) and wakes the worker.
 */
export async function retryDelivery({
  leadId,
  channel,
}: {
  leadId: string;
  channel: DeliveryChannel;
}): Promise<RetryResult> {
  const { db } = await getDatabase();
  const updated = await db
    .update(leadDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.channel, channel), eq(leadDeliveries.status, "failed")),
    )
    .returning({ id: leadDeliveries.id });
  if (updated.length === 1) {
    getLogger().info({ deliveryId: updated[0]!.id, leadId, channel }, "delivery queued again by staff");
    emitLeadStored(leadId);
    return { ok: true };
  }
  const [existing] = await db
    .select({ status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.channel, channel)));
  if (!existing) return { ok: false, status: 404, error: "No such delivery" };
  return { ok: false, status: 409, error: `Only a failed delivery can be retried (this one is ${existing.status})` };
}
