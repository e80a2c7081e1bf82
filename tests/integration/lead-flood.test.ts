/**
 * The lead flood a security probe ran against the landed site (20 addresses,
 * 400 leads in 20 seconds, each with a 5,000-character message: 400 e-mails
 * reached the sales inbox), against the default settings: at most 200 leads an
 * hour stored, 30 e-mails sent one by one, the rest in one digest (decision
 * 051); and identical submissions collapsed into one (decision 052).
 */
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action } from "~/routes/api.leads";
import { leadDeliveries, leads } from "~/server/db/schema";
import { createEmailSender, type EmailSender } from "~/server/delivery/email.server";
import { createDeliveryWorker } from "~/server/delivery/worker.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetLeadLimitsForTests } from "~/server/lead-limits.server";
import { getLogger } from "~/server/logger.server";
import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver";
import { setupAppDatabase, usingPostgres } from "./db";
import { asRoute, context } from "./staff-helpers";

const db = setupAppDatabase();
const postLead = asRoute(action);

let smtp: SmtpReceiver;
let mailer: EmailSender;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  mailer = createEmailSender({
    to: "sales@cymrusolar.example",
    from: "web@cymrusolar.example",
    smtpUrl: smtp.url,
    mailDir: "",
    perHour: 30,
  });
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

/** Every test starts a new hour: no leads, fresh ceilings. */
beforeEach(async () => {
  await db().db.delete(leads);
  // On PostgreSQL the counts live in the database (in a table made on first use).
  if (usingPostgres)
    await db().db.execute(
      sql`do $$ begin if to_regclass('rate_limits') is not null then delete from rate_limits; end if; end $$`,
    );
  resetEnvForTests();
  resetLeadLimitsForTests();
  smtp.messages.length = 0;
});

const post = (body: unknown, ip: string) =>
  postLead({
    request: new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    context: context(ip),
    params: {},
  });

const lead = (n: number, extra: Record<string, unknown> = {}) => ({
  source: "quote",
  name: `Flood ${n}`,
  email: `flood${n}@example.com`,
  phone: `07700 ${String(900000 + n).padStart(6, "0")}`,
  message: `${n} `.padEnd(5000, "x"),
  ...extra,
});

const worker = () =>
  createDeliveryWorker({
    getDb: async () => db().db,
    senders: { email: (l) => mailer.send(l) },
    digest: (ls) => mailer.sendDigest(ls),
    log: pino({ level: "silent" }),
  });

async function emailRows(digest: boolean) {
  return db()
    .db.select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.channel, "email"), eq(leadDeliveries.digest, digest)));
}

describe("a flood of leads", () => {
  it("400 leads from 20 addresses: 200 stored, 30 e-mails on their own and one digest of the other 170", async () => {
    const warn = vi.spyOn(getLogger(), "warn");
    try {
      const statuses = new Map<number, number>();
      const retryAfter = new Set<string | null>();
      // Interleaved, as 20 scripts running at once would send them.
      for (let n = 0; n < 400; n++) {
        const res = await post(lead(n), `198.51.100.${n % 20}`);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503) retryAfter.add(res.headers.get("retry-after"));
      }
      expect(Object.fromEntries(statuses)).toEqual({ 201: 200, 503: 200 });
      expect([...retryAfter].every((v) => Number(v) > 0)).toBe(true);
      expect(await db().db.$count(leads)).toBe(200);
      expect(await emailRows(false)).toHaveLength(30);
      expect(await emailRows(true)).toHaveLength(170);
      const lines = warn.mock.calls.map(([, msg]) => String(msg));
      expect(lines.filter((l) => l.includes("site-wide hourly ceiling"))).toHaveLength(1);
      expect(lines.filter((l) => l.includes("held for a digest"))).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }

    const w = worker();
    await w.drain();
    // The held ones wait for their digest (LEAD_EMAIL_DIGEST_MINUTES, 15 by default).
    expect(smtp.messages).toHaveLength(30);
    expect((await emailRows(true)).every((r) => r.status === "pending" && r.attempts === 0)).toBe(true);

    // A quarter of an hour later, as far as the oldest held e-mail is concerned.
    const [oldest] = await emailRows(true);
    await db()
      .db.update(leadDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(leadDeliveries.id, oldest!.id));
    await w.drain();
    expect(smtp.messages).toHaveLength(31);
    const digest = smtp.messages[30]!.raw;
    expect(digest).toMatch(/^Subject: Lead digest: 170 new enquiries held back\r?$/m);
    // 170 messages of 5,000 characters, cut to 500 each: the digest (a plain-text and an HTML body,
    // quoted-printable) is smaller than the whole messages would be in one body alone (about 580 KB here).
    expect(digest.length).toBeLessThan(170 * 5_000);
    expect((await emailRows(true)).every((r) => r.status === "delivered")).toBe(true);

    await w.drain();
    expect(smtp.messages).toHaveLength(31);
  }, 120_000);
});

describe("identical submissions", () => {
  it("the same e-mail and phone within minutes is one lead: the visitor is answered 201 with its id, one e-mail goes out", async () => {
    const first = await post(lead(1), "203.0.113.1");
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // Another form, another address, the e-mail in capitals and the phone spaced differently: still the same person.
    const again = await post(
      lead(1, { source: "chat", email: "FLOOD1@Example.com", phone: "0770 0900 001", message: "Me again" }),
      "203.0.113.2",
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id, estimate: null });
    expect(await db().db.$count(leads)).toBe(1);
    expect(await db().db.$count(leadDeliveries)).toBe(1);

    // A different phone number is another enquiry.
    expect((await post(lead(1, { phone: "07700 900999" }), "203.0.113.1")).status).toBe(201);
    expect(await db().db.$count(leads)).toBe(2);
  });

  it("five identical submissions at the same moment are stored once", async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => post(lead(7), `203.0.113.${10 + i}`)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await db().db.$count(leads)).toBe(1);
  });

  it("the same details after the window (10 minutes by default) make a new lead", async () => {
    expect((await post(lead(3), "203.0.113.3")).status).toBe(201);
    await db()
      .db.update(leads)
      .set({ createdAt: sql`now() - interval '11 minutes'` });
    expect((await post(lead(3), "203.0.113.3")).status).toBe(201);
    expect(await db().db.$count(leads)).toBe(2);
  });
});
