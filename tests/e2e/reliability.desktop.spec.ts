import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/server/db/client.server";
import { leadDeliveries, leads } from "~/server/db/schema";
import { startWebhookReceiver, validSignature, type WebhookReceiver } from "../support/webhook-receiver";
import { expect, test } from "./fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

// Process-level checks of "nothing is lost": each test runs servers of its own
// (embedded database start-up takes a few seconds), hence the longer limit.
test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

const SECRET = "reliability-secret";
let hook: WebhookReceiver;
let server: ServerProcess | undefined;

test.beforeEach(async () => {
  hook = await startWebhookReceiver();
});
test.afterEach(async () => {
  await server?.kill().catch(() => undefined);
  server = undefined;
  await hook.close();
});

const env = () => ({
  LEAD_WEBHOOK_URL: hook.url,
  LEAD_WEBHOOK_SECRET: SECRET,
  LEAD_RATE_LIMIT_PER_HOUR: "100000",
  LEAD_DELIVERY_RETRY_MS: "200",
  LEAD_DELIVERY_LEASE_MS: "2000",
});

async function postLeads(base: string, count: number, tag: string): Promise<string[]> {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(`${base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          source: "quote",
          name: `${tag} ${i}`,
          email: `lead${i}@example.com`,
          phone: "07700 900123",
          message: `Lead ${i} <b>of</b> ${count} 🌞`,
          utm_source: "reliability",
        }),
      }),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(count).fill(201));
  return Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
}

const emlCount = (dataDir: string) => {
  try {
    return readdirSync(path.join(dataDir, "mail")).filter((f) => f.endsWith(".eml")).length;
  } catch {
    return 0;
  }
};

test("200 concurrent leads: 200 stored, 200 webhook deliveries and 200 e-mails, no duplicates", async () => {
  hook.failFirst(1); // every lead also goes through one retry
  server = await startServer(env());
  const ids = await postLeads(server.url, 200, "Concurrent");
  expect(new Set(ids).size).toBe(200);

  await expect.poll(() => hook.accepted.size, { timeout: 60_000 }).toBe(200);
  expect([...hook.accepted.keys()].sort()).toEqual([...ids].sort());
  expect(hook.duplicates).toBe(0);
  for (const [key, body] of hook.accepted) {
    const request = hook.requests.find((r) => r.key === key && r.status === 200)!;
    expect(validSignature(body, request.signature, SECRET)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({ id: key, source: "quote", utm_source: "reliability" });
  }
  const dataDir = server.dataDir;
  await expect.poll(() => emlCount(dataDir), { timeout: 30_000 }).toBe(200);

  // The database itself, opened once the server has let go of it.
  await server.stop();
  server = undefined;
  const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    const stored = await handle.db.select({ id: leads.id }).from(leads);
    expect(stored.map((l) => l.id).sort()).toEqual([...ids].sort());
    const rows = await handle.db
      .select({ channel: leadDeliveries.channel, status: leadDeliveries.status, n: sql<number>`count(*)::int` })
      .from(leadDeliveries)
      .groupBy(leadDeliveries.channel, leadDeliveries.status);
    expect(rows.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: "email", status: "delivered", n: 200 },
      { channel: "webhook", status: "delivered", n: 200 },
    ]);
  } finally {
    await handle.close();
  }
});

test("killed with deliveries pending, the restarted server delivers them all", async () => {
  hook.failFirst(1000); // the CRM is down while the leads come in
  server = await startServer(env());
  const dataDir = server.dataDir;
  const ids = await postLeads(server.url, 40, "Crash");
  await expect.poll(() => hook.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await server.kill();
  server = undefined;
  expect(hook.accepted.size).toBe(0);

  hook.failFirst(0); // the CRM is back
  server = await startServer(env(), dataDir);
  await expect.poll(() => hook.accepted.size, { timeout: 30_000 }).toBe(40);
  expect(new Set(hook.accepted.keys())).toEqual(new Set(ids));
  expect(hook.duplicates).toBe(0);
  await expect.poll(() => emlCount(dataDir), { timeout: 15_000 }).toBe(40);
});

test("a graceful stop leaves unsent deliveries for the next start", async () => {
  hook.failFirst(1000);
  server = await startServer(env());
  const dataDir = server.dataDir;
  const ids = await postLeads(server.url, 10, "Restart");
  await server.stop();
  server = undefined;

  hook.failFirst(0);
  server = await startServer(env(), dataDir);
  await expect.poll(() => hook.accepted.size, { timeout: 30_000 }).toBe(10);
  expect(new Set(hook.accepted.keys())).toEqual(new Set(ids));
});
