/**
 * The estimate stored with a lead (issue #13): worked out by the server's
 * engine when the lead arrives, and carried into GET /api/leads, the lead
 * e-mail and the webhook body. A client-sent figure is never stored; a lead
 * without a postcode has none; odd inputs never cost a lead.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { quizBillCases } from "~/content/estimate-quiz";
import { estimate } from "~/lib/estimate/engine";
import type { StoredEstimate } from "~/lib/estimate/stored";
import type { LeadPage } from "~/lib/staff-types";
import { action as leadsPost, loader as leadsListRoute } from "~/routes/api.leads";
import { leads } from "~/server/db/schema";
import { createEmailSender } from "~/server/delivery/email.server";
import { sendWebhook } from "~/server/delivery/webhook.server";
import { createDeliveryWorker } from "~/server/delivery/worker.server";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, jsonPost, request } from "./staff-helpers";

const db = setupAppDatabase({
  ANALYTICS_PASSWORD: "staff pass 2026",
  LEAD_RATE_LIMIT_PER_HOUR: "100000",
  LEADS_SITE_LIMIT_PER_HOUR: "100000",
  LEAD_EMAILS_PER_HOUR: "100000",
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
  LEAD_WEBHOOK_URL: "http://127.0.0.1:9/unused",
});
const auth = { "x-analytics-password": "staff pass 2026" };
const list = asRoute(leadsListRoute);
const post = asRoute(leadsPost);

let hook: WebhookReceiver;
let mailDir: string;
beforeAll(async () => {
  hook = await startWebhookReceiver();
  mailDir = mkdtempSync(path.join(tmpdir(), "lead-estimate-mail-"));
});
afterAll(() => hook.close());
beforeEach(async () => {
  await db().db.delete(leads);
});

const person = { name: "Ceri Jones", email: "ceri@example.com", phone: "07700 900123" };
const quiz = {
  source: "quiz",
  ...person,
  postcode: "cf10 1aa",
  variant: "b",
  quizAnswers: {
    monthlyBill: "50-100",
    propertyType: "residential",
    ownership: "own",
    roofCondition: "good",
    batteryInterest: "maybe",
  },
};
const quote = {
  source: "quote",
  ...person,
  postcode: "PL1 2AB",
  annualKwh: "3200",
  kwp: "4",
  orientation: "SW",
  pitch: "30",
  shading: "light",
  occupancy: "home",
  battery: "5",
};

async function submit(body: unknown): Promise<{
  status: number;
  json: { id?: string; estimate?: StoredEstimate | null; fields?: Record<string, string> };
}> {
  const res = await post({ request: jsonPost("/api/leads", body), context: context() } as AnyArgs);
  return { status: res.status, json: (await res.json()) as never };
}

async function staffLeads() {
  const res = await list({
    request: request("/api/leads?limit=100", { headers: auth }),
    context: context(),
  } as AnyArgs);
  expect(res.status).toBe(200);
  return ((await res.json()) as LeadPage).leads;
}

/** Runs the delivery worker once over every pending row: webhook to the receiver, e-mail to .eml files. */
async function deliverAll() {
  const mailer = createEmailSender({ to: "sales@example.com", from: "Website <web@example.com>", mailDir });
  const worker = createDeliveryWorker({
    getDb: async () => db().db,
    senders: {
      email: (lead) => mailer.send(lead),
      webhook: (lead) => sendWebhook(lead, { url: hook.url, timeoutMs: 2_000 }),
    },
    log: pino({ level: "silent" }),
  });
  await worker.drain();
  mailer.close();
}

