import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingInvite, londonInstant, staffFeed } from "./booking-calendar.server";
import type { BookingWithLead } from "./bookings.server";

// Read back by an independent parser (Mozilla's ical.js), as a mail client would.

const booking: BookingWithLead = {
  id: "3f1c2a9e-7b44-4f7e-9a51-0c2d5e8f1a23",
  createdAt: new Date("2026-11-23T10:00:00Z"),
  updatedAt: new Date("2026-11-23T10:00:00Z"),
  leadId: "9d7e0a64-0c55-4d33-8f0e-6b1f2a3c4d5e",
  type: "home_visit",
  date: "2027-06-15",
  period: "morning",
  status: "confirmed",
  tokenHash: "x",
  sequence: 0,
  requirements: "Dog in the garden; please ring, do not knock. Semicolons; commas, and\nnew lines.",
  name: "Siân O'Brien",
  email: "sian@example.com",
  phone: "029 2000 0000",
  postcode: "CF10 1AA",
  address: "1 Heol y Frenhines, Caerdydd",
};
const publicUrl = "https://www.cymrusolar.example";

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("booking invitations", () => {
  it("is a REQUEST with a stable UID, the London zone and the right instants", () => {
    const text = bookingInvite(booking, { publicUrl, manageUrl: `${publicUrl}/booking/x?token=t` });
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(`booking-${booking.id}@www.cymrusolar.example`);
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/London");
    // 09:00 in London in June is 08:00 UTC (BST).
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-06-15T08:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-06-15T11:00:00.000Z");
    expect(event.organizer).toBe("mailto:hello@cymrusolar.example");
    expect(String(event.attendees[0]?.getFirstValue()).toLowerCase()).toBe("mailto:sian@example.com");
    expect(event.location).toBe("1 Heol y Frenhines, Caerdydd, CF10 1AA");
    expect(event.description).toContain("To move or cancel it: https://www.cymrusolar.example/booking/x?token=t");
  });

  it("uses CRLF line endings and folds long lines at 75 octets", () => {
    const text = bookingInvite({ ...booking, address: "A".repeat(300) }, { publicUrl });
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text).event.location).toContain("A".repeat(300));
  });

  it("keeps the UID and raises SEQUENCE for a change, and cancels with METHOD:CANCEL", () => {
    const moved = parse(bookingInvite({ ...booking, sequence: 1, period: "afternoon" }, { publicUrl }));
    expect(moved.event.uid).toBe(`booking-${booking.id}@www.cymrusolar.example`);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe("2027-06-15T12:00:00.000Z");
    const cancelled = parse(bookingInvite({ ...booking, sequence: 2, status: "cancelled" }, { publicUrl }));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(moved.event.uid);
    expect(cancelled.event.sequence).toBe(2);
  });

  it("survives text that means something in iCalendar", () => {
    const { event } = parse(bookingInvite({ ...booking, address: "Flat 1; Block B, \\ road" }, { publicUrl }));
    expect(event.location).toBe("Flat 1; Block B, \\ road, CF10 1AA");
  });

  it("gives staff a PUBLISH feed without attendees, in winter time too", () => {
    const text = staffFeed([{ ...booking, date: "2027-01-12", type: "phone" }], { publicUrl });
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.attendees).toHaveLength(0);
    expect(event.summary).toBe("Phone Call: Siân O'Brien");
    expect(event.description).toContain("Dog in the garden");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-12T09:00:00.000Z");
  });

  it("places London times either side of the clock changes", () => {
    expect(londonInstant("2027-03-27", "09:00").toISOString()).toBe("2027-03-27T09:00:00.000Z");
    expect(londonInstant("2027-03-29", "09:00").toISOString()).toBe("2027-03-29T08:00:00.000Z");
    expect(londonInstant("2027-10-30", "13:00").toISOString()).toBe("2027-10-30T12:00:00.000Z");
    expect(londonInstant("2027-11-01", "13:00").toISOString()).toBe("2027-11-01T13:00:00.000Z");
  });
});
