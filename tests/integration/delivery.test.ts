import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadDeliveries, leads } from "~/server/db/schema";
import { createEmailSender } from "~/server/delivery/email.server";
import type { Channel, Sender } from "~/server/delivery/types";
import { sendWebhook } from "~/server/delivery/webhook.server";
import { createDeliveryWorker, type WorkerOptions } from "~/server/delivery/worker.server";
import { emitLeadStored } from "~/server/lead-events.server";
import { createLead } from "~/server/leads.server";
import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver";
import { startWebhookReceiver, validSignature, type WebhookReceiver } from "../support/webhook-receiver";
import { setupAppDatabase } from "./db";

const db = setupAppDatabase({
  LEAD_RATE_LIMIT_PER_HOUR: "1000",
  LEAD_WEBHOOK_URL: "http://127.0.0.1:9/unused",
  // These tests store one visitor's lead many times and want an e-mail for each (the ceilings: lead-flood.test.ts).
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
  LEAD_EMAILS_PER_HOUR: "100000",
});
const SECRET = "test-secret-☀️";
const fast = { baseMs: 10, capMs: 40, jitter: 0.5 };
const silent = pino({ level: "silent" });

let hook: WebhookReceiver;
let smtp: SmtpReceiver;
beforeAll(async () => {
  [hook, smtp] = await Promise.all([startWebhookReceiver(), startSmtpReceiver()]);
});
afterAll(async () => {
  await Promise.all([hook.close(), smtp.close()]);
});
beforeEach(async () => {
  // Every test starts with no pending work from the ones before it.
  await db().db.delete(leads);
  hook.requests.length = 0;
  hook.accepted.clear();
  hook.duplicates = 0;
  hook.failFirst(0);
  smtp.messages.length = 0;
});

const webhookSender: Sender = (lead) => sendWebhook(lead, { url: hook.url, secret: SECRET, timeoutMs: 2_000 });

function worker(senders: Partial<Record<Channel, Sender>>, extra: Partial<WorkerOptions> = {}) {
  return createDeliveryWorker({ getDb: async () => db().db, senders, log: silent, backoff: fast, ...extra });
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Drains until no row of `channel` is pending (retries become due after their short backoff). */
async function drainUntilSettled(w: ReturnType<typeof worker>, channel: Channel, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await w.drain();
    const [row] = await db()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.status, "pending"), eq(leadDeliveries.channel, channel)));
    if (row?.n === 0 || Date.now() > until) return;
    await sleep(10);
  }
}

