/** Speed to lead: one reminder e-mail for a lead still new a working hour after it came in (docs/decisions/084). */
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadDeliveries, leads } from "~/server/db/schema";
import { createEmailSender } from "~/server/delivery/email.server";
import { speedReminderSender } from "~/server/delivery/speed-reminder.server";
import { createDeliveryWorker } from "~/server/delivery/worker.server";
import { updateLead } from "~/server/lead-pipeline.server";
import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver";
import { setupAppDatabase } from "./db";

const db = setupAppDatabase();
const silent = pino({ level: "silent" });
const SALES = "sales@solar.example";
const PUBLIC_URL = "https://www.solar.example";

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await db().db.delete(leads);
  smtp.messages.length = 0;
});

/** A worker that sends only the reminders, by the fake clock `clock.now`. */
function reminderWorker(clock: { now: Date }, smtpUrl = smtp.url, retryMs = 5) {
  const mailer = createEmailSender({ to: SALES, from: "website@solar.example", smtpUrl, mailDir: "" });
  const worker = createDeliveryWorker({
    getDb: async () => db().db,
    senders: { speed_reminder: speedReminderSender(mailer, { publicUrl: PUBLIC_URL }) },
    log: silent,
    backoff: { baseMs: retryMs, capMs: retryMs, jitter: 0 },
    now: () => clock.now,
  });
  return { worker, close: () => mailer.close() };
}

async function storeLeadAt(iso: string, name = "Rhian Evans"): Promise<string> {
  const [row] = await db()
    .db.insert(leads)
    .values({ source: "quiz", name, email: "rhian@example.com", phone: "07700 900123", createdAt: new Date(iso) })
    .returning({ id: leads.id });
  return row!.id;
}

async function reminderRow(leadId: string) {
  const rows = await db().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
  return rows.find((r) => r.channel === "speed_reminder");
}

