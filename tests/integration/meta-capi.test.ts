/**
 * Server-side conversions through the Meta Conversions API
 * (docs/decisions/096), against a fake Graph server started here: the Lead
 * event of a lead with marketing consent, hashed as Meta specifies, with the
 * lead id as event_id, once through failures; nothing without consent; a
 * Purchase with its value when the lead is won.
 */
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { action as leadsAction } from "~/routes/api.leads";
import { action as patchRoute } from "~/routes/api.leads.id";
import { leadDeliveries, leads } from "~/server/db/schema";
import { configuredSenders } from "~/server/delivery/index.server";
import { normalisePhone } from "~/server/delivery/meta-capi.server";
import { createDeliveryWorker } from "~/server/delivery/worker.server";
import { resetEnvForTests } from "~/server/env.server";
import { deliveryChannels } from "~/server/leads.server";
import { startFakeGraph } from "../support/fake-graph";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, jsonPost, ORIGIN, request } from "./staff-helpers";

const graph = await startFakeGraph();
afterAll(() => graph.close());

const PASSWORD = "capi staff pass";
const PIXEL = "123456789012345";
const TOKEN = "capi-test-token";
const db = setupAppDatabase({
  ANALYTICS_PASSWORD: PASSWORD,
  META_PIXEL_ID: PIXEL,
  META_CAPI_TOKEN: TOKEN,
  META_CAPI_URL: graph.url,
  PUBLIC_URL: "https://www.cymrusolar.example",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "capi-")),
  LEAD_RATE_LIMIT_PER_HOUR: "1000",
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
});
const post = asRoute(leadsAction);
const patch = asRoute(patchRoute);
const UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) CapiTest";
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** A worker with the configured Conversions API senders only (no e-mail), retrying fast. */
function worker() {
  const { senders, close } = configuredSenders();
  close();
  return createDeliveryWorker({
    getDb: async () => db().db,
    senders: { meta_capi_lead: senders.meta_capi_lead, meta_capi_purchase: senders.meta_capi_purchase },
    log: pino({ level: "silent" }),
    backoff: { baseMs: 5, capMs: 20, jitter: 0 },
  });
}

