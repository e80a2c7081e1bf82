/**
 * Two production servers (build/server.js) on one PostgreSQL database, as an
 * operator scaling out would run them: they start together, share sessions
 * and rate limits, and deliver every acknowledged lead once although one of
 * them is killed mid-traffic. Needs TEST_DATABASE_URL and `npm run build`.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../e2e/support/server-process";
import { startWebhookReceiver, validSignature, type WebhookReceiver } from "../support/webhook-receiver";

const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "multi-instance-staff-password";
const SECRET = "multi-instance-webhook-secret";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!adminUrl)("two instances on one PostgreSQL database", () => {
  const dbName = `t_multi_${randomBytes(5).toString("hex")}`;
  let dbUrl = "";
  let client: pg.Client;
  let hook: WebhookReceiver;
  let a: ServerProcess;
  let b: ServerProcess;

  const env = () => ({
    DATABASE_URL: dbUrl,
    ANALYTICS_PASSWORD: PASSWORD,
    SESSION_SECRET: "multi-instance-session-secret-0123456789",
    LEAD_WEBHOOK_URL: hook.url,
    LEAD_WEBHOOK_SECRET: SECRET,
    LEAD_DELIVERY_RETRY_MS: "100",
    // Rows a killed instance had claimed fall due again after this; far longer than a loopback send.
    LEAD_DELIVERY_LEASE_MS: "3000",
    LEAD_RATE_LIMIT_PER_HOUR: "3",
    // Every lead is e-mailed on its own here (the digest has its own test, lead-flood.test.ts).
    LEAD_EMAILS_PER_HOUR: "100000",
    // Each simulated visitor has an address of its own (X-Forwarded-For), so the limit applies per visitor.
    TRUST_PROXY: "1",
    LOG_LEVEL: "info",
  });

  beforeAll(async () => {
    if (!existsSync("build/server.js")) {
      throw new Error(
        "build/server.js not found: run `npm run build` before this test (it starts the production server)",
      );
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    hook = await startWebhookReceiver();
    // Started at the same moment on an empty database: both try to migrate.
    [a, b] = await Promise.all([startServer(env()), startServer(env())]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await hook?.close();
    await client?.end();
    if (dbName && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }, 30_000);

  const lead = (n: number, name = "Multi Lead") => ({
    source: "quote",
    name: `${name} ${n}`,
    email: `lead${n}@example.com`,
    phone: "07700 900123",
    message: `lead number ${n}`,
  });

  function postLead(server: ServerProcess, body: unknown, visitor: string): Promise<Response> {
    return fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": visitor },
      body: JSON.stringify(body),
    });
  }

  it("both start together on an empty database and apply each migration once", async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status, server.output()).toBe(200);
      expect(await res.json()).toEqual({ status: "ok", database: "postgres" });
      expect(server.output()).not.toContain("database unavailable");
    }
    const journal = JSON.parse(readFileSync("app/server/db/migrations/meta/_journal.json", "utf8")) as {
      entries: unknown[];
    };
    const applied = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });

  it("shares the lead rate limit: the 4th lead of one visitor is refused whichever instance gets it", async () => {
    const visitor = "198.51.100.7";
    // The first two arrive together, one on each instance.
    const first = await Promise.all([
      postLead(a, lead(1000, "Limit Lead"), visitor),
      postLead(b, lead(1001, "Limit Lead"), visitor),
    ]);
    const third = await postLead(a, lead(1002, "Limit Lead"), visitor);
    const fourth = await postLead(b, lead(1003, "Limit Lead"), visitor);
    expect([...first, third].map((r) => r.status)).toEqual([201, 201, 201]);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another visitor is not affected.
    expect((await postLead(b, lead(1004, "Limit Lead"), "198.51.100.8")).status).toBe(201);
  });

  it("accepts a staff session issued by one instance on the other", async () => {
    const login = await fetch(`${a.url}/api/staff/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(login.status).toBe(204);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/=./);
    expect((await fetch(`${b.url}/api/quiz-analytics`)).status).toBe(401);
    const res = await fetch(`${b.url}/api/quiz-analytics`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty("totalStarts");
  });

  it("delivers every acknowledged lead exactly once although one instance is killed mid-traffic", async () => {
    hook.failFirst(1); // every delivery fails once first, so retries run on both instances
    const TOTAL = 60;
    const KILL_AFTER = 20;
    const RESTART_AFTER = 30;
    const acked = new Map<number, string>(); // lead number -> id from the 201 answer
    const unanswered: number[] = [];
    const wrong: string[] = [];
    const inFlight = new Set<Promise<void>>();
    let aAlive = true;
    let killed: ServerProcess | undefined;
    let hooksBeforeKill = 0;

    const send = (n: number, server: ServerProcess) => {
      const p = postLead(server, lead(n), `10.1.${n >> 8}.${n & 255}`)
        .then(async (res) => {
          if (res.status === 201) acked.set(n, ((await res.json()) as { id: string }).id);
          else wrong.push(`lead ${n}: HTTP ${res.status} ${await res.text()}`);
        })
        .catch((err: unknown) => {
          // Only the killed instance may leave a request unanswered.
          if (server === killed) unanswered.push(n);
          else wrong.push(`lead ${n}: ${String(err)}`);
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
      return p;
    };

    for (let n = 0; n < TOTAL; n++) {
      const target = n % 2 === 0 && aAlive ? a : b;
      void send(n, target);
      if (n === KILL_AFTER && target === a) {
        // Killed right after a request to it left: that one (and any others in flight) gets no answer.
        aAlive = false;
        killed = a;
        await a.kill();
        // Whatever it sent before dying has reached the receiver by now; its claims are leased for 3 s.
        await sleep(200);
        hooksBeforeKill = hook.requests.length;
      }
      if (n === RESTART_AFTER) {
        a = await startServer(env());
        aAlive = true;
      }
      if (inFlight.size >= 6) await Promise.race(inFlight);
      await sleep(10);
    }
    await Promise.all(inFlight);

    expect(wrong).toEqual([]);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(acked.size + unanswered.length).toBe(TOTAL);

    // Wait until nothing is left to deliver (a killed instance's claims fall due after the lease).
    const deadline = Date.now() + 25_000;
    let pending = -1;
    while (Date.now() < deadline) {
      const { rows } = await client.query("select count(*)::int as n from lead_deliveries where status <> 'delivered'");
      pending = rows[0].n;
      const allArrived = [...acked.values()].every((id) => hook.accepted.has(id));
      if (pending === 0 && allArrived) break;
      await sleep(250);
    }
    expect(pending, "deliveries not delivered").toBe(0);

    const { rows: stored } = await client.query<{ id: string; name: string }>(
      "select id, name from leads where name like 'Multi Lead %'",
    );
    const storedIds = new Set(stored.map((r) => r.id));
    // Every acknowledged lead is stored and reached the CRM; an unanswered one may or may not have been stored.
    for (const id of acked.values()) {
      expect(storedIds.has(id)).toBe(true);
      expect(hook.accepted.has(id)).toBe(true);
    }
    expect(stored.length).toBeGreaterThanOrEqual(acked.size);
    expect(stored.length).toBeLessThanOrEqual(TOTAL);

    // Accepted webhook calls per lead: once, or twice only when the first was sent before the kill
    // (an instance that dies between the CRM's answer and recording it; the Idempotency-Key lets the CRM drop it).
    const okCalls = new Map<string, number[]>();
    hook.requests.forEach((r, i) => {
      expect(validSignature(r.body, r.signature, SECRET)).toBe(true);
      if (r.status === 200) okCalls.set(r.key!, [...(okCalls.get(r.key!) ?? []), i]);
    });
    const leadIds = new Set((await client.query<{ id: string }>("select id from leads")).rows.map((r) => r.id));
    for (const [key, calls] of okCalls) {
      expect(leadIds.has(key), `webhook for unknown lead ${key}`).toBe(true);
      if (calls.length > 1) {
        expect(calls.length, `lead ${key} delivered ${calls.length} times`).toBe(2);
        expect(calls[0], `lead ${key} delivered twice without a crash`).toBeLessThan(hooksBeforeKill);
      }
    }
    // Every stored lead (also the unanswered ones that were committed) went out, on both channels.
    expect([...leadIds].every((id) => okCalls.has(id))).toBe(true);
    const { rows: channels } = await client.query(
      "select channel, count(*)::int as n from lead_deliveries where status = 'delivered' group by channel order by channel",
    );
    expect(channels).toEqual([
      { channel: "email", n: leadIds.size },
      { channel: "webhook", n: leadIds.size },
    ]);
  }, 55_000);
  // Last: the bookings' own outbox rows (a reminder due the day before) would keep the test above waiting.
  it("gives the last places of a consultation period to exactly as many visitors as it holds, across both", async () => {
    const periods = (await (await fetch(`${a.url}/api/bookings/availability?type=home_visit&days=20`)).json()) as {
      periods: { date: string; period: string; available: boolean }[];
    };
    const target = periods.periods.filter((p) => p.available)[3]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.9.0.${i}` },
          body: JSON.stringify({
            type: "home_visit",
            date: target.date,
            period: target.period,
            name: `Race ${i}`,
            email: `race${i}@example.com`,
            phone: "029 2000 0000",
            postcode: "CF10 1AA",
          }),
        }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(2);
    expect(answers.filter((s) => s === 409)).toHaveLength(18);
    const { rows } = await client.query(
      "select count(*)::int as n from bookings where date = $1 and period = $2 and status = 'confirmed'",
      [target.date, target.period],
    );
    expect(rows[0].n).toBe(2);
  });
});
