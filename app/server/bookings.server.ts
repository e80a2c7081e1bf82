/**
 * Free consultations: a booking takes a place in its period and is stored,
 * with its lead (source `booking`) and the lead's deliveries, in one
 * transaction. The manage link carries a token derived from the booking id
 * under the session secret; only its SHA-256 is stored (decision 017).
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { bookingRuleMessages, bookingTypeLabels } from "~/content/bookings";
import { bookingDateLabel, periodLabel } from "~/lib/bookings/format";
import { bookingMessages } from "~/content/booking-page";
import { ruleBreach, type RuleBreach, type Slot } from "~/lib/bookings/rules";
import { type BookingInput, bookingSchema, fieldErrors, rescheduleSchema } from "~/lib/bookings/schema";
import { nearestFree, releasePlace, takePlace } from "./booking-capacity.server";
import { type Database, getDatabase } from "./db/index.server";
import { type Booking, bookings, type Lead, leadDeliveries, leads } from "./db/schema";
import { getEnv, getStaffSecrets } from "./env.server";
import { queueBookingEmails } from "./booking-outbox.server";
import { emitLeadStored } from "./lead-events.server";
import { revertCancelledBooking } from "./lead-pipeline.server";
import { deliveryChannels } from "./leads.server";
import { getLogger } from "./logger.server";
import { createLimiter, type Limiter } from "./rate-limit.server";

export type BookingFailure =
  | { ok: false; status: 400; error: string; fields: Record<string, string> }
  | { ok: false; status: 403; error: string }
  | { ok: false; status: 404; error: string }
  | { ok: false; status: 409; error: string; alternatives: Slot[] }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number }
  | { ok: false; status: 503; error: string };

export type CreateBookingResult = { ok: true; id: string; token: string } | BookingFailure;
export type ChangeBookingResult = { ok: true; booking: Booking } | BookingFailure;

/** A booking with the contact details of its lead, as the manage page and staff show it. */
export type BookingWithLead = Booking & Pick<Lead, "name" | "email" | "phone" | "postcode" | "address">;

class Full extends Error {}

/** Bookings joined to their lead's contact details; `flatten` makes each row a BookingWithLead. */
const withLead = (db: Database) =>
  db
    .select({
      booking: bookings,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      postcode: leads.postcode,
      address: leads.address,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId));

const flatten = ({ booking, ...contact }: Awaited<ReturnType<typeof withLead>>[number]): BookingWithLead => ({
  ...booking,
  ...contact,
});

let limiter: Limiter | undefined;
const bookingLimiter = () =>
  (limiter ??= createLimiter("bookings", { points: getEnv().LEAD_RATE_LIMIT_PER_HOUR, duration: 3600 }));

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The manage link's token: an HMAC of the booking id under the session
 * secret, so the e-mails the outbox sends later can carry the link while the
 * database keeps only the token's hash (decision 017).
 */
const tokenFor = (id: string, secret: string) =>
  createHmac("sha256", secret).update(`booking:${id}`).digest("base64url");

/** The booking's token for its e-mails, under the current or an earlier secret; null if none matches any more. */
export function manageToken(booking: Pick<Booking, "id" | "tokenHash">): string | null {
  for (const secret of getStaffSecrets().sessionSecrets) {
    const token = tokenFor(booking.id, secret);
    if (sameHash(booking.tokenHash, token)) return token;
  }
  return null;
}

