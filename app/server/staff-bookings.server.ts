/**
 * Bookings as staff see and handle them in the staff area: the coming days'
 * consultations, cancelled by staff (the visitor is told, the place freed)
 * or marked done once held.
 */
import { and, eq, sql } from "drizzle-orm";
import { addDays } from "~/lib/bookings/rules";
import { todayInUk } from "~/lib/uk-date";
import { type BookingWithLead, cancelConfirmed, listBookings } from "./bookings.server";
import { getDatabase } from "./db/index.server";
import { bookings } from "./db/schema";

export type StaffBookingResult = { ok: true } | { ok: false; status: 404 | 409; error: string };

/** Yesterday's bookings (to mark done) and everything ahead, cancelled ones included, by date and period. */
export function upcomingBookings(now: Date = new Date()): Promise<BookingWithLead[]> {
  return listBookings({ from: addDays(todayInUk(now), -1) });
}

export async function staffChangeBooking({
  id,
  intent,
}: {
  id: string;
  intent: "cancel" | "done";
}): Promise<StaffBookingResult> {
  const { db } = await getDatabase();
  const [found] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  if (!found) return { ok: false, status: 404, error: "No such booking" };
  if (found.status !== "confirmed") return { ok: false, status: 409, error: `This booking is already ${found.status}` };
  if (intent === "cancel") {
    await cancelConfirmed(id, "staff");
    return { ok: true };
  }
  await db
    .update(bookings)
    .set({ status: "done", updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")));
  return { ok: true };
}
