/** The visitor's booking e-mails: plain text and HTML, with the iCalendar invitation or cancellation attached. */
import { bookingEmailCopy as copy } from "~/content/booking-email";
import { bookingTypeLabels } from "~/content/bookings";
import { bookingDateLabel, periodLabel } from "~/lib/bookings/format";
import { bookingInvite } from "../booking-calendar.server";
import { type BookingWithLead, findBookingByLead, manageToken } from "../bookings.server";
import type { Lead } from "../db/schema";
import type { EmailSender } from "./email.server";
import { escapeHtml, headerText } from "./email-content.server";
import type { DeliveryResult, Sender } from "./types";

export type BookingEmailKind = "booking_confirmation" | "booking_update" | "booking_reminder";

interface Content {
  subject: string;
  lines: string[];
  link?: { label: string; url: string };
  invite: boolean;
}

function content(kind: BookingEmailKind, booking: BookingWithLead, manageUrl: string | null, bookUrl: string): Content {
  const when = `${bookingDateLabel(booking.date)}, ${periodLabel(booking.period).toLowerCase()}`;
  const cancelled = booking.status === "cancelled";
  const details = [
    `${copy.type}: ${bookingTypeLabels[booking.type]}`,
    `${copy.when}: ${when}`,
    ...(booking.type === "home_visit"
      ? [`${copy.where}: ${[booking.address, booking.postcode].filter(Boolean).join(", ")}`]
      : []),
  ];
  const manage = manageUrl ? { label: copy.manage, url: manageUrl } : undefined;
  if (cancelled)
    return {
      subject: copy.cancellationSubject(when),
      lines: [copy.cancellationIntro],
      link: { label: copy.bookAgain, url: bookUrl },
      invite: kind !== "booking_reminder",
    };
  if (kind === "booking_reminder")
    return {
      subject: copy.reminderSubject(when),
      lines: [copy.reminderIntro, ...details],
      link: manage,
      invite: false,
    };
  if (kind === "booking_update")
    return {
      subject: copy.updateSubject(when),
      lines: [copy.updateIntro, ...details, copy.calendarNote],
      link: manage,
      invite: true,
    };
  return {
    subject: copy.confirmationSubject(when),
    lines: [copy.confirmationIntro, ...details, copy.calendarNote],
    link: manage,
    invite: true,
  };
}

export function bookingEmailSender(
  mailer: EmailSender,
  kind: BookingEmailKind,
  { publicUrl, replyTo }: { publicUrl: string; replyTo: string },
): Sender {
  return async (lead: Lead): Promise<DeliveryResult> => {
    const booking = await findBookingByLead(lead.id);
    // Erased, or the reminder of a booking that is no longer on: nothing to say.
    if (!booking) return { ok: true };
    if (kind === "booking_reminder" && booking.status !== "confirmed") return { ok: true };
    const token = manageToken(booking);
    const manageUrl = token ? `${publicUrl}/booking/${booking.id}?token=${encodeURIComponent(token)}` : null;
    const c = content(kind, booking, manageUrl, `${publicUrl}/contact-us#book`);
    const text = [
      copy.greeting(booking.name),
      "",
      ...c.lines,
      "",
      ...(c.link ? [c.link.label, c.link.url, ""] : []),
      copy.questions,
      "",
      copy.signOff,
    ].join("\n");
    const html = [
      `<p>${escapeHtml(copy.greeting(booking.name))}</p>`,
      ...c.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      c.link
        ? `<p>${escapeHtml(c.link.label)} <a href="${escapeHtml(c.link.url)}">${escapeHtml(c.link.url)}</a></p>`
        : "",
      `<p>${escapeHtml(copy.questions)}</p>`,
      `<p>${escapeHtml(copy.signOff)}</p>`,
    ].join("\n");
    const ics = c.invite ? bookingInvite(booking, { publicUrl, manageUrl: manageUrl ?? undefined }) : null;
    const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
    return mailer.sendMail(
      {
        to: { name: headerText(booking.name), address: booking.email },
        replyTo,
        subject: headerText(c.subject),
        text,
        html: `<!doctype html><html lang="en-GB"><body>${html}</body></html>`,
        // One id per booking, kind and version: a repeat after a lost answer is recognisable.
        messageId: `<${kind}-${booking.id}-${booking.sequence}@${new URL(publicUrl).hostname}>`,
        ...(ics
          ? {
              icalEvent: { method, content: ics, filename: method === "CANCEL" ? "cancel.ics" : "invite.ics" },
            }
          : {}),
      },
      { at: new Date(), name: `${kind}-${booking.id}-${booking.sequence}` },
    );
  };
}