async function storeLead(extra: Record<string, unknown> = {}): Promise<string> {
  const result = await createLead({
    raw: {
      source: "chat",
      name: "Siân O'Brien",
      email: "sian@example.com",
      phone: "07700 900321",
      message: "<script>alert(1)</script> '; DROP TABLE leads; -- 🌞",
      conversationHistory: [{ role: "user", content: "Can you call me back?" }],
      utm_source: "facebook",
      page: "/",
      ...extra,
    },
    ip: "127.0.0.1",
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

async function deliveriesOf(leadId: string) {
  const rows = await db().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
  return Object.fromEntries(rows.map((r) => [r.channel, r]));
}

describe("webhook delivery", () => {
  it("retries a failing receiver with backoff; the lead arrives once, signed, with every field", async () => {
    hook.failFirst(2);
    const id = await storeLead({ utm_campaign: "spring" });
    const w = worker({ webhook: webhookSender });
    await drainUntilSettled(w, "webhook");

    const mine = hook.requests.filter((r) => r.key === id);
    expect(mine.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(hook.accepted.size).toBe(1);
    expect(hook.duplicates).toBe(0);
    const body = hook.accepted.get(id)!;
    expect(mine.every((r) => validSignature(r.body, r.signature, SECRET))).toBe(true);
    expect(validSignature(body, mine[2]!.signature, "wrong secret")).toBe(false);
    // The signature covers a time: each attempt is signed when it is sent, a capture replayed later is refused,
    // and the time cannot be moved forward without the secret.
    const signed = mine[2]!.signature!;
    const t = Number(/^t=(\d+),sha256=[0-9a-f]{64}$/.exec(signed)?.[1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60);
    expect(validSignature(body, signed, SECRET, new Date((t + 301) * 1000))).toBe(false);
    expect(validSignature(body, signed.replace(`t=${t}`, `t=${t + 600}`), SECRET, new Date((t + 600) * 1000))).toBe(
      false,
    );
    expect(validSignature(body, signed.replace(/^t=\d+,/, ""), SECRET)).toBe(false);
    expect(validSignature(body.replace("Siân", "Sian"), signed, SECRET)).toBe(false);
    expect(JSON.parse(body)).toMatchObject({
      id,
      source: "chat",
      name: "Siân O'Brien",
      message: "<script>alert(1)</script> '; DROP TABLE leads; -- 🌞",
      conversationHistory: [{ role: "user", content: "Can you call me back?" }],
      utm_source: "facebook",
      utm_campaign: "spring",
      page: "/",
    });
    const { webhook } = await deliveriesOf(id);
    expect(webhook).toMatchObject({ status: "delivered", attempts: 3, lastError: "HTTP 500 Internal Server Error" });
    expect(webhook?.deliveredAt).toBeInstanceOf(Date);
  });

  it("sends no signature header when no secret is configured", async () => {
    const id = await storeLead();
    const w = worker({ webhook: (lead) => sendWebhook(lead, { url: hook.url }) });
    await drainUntilSettled(w, "webhook");
    expect(hook.requests.find((r) => r.key === id)?.signature).toBeUndefined();
  });

  it("marks a delivery failed after the last attempt, keeping the error", async () => {
    hook.failFirst(1000);
    const id = await storeLead();
    const w = worker({ webhook: webhookSender }, { maxAttempts: 3 });
    await drainUntilSettled(w, "webhook");
    const { webhook, email } = await deliveriesOf(id);
    expect(webhook).toMatchObject({ status: "failed", attempts: 3, lastError: "HTTP 500 Internal Server Error" });
    expect(webhook?.deliveredAt).toBeNull();
    // A channel without a sender here is left alone, not failed.
    expect(email).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("reports an unreachable receiver as a failure instead of throwing", async () => {
    const id = await storeLead();
    const url = `http://127.0.0.1:${await closedPort()}/closed`;
    const w = worker({ webhook: (lead) => sendWebhook(lead, { url }) }, { maxAttempts: 1 });
    await drainUntilSettled(w, "webhook");
    const { webhook } = await deliveriesOf(id);
    expect(webhook?.status).toBe("failed");
    expect(webhook?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("keeps a lead pending while the receiver is down (connection refused) and delivers it once it is back", async () => {
    const port = await closedPort();
    const id = await storeLead();
    const w = worker({ webhook: (lead) => sendWebhook(lead, { url: `http://127.0.0.1:${port}/hooks/leads` }) });
    await w.drain();
    const down = (await deliveriesOf(id)).webhook;
    expect(down?.status).toBe("pending");
    expect(down?.attempts).toBeGreaterThanOrEqual(1);
    expect(down?.lastError).toMatch(/ECONNREFUSED|connect/i);

    const back = await startWebhookReceiver(port);
    try {
      await drainUntilSettled(w, "webhook");
      expect(back.accepted.has(id)).toBe(true);
      expect(back.requests).toHaveLength(1);
      const delivered = (await deliveriesOf(id)).webhook;
      expect(delivered?.status).toBe("delivered");
      expect(delivered?.attempts).toBeGreaterThan(down!.attempts);
    } finally {
      await back.close();
    }
  });

  it("picks up a staff retry of a failed delivery as soon as it is announced", async () => {
    hook.failFirst(1000);
    const id = await storeLead();
    const w = worker({ webhook: webhookSender }, { maxAttempts: 1, pollMs: 60_000 });
    await drainUntilSettled(w, "webhook");
    expect((await deliveriesOf(id)).webhook?.status).toBe("failed");

    hook.failFirst(0);
    w.start();
    try {
      await db()
        .db.update(leadDeliveries)
        .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
        .where(eq(leadDeliveries.leadId, id));
      emitLeadStored(id);
      await expect.poll(async () => (await deliveriesOf(id)).webhook?.status, { timeout: 3_000 }).toBe("delivered");
      expect((await deliveriesOf(id)).webhook?.lastError).toBe("HTTP 500 Internal Server Error");
    } finally {
      await w.stop();
    }
  });

  it("resends a row whose worker died mid-send once its lease has passed", async () => {
    const id = await storeLead();
    // What a crashed worker leaves behind: the attempt counted, the row leased for a while.
    await db()
      .db.update(leadDeliveries)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '300 milliseconds'` })
      .where(eq(leadDeliveries.leadId, id));
    const w = worker({ webhook: webhookSender });
    await w.drain();
    expect(hook.requests).toHaveLength(0);
    await sleep(350);
    await w.drain();
    expect(hook.accepted.has(id)).toBe(true);
    expect((await deliveriesOf(id)).webhook).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("several workers on one database send each lead exactly once", async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => storeLead()));
    const workers = [1, 2, 3].map(() => worker({ webhook: webhookSender }, { batchSize: 4 }));
    await Promise.all(workers.map((w) => drainUntilSettled(w, "webhook")));
    expect(hook.requests).toHaveLength(30);
    expect(new Set(hook.requests.map((r) => r.key))).toEqual(new Set(ids));
    expect(hook.duplicates).toBe(0);
  });
});

describe("e-mail delivery", () => {
  it("sends the lead to LEAD_EMAIL_TO over SMTP with Reply-To the customer", async () => {
    const id = await storeLead();
    const mailer = createEmailSender({
      to: "sales@cymrusolar.example",
      from: "Website <website@cymrusolar.example>",
      smtpUrl: smtp.url,
      mailDir: "/nonexistent",
    });
    try {
      await drainUntilSettled(worker({ email: (lead) => mailer.send(lead) }), "email");
    } finally {
      mailer.close();
    }
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to).toEqual(["sales@cymrusolar.example"]);
    expect(mail.from).toBe("website@cymrusolar.example");
    expect(mail.raw).toMatch(/^Reply-To: =\?UTF-8\?Q\?Si=C3=A2n_O=27Brien\?= <sian@example\.com>\r?$/m);
    expect(mail.raw).toMatch(new RegExp(`^Message-ID: <lead-${id}@cymrusolar\\.example>\\r?$`, "m"));
    expect(mail.raw).toContain("Content-Type: text/html");
    expect((await deliveriesOf(id)).email).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("records an SMTP server that refuses connections as a failure", async () => {
    const smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    const mailer = createEmailSender({ to: "a@b.example", from: "c@d.example", smtpUrl, mailDir: "" });
    const id = await storeLead();
    const [lead] = await db().db.select().from(leads).where(eq(leads.id, id));
    const result = await mailer.send(lead!);
    mailer.close();
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });

  it("without SMTP, writes each e-mail as an .eml file, once per lead even when resent", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lead-mail-"));
    const mailer = createEmailSender({ to: "sales@cymrusolar.example", from: "web@cymrusolar.example", mailDir: dir });
    const id = await storeLead();
    const [lead] = await db().db.select().from(leads).where(eq(leads.id, id));
    expect(await mailer.send(lead!)).toEqual({ ok: true });
    expect(await mailer.send(lead!)).toEqual({ ok: true });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`-${id}\\.eml$`));
    const raw = readFileSync(path.join(dir, files[0]!), "utf8");
    expect(raw).toMatch(/^To: sales@cymrusolar\.example\r$/m);
    expect(raw).toMatch(/^Reply-To: .*<sian@example\.com>\r$/m);
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toContain("\r\n\r\n");
  });
});
