import { createServer } from "node:net";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSlots } from "~/lib/bookings/rules";
import { todayInUk } from "~/lib/uk-date";
import { cancelBooking, createBooking, rescheduleBooking } from "~/server/bookings.server";
import { bookings, leadDeliveries } from "~/server/db/schema";
import { bookingEmailSender, type BookingEmailKind } from "~/server/delivery/booking-email.server";
import { createEmailSender } from "~/server/delivery/email.server";
import { createDeliveryWorker } from "~/server/delivery/worker.server";
import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver";
import { setupAppDatabase } from "./db";

const PUBLIC_URL = "https://www.cymrusolar.example";
const db = setupAppDatabase({ LEAD_RATE_LIMIT_PER_HOUR: "1000", PUBLIC_URL });
const kinds: BookingEmailKind[] = ["booking_confirmation", "booking_update", "booking_reminder"];

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.close());

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A worker sending only the visitor's booking e-mails through this SMTP server. */
function worker(smtpUrl: string, retryMs = 1) {
  const mailer = createEmailSender({
    to: "sales@cymrusolar.example",
    from: "website@cymrusolar.example",
    smtpUrl,
    mailDir: "",
  });
  const options = { publicUrl: PUBLIC_URL, replyTo: "hello@cymrusolar.example" };
  const senders = Object.fromEntries(kinds.map((k) => [k, bookingEmailSender(mailer, k, options)]));
  return createDeliveryWorker({
    getDb: async () => db().db,
    senders,
    log: pino({ level: "silent" }),
    backoff: { baseMs: retryMs, capMs: retryMs, jitter: 0 },
  });
}

// A weekday morning more than two days ahead, so its reminder is due later, not now.
const slots = openSlots(todayInUk(), 30).filter((s) => s.period === "morning" && new Date(s.date).getUTCDay() !== 6);
const visitor = {
  type: "video",
  name: "Siân Evans",
  email: "sian@example.com",
  phone: "029 2000 0000",
  postcode: "SA1 1AA",
};

/** Quoted-printable decoded (soft line breaks and =XX), enough for the ASCII parts we read. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function calendarOf(raw: string) {
  const unfolded = decodeQp(raw).replace(/\r\n/g, "\n");
  const start = unfolded.indexOf("BEGIN:VCALENDAR");
  if (start < 0) return null;
  // The invitation travels base64 or quoted-printable encoded in a MIME part; nodemailer writes it as text here.
  const text = unfolded.slice(start, unfolded.indexOf("END:VCALENDAR", start) + "END:VCALENDAR".length);
  return new ICAL.Component(ICAL.parse(text.replace(/\n/g, "\r\n")));
}

describe("the visitor's booking e-mails", () => {
  it("confirms with an invitation, resends on a move, cancels with METHOD:CANCEL, each once despite a failing SMTP server", async () => {
    const made = await createBooking({ raw: { ...visitor, ...slots[3]! }, ip: "198.51.100.20" });
    if (!made.ok) throw new Error(JSON.stringify(made));
    const [booking] = await db().db.select().from(bookings).where(eq(bookings.id, made.id));
    const deliveries = async () =>
      db().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, booking!.leadId));
    expect((await deliveries()).map((d) => d.channel).sort()).toEqual([
      "booking_confirmation",
      "booking_reminder",
      "email",
    ]);
    const reminder = (await deliveries()).find((d) => d.channel === "booking_reminder")!;
    expect(reminder.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);

    // The SMTP server is down: the confirmation waits, and is sent once when it is back.
    await worker(`smtp://127.0.0.1:${await closedPort()}`, 3_600_000).drain();
    const failed = (await deliveries()).find((d) => d.channel === "booking_confirmation")!;
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(smtp.messages).toHaveLength(0);
    // The retry falls due, as the clock would bring it.
    await db()
      .db.update(leadDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(and(eq(leadDeliveries.id, failed.id)));
    const up = worker(smtp.url);
    await up.drain();
    await up.drain();
    expect(smtp.messages).toHaveLength(1);
    const confirmation = smtp.messages[0]!;
    expect(confirmation.to).toEqual(["sian@example.com"]);
    expect(confirmation.raw).toContain("text/calendar; charset=utf-8; method=REQUEST");
    expect(confirmation.raw).toMatch(/Subject: Your free consultation with Cymru Solar/);
    // The text part is quoted-printable: soft line breaks and "=" written as =3D.
    const text = decodeQp(confirmation.raw);
    expect(text).toContain(`${PUBLIC_URL}/booking/${made.id}?token=${made.token}`);
    const invite = calendarOf(confirmation.raw)!;
    expect(invite.getFirstPropertyValue("method")).toBe("REQUEST");
    const uid = invite.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid");

    const moved = await rescheduleBooking({ id: made.id, raw: { token: made.token, ...slots[5]! } });
    expect(moved.ok).toBe(true);
    await up.drain();
    expect(smtp.messages).toHaveLength(2);
    const update = calendarOf(smtp.messages[1]!.raw)!;
    expect(update.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid")).toBe(uid);
    expect(update.getFirstSubcomponent("vevent")!.getFirstPropertyValue("sequence")).toBe(1);

    expect((await cancelBooking({ id: made.id, token: made.token })).ok).toBe(true);
    await up.drain();
    await up.drain();
    expect(smtp.messages).toHaveLength(3);
    expect(smtp.messages[2]!.raw).toContain("method=CANCEL");
    const cancel = calendarOf(smtp.messages[2]!.raw)!;
    expect(cancel.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid")).toBe(uid);
    expect(cancel.getFirstSubcomponent("vevent")!.getFirstPropertyValue("sequence")).toBe(2);
    // No reminder for a cancelled booking.
    const [left] = await db()
      .db.select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, booking!.leadId), eq(leadDeliveries.channel, "booking_reminder")));
    expect(left?.status).toBe("cancelled");
  });

  it("sends the reminder when it falls due, to the booking as it stands", async () => {
    const made = await createBooking({
      raw: { ...visitor, email: "rhys@example.com", ...slots[4]! },
      ip: "198.51.100.21",
    });
    if (!made.ok) throw new Error(JSON.stringify(made));
    const [booking] = await db().db.select().from(bookings).where(eq(bookings.id, made.id));
    // Bring the reminder forward, as the clock would.
    await db()
      .db.update(leadDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(and(eq(leadDeliveries.leadId, booking!.leadId), eq(leadDeliveries.channel, "booking_reminder")));
    const before = smtp.messages.length;
    await worker(smtp.url).drain();
    const mine = smtp.messages.slice(before).filter((m) => m.to.includes("rhys@example.com"));
    expect(mine.map((m) => /Subject: (\S+)/.exec(m.raw)?.[1])).toEqual(expect.arrayContaining(["Your", "Reminder:"]));
    expect(mine).toHaveLength(2);
  });
});
