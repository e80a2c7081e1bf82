import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { bookingPeriods, bookingTypeLabels } from "~/content/bookings";
import { site } from "~/content/site";
import { isBritishSummerTime } from "~/lib/uk-date";
import type { BookingWithLead } from "./bookings.server";

/**
 * Bookings as iCalendar (RFC 5545 / iTIP RFC 5546), written by ical-generator:
 * an invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL) for the
 * visitor, and the staff's subscribed feed (METHOD:PUBLISH). One UID per
 * booking for its whole life and SEQUENCE raised on every change, so a
 * calendar replaces the event instead of adding another.
 */

const TIMEZONE = "Europe/London";

// The zone's rule since 1996 (EU summer time), as Outlook and Google expect it in a VTIMEZONE.
const LONDON_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

const timezone = { name: TIMEZONE, generator: (tz: string) => (tz === TIMEZONE ? LONDON_VTIMEZONE : null) };

/** The instant of a London wall-clock time ("09:00") on a date. Our periods never start near a clock change. */
export function londonInstant(date: string, time: string): Date {
  const asGmt = new Date(`${date}T${time}:00Z`);
  return new Date(asGmt.getTime() - (isBritishSummerTime(asGmt) ? 3_600_000 : 0));
}

/**
 * A period's wall-clock time for ical-generator: given a zone, it writes a
 * Date's local fields after `TZID=Europe/London`, so the Date is built from
 * local fields too, whatever the server's own zone (our periods start and end
 * between 09:00 and 17:00, never inside any zone's clock-change gap).
 */
function wallClock(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return new Date(year, month - 1, day, hour, minute);
}

export const bookingUid = (id: string, publicUrl: string) => `booking-${id}@${new URL(publicUrl).hostname}`;

function where(booking: BookingWithLead): string {
  if (booking.type === "home_visit") return [booking.address, booking.postcode].filter(Boolean).join(", ");
  if (booking.type === "phone") return `We will call you on ${booking.phone}`;
  return "Video call: we will e-mail you the link before the call";
}

function addEvent(
  calendar: ReturnType<typeof ical>,
  booking: BookingWithLead,
  { publicUrl, forStaff, manageUrl }: { publicUrl: string; forStaff: boolean; manageUrl?: string },
): void {
  const period = bookingPeriods[booking.period];
  const label = bookingTypeLabels[booking.type];
  const cancelled = booking.status === "cancelled";
  calendar.createEvent({
    id: bookingUid(booking.id, publicUrl),
    sequence: booking.sequence,
    stamp: booking.updatedAt,
    start: wallClock(booking.date, period.start),
    end: wallClock(booking.date, period.end),
    timezone: TIMEZONE,
    summary: forStaff ? `${label}: ${booking.name}` : `Free consultation (${label}) with ${site.name}`,
    location: forStaff ? [booking.postcode, booking.phone].filter(Boolean).join(", ") : where(booking),
    description: forStaff
      ? [booking.requirements && `Requirements: ${booking.requirements}`, `Phone: ${booking.phone}`]
          .filter(Boolean)
          .join("\n")
      : [
          `Your ${label.toLowerCase()} in the ${period.label.toLowerCase()} (${period.start}-${period.end}).`,
          manageUrl && `To move or cancel it: ${manageUrl}`,
          `Questions: ${site.phone.display}`,
        ]
          .filter(Boolean)
          .join("\n"),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: site.name, email: site.email },
    attendees: forStaff
      ? []
      : [
          {
            name: booking.name,
            email: booking.email,
            role: ICalAttendeeRole.REQ,
            status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
          },
        ],
  });
}

/** The visitor's invitation, or its cancellation when the booking is cancelled. */
export function bookingInvite(booking: BookingWithLead, options: { publicUrl: string; manageUrl?: string }): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Bookings", language: "EN" },
    method: booking.status === "cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone,
  });
  addEvent(calendar, booking, { ...options, forStaff: false });
  return calendar.toString();
}

/** The staff's calendar feed: every booking given, without attendees. */
export function staffFeed(bookings: BookingWithLead[], { publicUrl }: { publicUrl: string }): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Bookings", language: "EN" },
    name: `${site.name} consultations`,
    method: ICalCalendarMethod.PUBLISH,
    timezone,
  });
  for (const booking of bookings) addEvent(calendar, booking, { publicUrl, forStaff: true });
  return calendar.toString();
}