function sameHash(stored: string, token: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(hashToken(token), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

const breachMessage: Record<RuleBreach, string> = {
  closed: bookingRuleMessages.closed,
  too_soon: bookingRuleMessages.tooSoon,
  too_late: bookingRuleMessages.tooLate,
  out_of_area: bookingRuleMessages.outOfArea,
};

function ruleFailure(breach: RuleBreach): BookingFailure {
  const field = breach === "out_of_area" ? "type" : "date";
  return { ok: false, status: 400, error: breachMessage[breach], fields: { [field]: breachMessage[breach] } };
}

async function full(db: Database, booking: { type: BookingInput["type"] } & Slot, now?: Date): Promise<BookingFailure> {
  const alternatives = await nearestFree(db, { type: booking.type, around: booking, now });
  return { ok: false, status: 409, error: bookingMessages.justTaken, alternatives };
}

/** Books a consultation from a visitor's submission. */
export async function createBooking({
  raw,
  ip,
  now,
}: {
  raw: unknown;
  ip: string;
  now?: Date;
}): Promise<CreateBookingResult> {
  const log = getLogger();
  const parsed = bookingSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, status: 400, error: bookingMessages.invalid, fields: fieldErrors(parsed.error) };
  const input = parsed.data;
  if (input.website) return { ok: false, status: 400, error: bookingMessages.rejected, fields: {} };
  const breach = ruleBreach(input, now);
  if (breach) return ruleFailure(breach);
  const limit = await bookingLimiter().consume(ip);
  if (!limit.ok)
    return { ok: false, status: 429, error: bookingMessages.tooMany, retryAfterSeconds: limit.retryAfterSeconds };

  const bookingId = randomUUID();
  const token = tokenFor(bookingId, getStaffSecrets().sessionSecret);
  try {
    const { db } = await getDatabase();
    const channels = deliveryChannels();
    try {
      const ids = await db.transaction(async (tx) => {
        if (!(await takePlace(tx, input, input.type))) throw new Full();
        const [lead] = await tx
          .insert(leads)
          .values({
            source: "booking",
            name: input.name,
            email: input.email,
            phone: input.phone,
            address: input.address ?? null,
            postcode: input.postcode,
            referral: input.referral ?? null,
            // The lead's own words for staff: the booking itself is in `bookings`.
            contactMethod: input.type === "video" ? null : input.type,
            preferredDate: `${bookingDateLabel(input.date)}, ${periodLabel(input.period).toLowerCase()}: ${bookingTypeLabels[input.type]}`,
            message: input.requirements ?? null,
            // The visitor booked the survey themselves (docs/product.md §15); no one has contacted
            // them yet, so first_contacted_at waits for staff.
            status: "survey_booked",
          })
          .returning({ id: leads.id });
        if (!lead) throw new Error("insert returned no lead");
        await tx.insert(leadDeliveries).values(channels.map((channel) => ({ leadId: lead.id, channel })));
        const [booking] = await tx
          .insert(bookings)
          .values({
            id: bookingId,
            leadId: lead.id,
            type: input.type,
            date: input.date,
            period: input.period,
            tokenHash: hashToken(token),
            requirements: input.requirements ?? null,
          })
          .returning({ id: bookings.id });
        if (!booking) throw new Error("insert returned no booking");
        await queueBookingEmails(tx, { leadId: lead.id, change: "created", slot: input, now });
        return { leadId: lead.id, bookingId: booking.id };
      });
      log.info({ bookingId: ids.bookingId, leadId: ids.leadId, type: input.type }, "booking stored");
      emitLeadStored(ids.leadId);
      return { ok: true, id: ids.bookingId, token };
    } catch (err) {
      if (err instanceof Full) return await full(db, input, now);
      throw err;
    }
  } catch (err) {
    log.error({ err }, "booking could not be stored");
    return { ok: false, status: 503, error: bookingMessages.unavailable };
  }
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The booking behind a manage link, or null for an unknown id or a wrong token (which look the same). */
export async function findBooking({ id, token }: { id: string; token: string }): Promise<BookingWithLead | null> {
  if (!isUuid(id) || !token || token.length > 200) return null;
  const { db } = await getDatabase();
  const [row] = await withLead(db).where(eq(bookings.id, id));
  return row && sameHash(row.booking.tokenHash, token) ? flatten(row) : null;
}

async function authorised(id: string, token: string): Promise<BookingWithLead | BookingFailure> {
  if (!isUuid(id)) return { ok: false, status: 404, error: bookingMessages.notFound };
  const booking = await findBooking({ id, token });
  if (booking) return booking;
  const { db } = await getDatabase();
  const [exists] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  return exists
    ? { ok: false, status: 403, error: bookingMessages.wrongToken }
    : { ok: false, status: 404, error: bookingMessages.notFound };
}

/** Cancels a booking from its manage link, freeing its place. Cancelling twice is harmless. */
export async function cancelBooking({ id, token }: { id: string; token: unknown }): Promise<ChangeBookingResult> {
  const found = await authorised(id, typeof token === "string" ? token : "");
  if ("ok" in found) return found;
  if (found.status === "cancelled") return { ok: true, booking: found };
  const booking = await cancelConfirmed(id, "visitor");
  return { ok: true, booking: booking ?? found };
}

/**
 * Cancels a confirmed booking (the visitor from the manage link, or staff):
 * frees its place and queues the visitor's cancellation e-mail. Undefined when
 * it was not confirmed (already cancelled or done). Its lead leaves
 * `survey_booked` (docs/decisions/086).
 */
export async function cancelConfirmed(id: string, by: "visitor" | "staff"): Promise<Booking | undefined> {
  const { db } = await getDatabase();
  const booking = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bookings)
      .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")))
      .returning();
    if (changed) {
      await releasePlace(tx, changed, changed.type);
      await queueBookingEmails(tx, { leadId: changed.leadId, change: "cancelled", slot: changed });
      await revertCancelledBooking(tx, changed.leadId, by);
    }
    return changed;
  });
  if (booking) {
    emitLeadStored(booking.leadId);
    getLogger().info({ bookingId: id }, "booking cancelled");
  }
  return booking;
}

