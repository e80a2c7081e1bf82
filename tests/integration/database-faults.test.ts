import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as leadsActionRoute } from "~/routes/api.leads";
import { action as quizEventsActionRoute } from "~/routes/api.quiz-events";
import { loader as healthz } from "~/routes/healthz";
import { type DbHandle, openDatabase } from "~/server/db/client.server";
import { closeDatabase } from "~/server/db/index.server";
import { leadDeliveries, leads } from "~/server/db/schema";
import { startDeliveryWorker, stopDeliveryWorker } from "~/server/delivery/index.server";
import { resetEnvForTests } from "~/server/env.server";
import { leadErrors } from "~/content/lead-messages";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { createEmptyPostgresDatabase, usingPostgres } from "./db";
import { type AnyArgs, asRoute, context } from "./staff-helpers";

const leadsAction = asRoute(leadsActionRoute);
const quizEventsAction = asRoute(quizEventsActionRoute);

/**
 * The app's PostgreSQL connection goes through a TCP proxy that the tests cut
 * and restore: the database unreachable when the app first needs it, and lost
 * in the middle of a transaction. PostgreSQL only (PGlite lives in-process).
 */
describe.skipIf(!usingPostgres)("PostgreSQL unreachable, lost and back", () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  /** Straight to the database, for counting and locking, never through the proxy. */
  let direct: DbHandle;
  let proxy: TcpProxy;
  let hook: WebhookReceiver;
  let mailDir: string;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    direct = await openDatabase({ url: empty.url });
    const target = new URL(empty.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(empty.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    hook = await startWebhookReceiver();
    const dataDir = mkdtempSync(path.join(tmpdir(), "solar-faults-"));
    mailDir = path.join(dataDir, "mail");
    const env = {
      DATABASE_URL: viaProxy.toString(),
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_RATE_LIMIT_PER_HOUR: "1000",
      LEAD_DUPLICATE_WINDOW_MINUTES: "0",
      LEAD_EMAILS_PER_HOUR: "100000",
      LOG_LEVEL: "silent",
    };
    for (const [k, v] of Object.entries(env)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    resetEnvForTests();
    await closeDatabase();
  });

  afterAll(async () => {
    await stopDeliveryWorker();
    await closeDatabase();
    await direct?.close();
    await proxy?.close();
    await hook?.close();
    await empty?.drop();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  });

  let ip = 0;
  const post = (name: string) =>
    leadsAction({
      request: new Request("http://faults.test/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ source: "quote", name, email: "fault@example.com", phone: "07700 900123" }),
      }),
      context: context(`203.0.113.${++ip}`),
    } as AnyArgs);
  const health = async () => (await healthz()).status;
  const leadsNamed = async (name: string) => direct.db.select().from(leads).where(eq(leads.name, name));
  const countLeads = async () => (await direct.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]!.n;

  it("unreachable when first needed: clear 503s, then it works when the database comes, without a restart", async () => {
    proxy.cut();
    expect(await health()).toBe(503);
    const refused = await post("Too Early");
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: leadErrors.unavailable });
    const event = await quizEventsAction({
      request: new Request("http://faults.test/api/quiz-events", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ session_id: "s-early", event_type: "started" }),
      }),
      context: context("203.0.113.200"),
    } as AnyArgs);
    expect(event.status).toBe(503);
    expect(await event.json()).toEqual({ error: expect.any(String) });
    expect(await countLeads()).toBe(0);

    proxy.restore();
    expect(await health()).toBe(200);
    const accepted = await post("On Time");
    expect(accepted.status).toBe(201);
    expect(await leadsNamed("On Time")).toHaveLength(1);
    // The per-address limit is kept in the database again (shared by every instance), not left in memory.
    const limits = await direct.pool!.query("select count(*)::int as n from rate_limits where key like 'leads:%'");
    expect(limits.rows[0].n).toBeGreaterThan(0);
  });

  it("lost mid-transaction: 503, nothing half-stored, no crash; back: leads accepted and pending deliveries complete", async () => {
    const before = await post("Before The Cut");
    expect(before.status).toBe(201);
    const beforeId = ((await before.json()) as { id: string }).id;

    // Hold the lead's second insert (its delivery rows), then cut the line under it.
    // The pg client in that transaction then emits 'error'; unhandled, it would
    // crash the process (and fail this run as an uncaught exception).
    const locker = await direct.pool!.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table lead_deliveries in access exclusive mode");
      const pending = post("Half Stored?");
      await expect
        .poll(async () => {
          const r = await locker.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return r.rows[0].n as number;
        })
        .toBe(1);
      proxy.cut();
      const cut = await pending;
      expect(cut.status).toBe(503);
      expect(await cut.json()).toEqual({ error: leadErrors.unavailable });
    } finally {
      await locker.query("rollback");
      locker.release();
    }
    // The server rolls back the transaction of a connection that went away.
    await expect.poll(async () => (await leadsNamed("Half Stored?")).length).toBe(0);

    expect(await health()).toBe(503);
    expect((await post("During The Cut")).status).toBe(503);
    // The worker keeps trying while the database is away.
    startDeliveryWorker({ pollMs: 100, backoff: { baseMs: 20, capMs: 100, jitter: 0 } });
    await new Promise((r) => setTimeout(r, 300));
    expect(hook.accepted.size).toBe(0);

    proxy.restore();
    await expect.poll(health).toBe(200);
    const after = await post("After The Cut");
    expect(after.status).toBe(201);
    const afterId = ((await after.json()) as { id: string }).id;

    await expect.poll(() => hook.accepted.has(beforeId) && hook.accepted.has(afterId), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(
        async () => {
          const rows = await direct.db.select({ status: leadDeliveries.status }).from(leadDeliveries);
          return rows.every((r) => r.status === "delivered") ? rows.length : -1;
        },
        { timeout: 10_000 },
      )
      .toBe(2 * 3); // three leads stored in this file, e-mail and webhook each
    expect(readdirSync(mailDir).filter((f) => f.endsWith(".eml"))).toHaveLength(3);
    expect(await leadsNamed("During The Cut")).toHaveLength(0);
  });
});
