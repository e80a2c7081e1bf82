import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { DeliveryChannel, LeadPage, StaffDelivery, StaffLead } from "~/lib/staff-types";
import { getDatabase } from "./db/index.server";
import { leadDeliveries, leads, type Lead, type LeadDelivery } from "./db/schema";
import { emitLeadStored } from "./lead-events.server";
import { getLogger } from "./logger.server";

/** Staff views of the leads: the inbox pages, the CSV export and the retry of a failed delivery. */

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

function toStaffLead(lead: Lead, deliveries: LeadDelivery[]): StaffLead {
  return {
    ...lead,
    createdAt: lead.createdAt.toISOString(),
    deliveries: deliveries
      .filter((d) => d.leadId === lead.id)
      .sort((a, b) => a.channel.localeCompare(b.channel))
      .map(toDelivery),
  };
}

/**
 * Newest first. `before` is the id of the last lead of the previous page; the
 * page continues strictly after it in (created_at, id) order, so leads stored
 * in the same microsecond are neither skipped nor repeated.
 */
export async function listLeads({ limit, before }: { limit: number; before?: string }): Promise<LeadPage> {
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
    .where(after)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const deliveries = page.length
    ? await db
        .select()
        .from(leadDeliveries)
        .where(
          inArray(
            leadDeliveries.leadId,
            page.map((l) => l.id),
          ),
        )
    : [];
  return {
    leads: page.map((l) => toStaffLead(l, deliveries)),
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
