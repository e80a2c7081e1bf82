/**
 * The sales pipeline (docs/product.md §15, docs/decisions/080): staff move a
 * lead through its statuses and add notes. Input arrives as parsed JSON or
 * form values; the answer is a result, never an HTTP response (decision 014).
 */
import { and, eq, sql } from "drizzle-orm";
import { pipelineErrors, statusLabels, systemNotes } from "~/content/pipeline";
import { isLeadStatus, isLostReason, type LeadStatus, type LostReason, PIPELINE_LIMITS } from "~/lib/lead-constants";
import type { StaffLead } from "~/lib/staff-types";
import { isFreeText } from "~/lib/storable-text";
import { type Database, getDatabase } from "./db/index.server";
import { leadDeliveries, leadNotes, leads } from "./db/schema";
import { metaCapiConfigured } from "./delivery/meta-capi.server";
import { cancelSpeedReminder } from "./delivery/speed-reminder.server";
import { emitLeadStored } from "./lead-events.server";
import { getLogger } from "./logger.server";
import { getStaffLead } from "./staff-leads.server";

export interface LeadUpdate {
  status?: LeadStatus;
  note?: string;
  lostReason?: LostReason;
  /** null clears a value given before. */
  valueGbp?: number | null;
}

export type ParsedUpdate = { ok: true; value: LeadUpdate } | { ok: false; error: string; field: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Checks the shape of `{status?, note?, lostReason?, valueGbp?}`; the rules
 * that depend on the lead (a value only on won) are checked by updateLead.
 */
export function parseLeadUpdate(raw: unknown): ParsedUpdate {
  if (!isRecord(raw)) return { ok: false, error: pipelineErrors.invalid, field: "body" };
  const known = new Set(["status", "note", "lostReason", "valueGbp"]);
  const unknownKey = Object.keys(raw).find((k) => !known.has(k));
  if (unknownKey) return { ok: false, error: pipelineErrors.invalid, field: unknownKey };
  const value: LeadUpdate = {};
  if (raw.status !== undefined) {
    if (!isLeadStatus(raw.status)) return { ok: false, error: pipelineErrors.status, field: "status" };
    value.status = raw.status;
  }
  if (raw.lostReason !== undefined) {
    if (!isLostReason(raw.lostReason)) return { ok: false, error: pipelineErrors.lostReason, field: "lostReason" };
    value.lostReason = raw.lostReason;
  }
  if (raw.valueGbp !== undefined) {
    const v = raw.valueGbp;
    if (v !== null && (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > PIPELINE_LIMITS.valueGbp))
      return { ok: false, error: pipelineErrors.value, field: "valueGbp" };
    value.valueGbp = v;
  }
  if (raw.note !== undefined) {
    if (typeof raw.note !== "string") return { ok: false, error: pipelineErrors.invalid, field: "note" };
    const note = raw.note.trim();
    if (note === "") return { ok: false, error: pipelineErrors.noteEmpty, field: "note" };
    // Counted in code points, as a person counts characters.
    if ([...note].length > PIPELINE_LIMITS.note) return { ok: false, error: pipelineErrors.noteTooLong, field: "note" };
    if (!isFreeText(note)) return { ok: false, error: pipelineErrors.noteText, field: "note" };
    value.note = note;
  }
  if (Object.keys(value).length === 0) return { ok: false, error: pipelineErrors.nothing, field: "body" };
  return { ok: true, value };
}

export type UpdateResult =
  | { ok: true; lead: StaffLead }
  | { ok: false; status: 400; error: string; field: string }
  | { ok: false; status: 404; error: string };

/**
 * Applies a staff update in one transaction, the lead's row locked so two
 * staff saving at once cannot both record a first contact. Leaving `lost`
 * drops its reason and leaving `won` its value (they describe that outcome
 * only); the first move out of `new` records the first-contact time, once.
 */
export async function updateLead(id: string, update: LeadUpdate): Promise<UpdateResult> {
  const { db } = await getDatabase();
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!current) return { ok: false as const, status: 404 as const, error: pipelineErrors.notFound };
    const status = update.status ?? current.status;
    if (update.valueGbp != null && status !== "won")
      return { ok: false as const, status: 400 as const, error: pipelineErrors.valueNotWon, field: "valueGbp" };
    if (update.lostReason !== undefined && status !== "lost")
      return { ok: false as const, status: 400 as const, error: pipelineErrors.lostReasonNotLost, field: "lostReason" };
    if (status === "lost" && !(update.lostReason ?? current.lostReason))
      return { ok: false as const, status: 400 as const, error: pipelineErrors.lostReasonMissing, field: "lostReason" };
    const [lead] = await tx
      .update(leads)
      .set({
        status,
        lostReason: status === "lost" ? (update.lostReason ?? current.lostReason) : null,
        valueGbp: status === "won" ? (update.valueGbp === undefined ? current.valueGbp : update.valueGbp) : null,
        firstContactedAt: status === "new" ? current.firstContactedAt : sql`coalesce(${leads.firstContactedAt}, now())`,
      })
      .where(eq(leads.id, id))
      .returning();
    if (update.note !== undefined) await tx.insert(leadNotes).values({ leadId: id, text: update.note });
    // Contacted in time, or after a reminder that has not gone out yet: no reminder.
    if (current.status === "new" && status !== "new") await cancelSpeedReminder(tx, id);
    // Won with marketing consent: the Purchase event, queued once per lead (docs/decisions/096).
    if (status === "won" && current.status !== "won" && current.attribution?.marketingConsent && metaCapiConfigured())
      await tx.insert(leadDeliveries).values({ leadId: id, channel: "meta_capi_purchase" }).onConflictDoNothing();
    return { ok: true as const, lead: lead!, from: current.status };
  });
  if (!outcome.ok) return outcome;
  // Wakes the delivery worker for a Purchase event just queued (nothing else to send otherwise).
  if (outcome.lead.status === "won" && outcome.from !== "won") emitLeadStored(id);
  if (outcome.from !== outcome.lead.status)
    getLogger().info({ leadId: id, from: outcome.from, to: outcome.lead.status }, "lead status changed by staff");
  const lead = await getStaffLead(id);
  // Erased between the commit and this read: as if it had never been there.
  if (!lead) return { ok: false, status: 404, error: pipelineErrors.notFound };
  return { ok: true, lead };
}

/**
 * A cancelled booking no longer stands for a booked survey (docs/decisions/086):
 * a `survey_booked` lead goes back to `contacted` if staff had contacted it,
 * else to `new`, with a system note saying so. Called in the cancelling
 * transaction; a lead staff have moved on (quoted, won…) is left alone.
 */
export async function revertCancelledBooking(tx: Database, leadId: string, by: "visitor" | "staff"): Promise<void> {
  const [lead] = await tx
    .select({ status: leads.status, firstContactedAt: leads.firstContactedAt })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (lead?.status !== "survey_booked") return;
  const to = lead.firstContactedAt ? "contacted" : "new";
  await tx
    .update(leads)
    .set({ status: to })
    .where(and(eq(leads.id, leadId), eq(leads.status, "survey_booked")));
  await tx.insert(leadNotes).values({ leadId, text: systemNotes.bookingCancelled(by, statusLabels[to]) });
  getLogger().info({ leadId, from: "survey_booked", to }, "lead status changed by a cancelled booking");
}