/** Drains until no Conversions API row is pending (a failed attempt falls due again after its short backoff). */
async function settle(): Promise<void> {
  const w = worker();
  const until = Date.now() + 5_000;
  for (;;) {
    await w.drain();
    const [row] = (await db()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.status, "pending"), sql`${leadDeliveries.channel} like 'meta_capi_%'`))) as {
      n: number;
    }[];
    if (row?.n === 0 || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function storeLead(body: Record<string, unknown>): Promise<string> {
  const res = await post({
    request: jsonPost(
      "/api/leads",
      {
        source: "quote",
        name: "Megan Capi",
        email: "  Megan.Capi@Example.COM ",
        phone: "07700 900333",
        page: "/contact-us",
        ...body,
      },
      { "user-agent": UA },
    ),
    context: context("203.0.113.9"),
  } as AnyArgs);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function setStatus(id: string, body: object) {
  return patch({
    request: request(`/api/leads/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: ORIGIN, "x-analytics-password": PASSWORD },
      body: JSON.stringify(body),
    }),
    params: { id },
    context: context(),
  } as AnyArgs);
}

const metaRows = (id: string) =>
  db()
    .db.select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, id), sql`${leadDeliveries.channel} like 'meta_capi_%'`));

beforeEach(async () => {
  await db().db.delete(leads);
  graph.requests.length = 0;
  graph.failNext(0);
});

describe("Meta Conversions API", () => {
  it("sends one Lead event per lead with consent: hashed user data, event_id = lead id, once through a failure", async () => {
    const fbc = "fb.1.1554763741205.IwAR2F4-dbP0l7Mn1IawQQ";
    const fbp = "fb.1.1596403881668.1116446470";
    const id = await storeLead({ marketing_consent: true, fbc, fbp, gclid: "Cj0-gclid" });
    graph.failNext(1);
    await settle();

    expect(graph.requests.map((r) => r.status)).toEqual([500, 200]);
    const sent = graph.requests[1]!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe(`/v25.0/${PIXEL}/events`);
    expect(sent.body.access_token).toBe(TOKEN);
    const [stored] = await db().db.select().from(leads).where(eq(leads.id, id));
    expect(sent.body.data).toEqual([
      {
        event_name: "Lead",
        event_time: Math.floor(stored!.createdAt.getTime() / 1000),
        event_id: id,
        action_source: "website",
        event_source_url: "https://www.cymrusolar.example/contact-us",
        user_data: {
          em: [sha256("megan.capi@example.com")],
          ph: [sha256("447700900333")],
          fbc,
          fbp,
          client_user_agent: UA,
        },
      },
    ]);
    // The client address is not sent (it is not kept in clear anywhere).
    expect(JSON.stringify(sent.body)).not.toContain("203.0.113.9");
    expect(await metaRows(id)).toMatchObject([{ channel: "meta_capi_lead", status: "delivered", attempts: 2 }]);

    // Drained again (another worker, a restart): nothing more is sent.
    await settle();
    expect(graph.requests).toHaveLength(2);
  });

  it("sends nothing for a lead without consent, even with click ids in the request", async () => {
    const refused = await storeLead({ marketing_consent: false, fbclid: "IwAR-never", fbc: "fb.1.1.never" });
    const unasked = await storeLead({ email: "unasked@example.com" });
    await settle();
    expect(graph.requests).toEqual([]);
    expect(await metaRows(refused)).toEqual([]);
    expect(await metaRows(unasked)).toEqual([]);
    // Won later: still nothing.
    expect((await setStatus(refused, { status: "won", valueGbp: 9000 })).status).toBe(200);
    await settle();
    expect(graph.requests).toEqual([]);
  });

  it("sends Purchase with the value in GBP when the lead is won, once", async () => {
    const id = await storeLead({ marketing_consent: true, fbclid: "IwAR-click" });
    await settle();
    expect(graph.requests.map((r) => r.body.data?.[0]?.event_name)).toEqual(["Lead"]);
    // Without an _fbc cookie, fbc is built from the fbclid as Meta documents.
    const [stored] = await db().db.select().from(leads).where(eq(leads.id, id));
    expect((graph.requests[0]!.body.data?.[0]?.user_data as { fbc?: string }).fbc).toBe(
      `fb.1.${stored!.createdAt.getTime()}.IwAR-click`,
    );

    expect((await setStatus(id, { status: "contacted" })).status).toBe(200);
    await settle();
    expect(graph.requests).toHaveLength(1);
    expect((await setStatus(id, { status: "won", valueGbp: 8450 })).status).toBe(200);
    await settle();
    // Still won, a note added: no second Purchase; nor after leaving won and coming back.
    expect((await setStatus(id, { note: "Signed the contract" })).status).toBe(200);
    expect((await setStatus(id, { status: "quoted" })).status).toBe(200);
    expect((await setStatus(id, { status: "won", valueGbp: 9000 })).status).toBe(200);
    await settle();

    const purchases = graph.requests.filter((r) => r.body.data?.[0]?.event_name === "Purchase");
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.body.data?.[0]).toMatchObject({
      event_id: `${id}:purchase`,
      action_source: "website",
      custom_data: { value: 8450, currency: "GBP" },
      user_data: { em: [sha256("megan.capi@example.com")], ph: [sha256("447700900333")] },
    });
  });

  it("queues nothing when the token is not configured", () => {
    expect(deliveryChannels(true)).toContain("meta_capi_lead");
    const saved = process.env.META_CAPI_TOKEN;
    delete process.env.META_CAPI_TOKEN;
    resetEnvForTests();
    try {
      expect(deliveryChannels(true)).not.toContain("meta_capi_lead");
    } finally {
      process.env.META_CAPI_TOKEN = saved;
      resetEnvForTests();
    }
  });

  it("normalises British numbers to digits with the country code", () => {
    expect(normalisePhone("07700 900333")).toBe("447700900333");
    expect(normalisePhone("+44 (0)7700 900333")).toBe("447700900333");
    expect(normalisePhone("+44 7700-900-333")).toBe("447700900333");
    expect(normalisePhone("0044 7700 900333")).toBe("447700900333");
  });
});