/** Moves a booking to another free period, keeping its id (and calendar UID). */
export async function rescheduleBooking({
  id,
  raw,
  now,
}: {
  id: string;
  raw: unknown;
  now?: Date;
}): Promise<ChangeBookingResult> {
  const parsed = rescheduleSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, status: 400, error: bookingMessages.invalid, fields: fieldErrors(parsed.error) };
  const { token, date, period } = parsed.data;
  const found = await authorised(id, token);
  if ("ok" in found) return found;
  if (found.status !== "confirmed") return { ok: false, status: 400, error: bookingMessages.notConfirmed, fields: {} };
  if (found.date === date && found.period === period) return { ok: true, booking: found };
  const breach = ruleBreach({ type: found.type, date, period, postcode: found.postcode ?? "" }, now);
  if (breach) return ruleFailure(breach);
  const { db } = await getDatabase();
  try {
    const booking = await db.transaction(async (tx) => {
      if (!(await takePlace(tx, { date, period }, found.type))) throw new Full();
      const [changed] = await tx
        .update(bookings)
        .set({ date, period, sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
        .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")))
        .returning();
      if (!changed) throw new Full();
      await releasePlace(tx, found, found.type);
      await queueBookingEmails(tx, { leadId: changed.leadId, change: "moved", slot: changed, now });
      return changed;
    });
    emitLeadStored(booking.leadId);
    getLogger().info({ bookingId: id }, "booking moved");
    return { ok: true, booking };
  } catch (err) {
    if (err instanceof Full) return full(db, { type: found.type, date, period }, now);
    throw err;
  }
}

/** Bookings from a date on (cancelled ones included, so subscribed calendars drop them), by date and period. */
export async function listBookings({
  from,
  limit = 500,
}: {
  from: string;
  limit?: number;
}): Promise<BookingWithLead[]> {
  const { db } = await getDatabase();
  const rows = await withLead(db)
    .where(gte(bookings.date, from))
    .orderBy(asc(bookings.date), asc(bookings.period), asc(bookings.createdAt))
    .limit(limit);
  return rows.map(flatten);
}

/** The booking made with this lead, with the lead's contact details; null when there is none. */
export async function findBookingByLead(leadId: string): Promise<BookingWithLead | null> {
  const { db } = await getDatabase();
  const [row] = await withLead(db).where(eq(bookings.leadId, leadId));
  return row ? flatten(row) : null;
}
