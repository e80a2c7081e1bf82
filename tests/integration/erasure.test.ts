/**
 * Erasure (docs/product.md §16, decision 090): DELETE /api/leads/:id leaves
 * the person's details nowhere (every text and JSON column of every table is
 * searched, the API, the CSV, the .eml copies) while the funnel and pipeline
 * figures count the same.
 */
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeadPage } from "~/lib/staff-types";
import { loader as csvRoute } from "~/routes/api.leads.csv";
import { action as leadRoute, loader as leadGet } from "~/routes/api.leads.id";
import { loader as listRoute } from "~/routes/api.leads";
import { bookingCapacity, bookings, leadDeliveries, leads } from "~/server/db/schema";
import { createEmailSender } from "~/server/delivery/email.server";
import { createLead } from "~/server/leads.server";
import { getPipelineFigures } from "~/server/pipeline-figures.server";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { setupAppDatabase } from "./db";
import { findEverywhere, searchedColumnCount } from "./personal-data";
import { type AnyArgs, asRoute, context, ORIGIN, request } from "./staff-helpers";

const dataDir = mkdtempSync(path.join(tmpdir(), "erasure-"));
const mailDir = path.join(dataDir, "mail");
const db = setupAppDatabase({
  ANALYTICS_PASSWORD: "staff pass 2026",
  DATA_DIR: dataDir,
  LEAD_WEBHOOK_URL: "http://127.0.0.1:9/unused",
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
});
const auth = { "x-analytics-password": "staff pass 2026" };
const route = asRoute(leadRoute);
const list = asRoute(listRoute);
const csv = asRoute(csvRoute);

const person = {
  name: "Gwenllian Prydderch",
  email: "gwenllian.prydderch@example.com",
  phone: "07700 900456",
  address: "12 Heol y Bryn, Llandeilo",
  postcode: "SA19 6AB",
};
/** What must be gone: the details, their phone digits in any format, and words only the person wrote. */
const needles = [
  person.name,
  "Prydderch",
  person.email,
  person.phone,
  "7700900456",
  "Heol y Bryn",
  "SA19 6AB",
  "leaking-roof-secret",
  "conservatory-note-secret",
  "ramp-needed-secret",
  "https://private.example/?email=",
];

async function storeLead(values: Record<string, unknown>): Promise<string> {
  const result = await createLead({ raw: values, ip: "192.0.2.10" });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

const erase = (id: string, headers: Record<string, string> = auth) =>
  route({
    request: request(`/api/leads/${id}`, { method: "DELETE", headers: { origin: ORIGIN, ...headers } }),
    params: { id },
    context: context(),
  } as AnyArgs);

const patch = (id: string, body: unknown) =>
  route({
    request: request(`/api/leads/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: ORIGIN, ...auth },
      body: JSON.stringify(body),
    }),
    params: { id },
    context: context(),
  } as AnyArgs);

let leadId: string;
let otherId: string;

beforeAll(async () => {
  leadId = await storeLead({
    source: "chat",
    ...person,
    message: "Our leaking-roof-secret needs a look first",
    conversationHistory: [
      { role: "user", content: `I'm ${person.name}, call me on ${person.phone}` },
      { role: "assistant", content: "Thanks, we'll call you back." },
    ],
    utm_source: "facebook",
    utm_campaign: "spring",
    page: "/?email=gwenllian.prydderch@example.com",
    referrer: "https://private.example/?email=gwenllian",
  });
  otherId = await storeLead({
    source: "quote",
    name: "Other Person",
    email: "other@example.com",
    phone: "07700 900999",
    utm_source: "google",
  });
  // A chat call-back takes no postcode; the lead has one as if staff had asked (a quote form's lead would).
  await db().db.update(leads).set({ postcode: person.postcode }).where(eq(leads.id, leadId));
  // Staff work the lead: a note that names the person, then a won value.
  expect(
    (await patch(leadId, { status: "contacted", note: `Rang ${person.name}: conservatory-note-secret` })).status,
  ).toBe(200);
  expect((await patch(leadId, { status: "won", valueGbp: 9100 })).status).toBe(200);
  // A confirmed home visit on the lead, holding a place.
  const [booking] = await db()
    .db.insert(bookings)
    .values({
      leadId,
      type: "home_visit",
      date: "2099-06-01",
      period: "morning",
      tokenHash: "x".repeat(64),
      requirements: "ramp-needed-secret at the side door",
    })
    .returning();
  await db()
    .db.insert(bookingCapacity)
    .values({ date: "2099-06-01", period: "morning", capacityGroup: "home_visit", booked: 1 });
  // A delivery that failed with the address in its error, as a mail server may quote it.
  await db()
    .db.update(leadDeliveries)
    .set({ status: "failed", lastError: `550 mailbox ${person.email} unavailable` })
    .where(eq(leadDeliveries.leadId, leadId));
  // The .eml copies of a server without SMTP: the lead's own, its booking's, a digest with both leads, the other lead's.
  const mailer = createEmailSender({ to: "office@example.com", from: "site@example.com", mailDir });
  const [lead, other] = await Promise.all(
    [leadId, otherId].map(async (id) => (await db().db.select().from(leads).where(eq(leads.id, id)))[0]!),
  );
  expect(await mailer.send(lead!)).toEqual({ ok: true });
  expect(await mailer.send(other!)).toEqual({ ok: true });
  expect(await mailer.sendDigest([other!, lead!])).toEqual({ ok: true });
  expect(
    await mailer.sendMail(
      { to: person.email, subject: "Your visit", text: `Dear ${person.name}` },
      { at: new Date(), name: `booking_confirmation-${booking!.id}-0` },
    ),
  ).toEqual({ ok: true });
  expect(readdirSync(mailDir)).toHaveLength(4);
});