/** The decoded text of the .eml written for a lead (quoted-printable undone). */
function emailFor(id: string): string {
  const file = readdirSync(mailDir).find((f) => readFileSync(path.join(mailDir, f), "utf8").includes(id));
  if (!file) throw new Error(`no e-mail for ${id}`);
  const raw = readFileSync(path.join(mailDir, file), "latin1").replace(/=\r?\n/g, "");
  const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

describe("the estimate stored with a lead", () => {
  it("a quiz lead: the engine's figures for its postcode and the bill its answer stands for, everywhere staff look", async () => {
    const { status, json } = await submit(quiz);
    expect(status).toBe(201);
    const expected = estimate({
      postcode: "CF10 1AA",
      monthlyBill: quizBillCases["50-100"],
      orientation: "S",
      pitch: 35,
      shading: "none",
      occupancy: "half",
      battery: 0,
    });
    if (!expected.ok) throw new Error("reference case refused");
    // The answer carries what was stored, for the thank-you page.
    expect(json.estimate?.outputs.annualSavingsGbp).toEqual(expected.estimate.annualSavingsGbp);
    expect(json.estimate?.inputs).toMatchObject({ postcode: "CF10 1AA", monthlyBill: 75, use: "quiz-bill-band" });

    const [stored] = await staffLeads();
    expect(stored!.estimate).toEqual(json.estimate);
    expect(stored!.estimate!.outputs).toMatchObject({
      postcode: "CF10 1AA",
      kwp: expected.estimate.kwp,
      paybackYears: expected.estimate.paybackYears,
      systemCostGbp: expected.estimate.systemCostGbp,
    });
    expect(stored!.estimate!.constantsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await deliverAll();
    const body = JSON.parse(hook.accepted.get(json.id!)!) as { estimate: StoredEstimate };
    expect(body.estimate).toEqual(json.estimate);
    const mail = emailFor(json.id!);
    const s = expected.estimate.annualSavingsGbp;
    const gbp = (n: number) => `£${(Math.round(n / 10) * 10).toLocaleString("en-GB")}`;
    expect(mail).toContain(`Savings estimate: Savings and export income ${gbp(s.low)} to ${gbp(s.high)}`);
    expect(mail).toContain("bill taken as £75 a month (quiz answer 50-100)");
  });

  it("a quote lead: its postcode, use and roof from the calculator; a figure sent by the client is ignored", async () => {
    const { status, json } = await submit({
      ...quote,
      // Not a field of the lead: whatever a client claims, the server works the estimate out itself.
      estimate: { outputs: { annualSavingsGbp: { low: 99999, typical: 99999, high: 99999 } } },
      annualSavingsGbp: 99999,
    });
    expect(status).toBe(201);
    const expected = estimate({
      postcode: "PL1 2AB",
      annualKwh: 3200,
      kwp: 4,
      orientation: "SW",
      pitch: 30,
      shading: "light",
      occupancy: "home",
      battery: 5,
    });
    if (!expected.ok) throw new Error("reference case refused");
    const [stored] = await staffLeads();
    expect(stored!.postcode).toBe("PL1 2AB");
    expect(stored!.estimate!.outputs.annualSavingsGbp).toEqual(expected.estimate.annualSavingsGbp);
    expect(stored!.estimate!.inputs).toMatchObject({ annualKwh: 3200, kwp: 4, battery: 5, use: "annual-kwh" });

    await deliverAll();
    const body = JSON.parse(hook.accepted.get(json.id!)!) as { postcode: string; estimate: StoredEstimate };
    expect(body.postcode).toBe("PL1 2AB");
    expect(body.estimate.outputs.paybackYears).toEqual(expected.estimate.paybackYears);
    expect(emailFor(json.id!)).toContain("For PL1 2AB, use 3,200 kWh a year (given)");
  });

  it("a quote with only a postcode: Ofgem's typical use, said so", async () => {
    const { json } = await submit({ source: "quote", ...person, postcode: "SA1" });
    expect(json.estimate?.inputs).toMatchObject({ postcode: "SA1", use: "typical-use", annualKwh: 2500 });
  });

  it("no postcode, or one the engine cannot place: the lead is stored without an estimate", async () => {
    const a = await submit({ source: "quote", ...person, message: "Call me" });
    const b = await submit({ ...quiz, postcode: "JE2 3AB" });
    const c = await submit({ source: "contact", ...person, address: "1 High Street, Cardiff CF10 1AA" });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect([a.json.estimate, b.json.estimate, c.json.estimate]).toEqual([null, null, null]);
    const stored = await staffLeads();
    expect(stored).toHaveLength(3);
    expect(stored.map((l) => l.estimate)).toEqual([null, null, null]);
    await deliverAll();
    expect(JSON.parse(hook.accepted.get(a.json.id!)!).estimate).toBeNull();
    expect(emailFor(a.json.id!)).not.toContain("Savings estimate");
  });

  it("a bad estimate input is refused naming its field; nothing is stored", async () => {
    for (const [field, value, message] of [
      ["pitch", "95", "Pitch must be at most 90°"],
      ["orientation", "UP", "Orientation must be one of N, NE, E, SE, S, SW, W, NW"],
      ["annualKwh", "lots", "Annual use must be a number"],
      ["postcode", "NOT A CODE", "Please enter a valid UK postcode, or just its first half such as CF10"],
      ["battery", "-1", "Battery must be at least 0 kWh"],
    ] as const) {
      const { status, json } = await submit({ ...quote, [field]: value });
      expect(status, field).toBe(400);
      expect(json.fields?.[field]).toBe(message);
    }
    expect(await staffLeads()).toHaveLength(0);
  });

  it("hostile estimate inputs never break lead creation: a 201 with a finite estimate or none, or a 400", async () => {
    const anything = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.constantFrom("", " ", "NaN", "Infinity", "-0", "1e308", "0x10", null, true),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            postcode: fc.oneof(anything, fc.constantFrom("CF10", "IM1 1AA", "GIR 0AA", "ZZ99 9ZZ", "BT1 1AA")),
            monthlyBill: anything,
            annualKwh: anything,
            orientation: anything,
            pitch: anything,
            shading: anything,
            occupancy: anything,
            battery: anything,
            kwp: anything,
          },
          { requiredKeys: [] },
        ),
        async (extra) => {
          const { status, json } = await submit({ source: "quote", ...person, ...extra });
          expect([201, 400]).toContain(status);
          if (status === 201 && json.estimate) {
            const o = json.estimate.outputs;
            for (const r of [o.generationKwh, o.annualSavingsGbp, o.paybackYears, o.selfUseShare])
              for (const v of [r.low, r.typical, r.high]) expect(Number.isFinite(v)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