const remindersTo = (name: string) =>
  smtp.messages.filter((m) => m.raw.includes(`Still waiting after a working hour: ${name}`));

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("speed-to-lead reminder", () => {
  it("is sent once, to the sales inbox, one working hour after the lead came in, not before", async () => {
    const id = await storeLeadAt("2026-11-23T10:00:00Z"); // Monday 10:00 GMT
    const clock = { now: new Date("2026-11-23T10:59:00Z") };
    const { worker, close } = reminderWorker(clock);
    try {
      await worker.drain();
      expect(smtp.messages).toHaveLength(0);
      expect(await reminderRow(id)).toBeUndefined();

      clock.now = new Date("2026-11-23T11:00:00Z");
      await worker.drain();
      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail.to).toEqual([SALES]);
      expect(mail.raw).toContain("Subject: Still waiting after a working hour: Rhian Evans (quiz)");
      expect(mail.raw).toContain("Came in through: quiz");
      expect(mail.raw).toContain("Received: Monday, 23 November 2026 at 10:00 (UK time)");
      expect(mail.raw).toContain(`${PUBLIC_URL}/quiz-analytics`);
      expect(await reminderRow(id)).toMatchObject({ status: "delivered", attempts: 1 });

      // Later rounds, hours on: still the one e-mail.
      clock.now = new Date("2026-11-24T16:00:00Z");
      await worker.drain();
      await worker.drain();
      expect(smtp.messages).toHaveLength(1);
    } finally {
      close();
    }
  });

  it("counts opening hours only: Friday 17:55 is due Saturday 09:55, Saturday 15:55 Monday 08:55", async () => {
    const friday = await storeLeadAt("2026-11-20T17:55:00Z", "Friday Evening");
    const saturday = await storeLeadAt("2026-11-21T15:55:00Z", "Saturday Afternoon");
    const clock = { now: new Date("2026-11-21T09:54:00Z") };
    const { worker, close } = reminderWorker(clock);
    try {
      await worker.drain();
      expect(smtp.messages).toHaveLength(0);
      clock.now = new Date("2026-11-21T09:55:00Z");
      await worker.drain();
      expect(remindersTo("Friday Evening")).toHaveLength(1);

      // All of Sunday (closed) and Monday until 08:54 is less than the working hour.
      clock.now = new Date("2026-11-23T08:54:00Z");
      await worker.drain();
      expect(remindersTo("Saturday Afternoon")).toHaveLength(0);
      clock.now = new Date("2026-11-23T08:55:00Z");
      await worker.drain();
      expect(remindersTo("Saturday Afternoon")).toHaveLength(1);
      expect(smtp.messages).toHaveLength(2);
      expect((await reminderRow(friday))?.status).toBe("delivered");
      expect((await reminderRow(saturday))?.status).toBe("delivered");
    } finally {
      close();
    }
  });

  it("is never sent for a lead contacted in time", async () => {
    const id = await storeLeadAt("2026-11-23T10:00:00Z");
    const clock = { now: new Date("2026-11-23T10:30:00Z") };
    const { worker, close } = reminderWorker(clock);
    try {
      await worker.drain();
      expect((await updateLead(id, { status: "contacted" })).ok).toBe(true);
      clock.now = new Date("2026-11-23T15:00:00Z");
      await worker.drain();
      expect(smtp.messages).toHaveLength(0);
      expect(await reminderRow(id)).toBeUndefined();
    } finally {
      close();
    }
  });

  it("survives SMTP failures and a restart: sent exactly once; cancelled if the lead is contacted meanwhile", async () => {
    const id = await storeLeadAt("2026-11-23T10:00:00Z", "Retry Person");
    const other = await storeLeadAt("2026-11-23T10:00:00Z", "Called Meanwhile");
    const clock = { now: new Date("2026-11-23T11:30:00Z") };
    // SMTP down; the retry is an hour away.
    const down = reminderWorker(clock, `smtp://127.0.0.1:${await closedPort()}`, 3_600_000);
    await down.worker.drain();
    await down.worker.stop();
    down.close();
    const failed = await reminderRow(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Staff call the other lead while its reminder is waiting for a retry.
    expect((await updateLead(other, { status: "contacted" })).ok).toBe(true);
    expect((await reminderRow(other))?.status).toBe("cancelled");

    // The retry falls due, as time would bring it; a new worker (a restart) with SMTP back sends it once.
    await db()
      .db.update(leadDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(leadDeliveries.id, failed!.id));
    const up = reminderWorker(clock);
    try {
      const until = Date.now() + 5_000;
      while ((await reminderRow(id))?.status === "pending" && Date.now() < until) {
        await up.worker.drain();
        await new Promise((r) => setTimeout(r, 10));
      }
      clock.now = new Date("2026-11-23T17:00:00Z");
      await up.worker.drain();
      expect(remindersTo("Retry Person")).toHaveLength(1);
      expect(remindersTo("Called Meanwhile")).toHaveLength(0);
      expect(await reminderRow(id)).toMatchObject({ status: "delivered", attempts: 2 });
    } finally {
      await up.worker.stop();
      up.close();
    }
  });

  it("cancels a queued reminder whose lead left new by another way (a booking) before it was sent", async () => {
    const id = await storeLeadAt("2026-11-23T10:00:00Z", "Booked Person");
    const clock = { now: new Date("2026-11-23T11:30:00Z") };
    await db().db.insert(leadDeliveries).values({ leadId: id, channel: "speed_reminder" });
    await db().db.update(leads).set({ status: "survey_booked" }).where(eq(leads.id, id));
    const { worker, close } = reminderWorker(clock);
    try {
      await worker.drain();
      expect(smtp.messages).toHaveLength(0);
      expect((await reminderRow(id))?.status).toBe("cancelled");
    } finally {
      close();
    }
  });

  it("leaves leads older than its look-back alone (no burst of reminders for old leads)", async () => {
    await storeLeadAt("2026-11-16T10:00:00Z", "Last Week");
    const { worker, close } = reminderWorker({ now: new Date("2026-11-23T11:30:00Z") });
    try {
      await worker.drain();
      expect(smtp.messages).toHaveLength(0);
    } finally {
      close();
    }
  });

  it("sends none for a lead held back by the hourly e-mail ceiling (a flood the digest announced)", async () => {
    const flooded = await storeLeadAt("2026-11-23T10:00:00Z", "Flood Lead");
    await db().db.insert(leadDeliveries).values({ leadId: flooded, channel: "email", digest: true });
    const normal = await storeLeadAt("2026-11-23T10:00:00Z", "Normal Lead");
    await db().db.insert(leadDeliveries).values({ leadId: normal, channel: "email" });
    const { worker, close } = reminderWorker({ now: new Date("2026-11-23T11:30:00Z") });
    try {
      await worker.drain();
      expect(remindersTo("Normal Lead")).toHaveLength(1);
      expect(remindersTo("Flood Lead")).toHaveLength(0);
      expect(await reminderRow(flooded)).toBeUndefined();
    } finally {
      close();
    }
  });
});
