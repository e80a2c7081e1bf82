/**
 * Speed to lead (docs/product.md §15, docs/decisions/084): a lead still `new`
 * one working hour after it arrived gets one reminder e-mail to the sales
 * inbox. The delivery worker's timer asks `scheduleSpeedReminders` which
 * leads have come due by its clock and queues one `speed_reminder` outbox
 * row for each (the unique lead+channel index makes it once per lead, across
 * restarts and instances); the row is then sent and retried like any other.
 */
import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { speedReminderCopy as copy, leadEmailCopy } from "~/content/lead-email";
import { SPEED_TO_LEAD_MS, workingDeadline } from "~/lib/working-hours";
import type { Database } from "../db/index.server";
import { type Lead, leadDeliveries, leads } from "../db/schema";
import type { EmailSender } from "./email.server";
import { escapeHtml, headerText } from "./email-content.server";
import type { Sender } from "./types";

const DAY_MS = 86_400_000;

/**
 * Leads older than this are never reminded: the longest closed stretch of
 * our week (Saturday 16:00 to Monday 08:00) is well inside it, and a first
 * start of this feature does not mail staff about every lead of the past.
 */
export const SPEED_REMINDER_LOOKBACK_MS = 3 * DAY_MS;

/** When a lead arriving at `createdAt` has waited a working hour; null if we never open. */
export const speedReminderDue = (createdAt: Date): Date | null => workingDeadline(createdAt, SPEED_TO_LEAD_MS);

/**
 * Queues the reminder of every lead still new whose working hour is up at
 * `now`. Returns the number queued. Leads that left `new` in time are never
 * queued; one that leaves it after is cancelled by the pipeline (and its
 * sender checks again).
 */
export async function scheduleSpeedReminders(db: Database, now: Date): Promise<number> {
  const candidates = await db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .leftJoin(leadDeliveries, and(eq(leadDeliveries.leadId, leads.id), eq(leadDeliveries.channel, "speed_reminder")))
    .where(
      and(
        eq(leads.status, "new"),
        gt(leads.createdAt, new Date(now.getTime() - SPEED_REMINDER_LOOKBACK_MS)),
        // A working hour is at least an hour of clock time.
        lte(leads.createdAt, new Date(now.getTime() - SPEED_TO_LEAD_MS)),
        isNull(leadDeliveries.id),
        // A lead held back by the hourly e-mail ceiling came in a flood the digest already told
        // staff about (decision 051): reminding of each would be the flood of e-mails again.
        sql`not exists (select 1 from ${leadDeliveries} d where d.lead_id = ${leads.id} and d.channel = 'email' and d.digest)`,
      ),
    )
    // Oldest first: the due time grows with the arrival time, so every due lead comes before any other.
    .orderBy(asc(leads.createdAt))
    .limit(500);
  const due = candidates.filter((c) => {
    const at = speedReminderDue(c.createdAt);
    return at !== null && at.getTime() <= now.getTime();
  });
  if (due.length === 0) return 0;
  const queued = await db
    .insert(leadDeliveries)
    .values(due.map((c) => ({ leadId: c.id, channel: "speed_reminder" as const })))
    .onConflictDoNothing()
    .returning({ id: leadDeliveries.id });
  return queued.length;
}

/** Cancels a lead's reminder not yet sent: called when the lead leaves `new`. */
export async function cancelSpeedReminder(db: Database, leadId: string): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ status: "cancelled", updatedAt: sql`now()` })
    .where(
      and(
        eq(leadDeliveries.leadId, leadId),
        eq(leadDeliveries.channel, "speed_reminder"),
        eq(leadDeliveries.status, "pending"),
      ),
    );
}

/** "Friday 20 November 2026, 17:55 (UK time)" */
export function receivedLabel(at: Date): string {
  return at.toLocaleString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });
}

export function speedReminderEmail(lead: Lead, publicUrl: string) {
  const source = leadEmailCopy.sourceLabels[lead.source];
  const inbox = `${publicUrl}/quiz-analytics`;
  const received = `${receivedLabel(lead.createdAt)} (UK time)`;
  const subject = headerText(copy.subject(lead.name, source));
  const text = [
    copy.intro(lead.name),
    "",
    `${copy.source}: ${source}`,
    `${copy.received}: ${received}`,
    "",
    copy.open,
    inbox,
    "",
    copy.once,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(copy.intro(lead.name))}</p>`,
    `<p>${escapeHtml(copy.source)}: ${escapeHtml(source)}<br>${escapeHtml(copy.received)}: ${escapeHtml(received)}</p>`,
    `<p>${escapeHtml(copy.open)} <a href="${escapeHtml(inbox)}">${escapeHtml(inbox)}</a></p>`,
    `<p>${escapeHtml(copy.once)}</p>`,
  ].join("\n");
  return { subject, text, html: `<!doctype html><html lang="en-GB"><body>${html}</body></html>` };
}

/** Sends the reminder to the sales inbox; a lead no longer new needs none (the row is cancelled). */
export function speedReminderSender(mailer: EmailSender, { publicUrl }: { publicUrl: string }): Sender {
  return async (lead) => {
    if (lead.status !== "new") return { ok: true, cancelled: true };
    const { subject, text, html } = speedReminderEmail(lead, publicUrl);
    return mailer.sendMail(
      {
        subject,
        text,
        html,
        // The same id on every attempt, so a repeat after a lost answer is recognisable.
        messageId: `<speed-reminder-${lead.id}@${new URL(publicUrl).hostname}>`,
      },
      { at: new Date(), name: `speed-reminder-${lead.id}` },
    );
  };
}
