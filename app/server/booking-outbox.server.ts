/**
 * The visitor's booking e-mails as outbox rows on the booking's lead (one
 * row per lead and channel): stored in the transaction that changes the
 * booking, sent by the delivery worker with retries. A change re-arms the
 * `booking_update` row, so the visitor gets the booking as it is when the
 * worker sends (several quick changes make one e-mail, never a stale one).
 */
import { sql } from "drizzle-orm";
import { bookingPeriods } from "~/content/bookings";
import type { Slot } from "~/lib/bookings/rules";
import { londonInstant } from "./booking-calendar.server";
import type { Database } from "./db/index.server";
import { leadDeliveries } from "./db/schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const HOUR_MS = 3_600_000;

/** When the reminder goes: 24 hours before the start; null when that is less than an hour away. */
export function reminderDue(slot: Slot, now: Date = new Date()): Date | null {
  const due = new Date(londonInstant(slot.date, bookingPeriods[slot.period].start).getTime() - 24 * HOUR_MS);
  return due.getTime() > now.getTime() + HOUR_MS ? due : null;
}

export async function queueBookingEmails(
  tx: Tx,
  { leadId, change, slot, now }: { leadId: string; change: "created" | "moved" | "cancelled"; slot: Slot; now?: Date },
): Promise<void> {
  const rearm = (nextAttemptAt: Date | ReturnType<typeof sql>) => ({
    status: "pending" as const,
    attempts: 0,
    nextAttemptAt,
    lastError: null,
    deliveredAt: null,
    updatedAt: sql`now()`,
  });
  const upsert = (channel: "booking_update" | "booking_reminder", set: Record<string, unknown>) =>
    tx
      .insert(leadDeliveries)
      .values({ leadId, channel, ...set })
      .onConflictDoUpdate({ target: [leadDeliveries.leadId, leadDeliveries.channel], set });

  const due = change === "cancelled" ? null : reminderDue(slot, now);
  if (change === "created") {
    await tx.insert(leadDeliveries).values({ leadId, channel: "booking_confirmation" });
  } else {
    await upsert("booking_update", rearm(sql`now()`));
  }
  if (due) await upsert("booking_reminder", rearm(due));
  else if (change !== "created")
    await tx
      .update(leadDeliveries)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(
        sql`${leadDeliveries.leadId} = ${leadId} and ${leadDeliveries.channel} = 'booking_reminder' and ${leadDeliveries.status} = 'pending'`,
      );
}