describe("DELETE /api/leads/:id", () => {
  it("refuses without a session, from another site, and for an unknown lead; GET is 405", async () => {
    expect((await erase(leadId, {})).status).toBe(401);
    expect(
      (await erase(leadId, { ...auth, origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status,
    ).toBe(403);
    expect((await erase("6f1c2a4e-1111-4222-8333-944455556666")).status).toBe(404);
    expect((await erase("not-a-uuid")).status).toBe(404);
    const get = await asRoute(leadGet)({ request: request(`/api/leads/${leadId}`), params: { id: leadId } } as AnyArgs);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("PATCH, DELETE");
    // Nothing was erased by the refusals.
    expect((await findEverywhere(db().db, [person.email])).length).toBeGreaterThan(0);
  });

  it("erases the person everywhere and keeps an anonymous row that counts the same", async () => {
    const figuresBefore = await getPipelineFigures({});
    const found = await findEverywhere(db().db, needles);
    // The scan sees the details where they were put: it can fail.
    expect(new Set(found.map((f) => `${f.table}.${f.column}`))).toEqual(
      new Set([
        "leads.name",
        "leads.email",
        "leads.phone",
        "leads.email_normalized",
        "leads.phone_normalized",
        "leads.address",
        "leads.postcode",
        "leads.message",
        "leads.conversation_history",
        "leads.page",
        "leads.referrer",
        // The last touch keeps the referrer too (docs/decisions/095).
        "leads.attribution",
        "lead_notes.text",
        "bookings.requirements",
        "lead_deliveries.last_error",
      ]),
    );

    const res = await erase(leadId);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");

    expect(await searchedColumnCount(db().db)).toBeGreaterThan(20);
    expect(await findEverywhere(db().db, needles)).toEqual([]);

    // The anonymous row: source, status, value, dates and campaign stay; the figures are unchanged.
    const [row] = await db().db.select().from(leads).where(eq(leads.id, leadId));
    expect(row).toMatchObject({
      source: "chat",
      status: "won",
      valueGbp: 9100,
      utmSource: "facebook",
      utmCampaign: "spring",
      name: "",
      email: "",
      phone: "",
      address: null,
      message: null,
      conversationHistory: null,
    });
    expect(row!.firstContactedAt).not.toBeNull();
    expect(row!.erasedAt).not.toBeNull();
    expect(await getPipelineFigures({})).toEqual(figuresBefore);

    // Nothing more goes out about the person; the booking is called off and its place is free again.
    const deliveries = await db().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
    expect(deliveries.map((d) => d.status).sort()).toEqual(["cancelled", "cancelled"]);
    const [booking] = await db().db.select().from(bookings).where(eq(bookings.leadId, leadId));
    expect(booking).toMatchObject({ status: "cancelled", requirements: null });
    const [place] = await db().db.select().from(bookingCapacity);
    expect(place!.booked).toBe(0);

    // The other lead is untouched.
    expect((await findEverywhere(db().db, ["other@example.com"])).map((f) => f.column)).toContain("email");
  });

  it("leaves nothing in the API or the CSV", async () => {
    const page = (await (
      await list({ request: request("/api/leads", { headers: auth }), context: context() } as AnyArgs)
    ).json()) as LeadPage;
    const erased = page.leads.find((l) => l.id === leadId)!;
    expect(erased).toMatchObject({ name: "", email: "", phone: "", notes: [], status: "won" });
    expect(erased.erasedAt).not.toBeNull();
    const body = JSON.stringify(page);
    for (const needle of needles) expect(body).not.toContain(needle);
    expect(body).toContain("other@example.com");

    const text = await (
      await csv({ request: request("/api/leads.csv", { headers: auth }), context: context() } as AnyArgs)
    ).text();
    for (const needle of needles) expect(text).not.toContain(needle);
    expect(text).toContain("other@example.com");
    expect(text.split("\n")[0]).toContain("erased_at");
  });

  it("removes the lead's .eml copies (its own, its booking's, the digest listing it) and keeps the others'", () => {
    const left = readdirSync(mailDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toContain(otherId);
    expect(existsSync(path.join(mailDir, left[0]!))).toBe(true);
  });

  it("answers 204 to a second erasure and changes nothing", async () => {
    const [before] = await db().db.select().from(leads).where(eq(leads.id, leadId));
    expect((await erase(leadId)).status).toBe(204);
    const [after] = await db().db.select().from(leads).where(eq(leads.id, leadId));
    expect(after).toEqual(before);
  });
});

describe("with an SMTP server", () => {
  it("writes no .eml copy, and a digest sent out carries no lead ids", async () => {
    const smtp = await startSmtpReceiver();
    const smtpMailDir = path.join(dataDir, "smtp-mail");
    try {
      const mailer = createEmailSender({
        to: "office@example.com",
        from: "site@example.com",
        smtpUrl: smtp.url,
        mailDir: smtpMailDir,
      });
      const [other] = await db().db.select().from(leads).where(eq(leads.id, otherId));
      expect(await mailer.send(other!)).toEqual({ ok: true });
      expect(await mailer.sendDigest([other!])).toEqual({ ok: true });
      expect(
        await mailer.sendMail(
          { to: "visitor@example.com", subject: "Visit", text: "Hello" },
          { at: new Date(), name: "booking_confirmation-x-0" },
        ),
      ).toEqual({ ok: true });
      mailer.close();
      expect(smtp.messages).toHaveLength(3);
      expect(smtp.messages[1]!.raw).not.toMatch(/X-Lead-Ids/i);
      expect(existsSync(smtpMailDir)).toBe(false);
    } finally {
      await smtp.close();
    }
  });
});
