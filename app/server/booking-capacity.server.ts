import { and, between, eq, sql } from "drizzle-orm";
import {
  type BookingPeriod,
  type BookingType,
  type CapacityGroup,
  capacityGroupOf,
} from "~/content/bookings";
import { addDays, openSlots, type Slot } from "~/lib/bookings/rules";
import type { Database } from "./db/index.server";
import { bookingCapacity } from "./db/schema";
import { getEnv } from "./env.server";

/**
 * Places per period, as counter rows (decision 016). Taking a place is one
 * conditional UPDATE: PostgreSQL locks the row, and a second visitor's UPDATE
 * waits for the first to commit and then re-checks `booked < capacity`
 * against the new count, so the last place goes to exactly one of them,
 * whichever app instance each reached.
 */

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

export function capacityOf(group: CapacityGroup): number {
  const env = getEnv();
  return group === "home_visit" ? env.BOOKING_HOME_VISITS_PER_PERIOD : env.BOOKING_CALLS_PER_PERIOD;
}

/** Takes one place in the period for this type; false when it is full. */
export async function takePlace(tx: Executor, slot: Slot, type: BookingType): Promise<boolean> {
  const group = capacityGroupOf(type);
  const capacity = capacityOf(group);
  if (capacity === 0) return false;
  await tx
    .insert(bookingCapacity)
    .values({ date: slot.date, period: slot.period, capacityGroup: group, booked: 0 })
    .onConflictDoNothing();
  const taken = await tx
    .update(bookingCapacity)
    .set({ booked: sql`${bookingCapacity.booked} + 1` })
    .where(
      and(
        eq(bookingCapacity.date, slot.date),
        eq(bookingCapacity.period, slot.period),
        eq(bookingCapacity.capacityGroup, group),
        sql`${bookingCapacity.booked} < ${capacity}`,
      ),
    )
    .returning({ booked: bookingCapacity.booked });
  return taken.length === 1;
}

/** Gives a place back (a cancellation, or the old period of a reschedule). */
export async function releasePlace(tx: Executor, slot: Slot, type: BookingType): Promise<void> {
  await tx
    .update(bookingCapacity)
    .set({ booked: sql`greatest(${bookingCapacity.booked} - 1, 0)` })
    .where(
      and(
        eq(bookingCapacity.date, slot.date),
        eq(bookingCapacity.period, slot.period),
        eq(bookingCapacity.capacityGroup, capacityGroupOf(type)),
      ),
    );
}

/** Every open period from `from` for `days` days, with whether a place is free for this type. */
export async function periodsWithAvailability(
  db: Executor,
  { type, from, days, now }: { type: BookingType; from: string; days: number; now?: Date },
): Promise<{ date: string; period: BookingPeriod; available: boolean }[]> {
  const group = capacityGroupOf(type);
  const capacity = capacityOf(group);
  const slots = openSlots(from, days, now);
  if (slots.length === 0) return [];
  const rows = await db
    .select({ date: bookingCapacity.date, period: bookingCapacity.period, booked: bookingCapacity.booked })
    .from(bookingCapacity)
    .where(
      and(
        eq(bookingCapacity.capacityGroup, group),
        between(bookingCapacity.date, slots[0]!.date, slots.at(-1)!.date),
      ),
    );
  const booked = new Map(rows.map((r) => [`${r.date} ${r.period}`, r.booked]));
  return slots.map((s) => ({ ...s, available: (booked.get(`${s.date} ${s.period}`) ?? 0) < capacity }));
}

/** Up to `count` free periods nearest to the one asked for (earlier or later), for a "just taken" answer. */
export async function nearestFree(
  db: Executor,
  { type, around, count = 3, now }: { type: BookingType; around: Slot; count?: number; now?: Date },
): Promise<Slot[]> {
  const from = addDays(around.date, -14);
  const periods = await periodsWithAvailability(db, { type, from, days: 43, now });
  const distance = (s: Slot) =>
    Math.abs(Date.parse(s.date) - Date.parse(around.date)) + (s.period === around.period ? 0 : 1);
  return periods
    .filter((p) => p.available && !(p.date === around.date && p.period === around.period))
    .sort((a, b) => distance(a) - distance(b) || a.date.localeCompare(b.date))
    .slice(0, count)
    .map(({ date, period }) => ({ date, period }));
}
