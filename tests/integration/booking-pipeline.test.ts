/** A booking moves its lead to survey_booked by itself (docs/product.md §15). */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openSlots } from "~/lib/bookings/rules";
import { todayInUk } from "~/lib/uk-date";
import { action as bookAction } from "~/routes/api.bookings";
import { action as leadAction } from "~/routes/api.leads";
import { cancelBooking, createBooking } from "~/server/bookings.server";
import { bookings, leadNotes, leads } from "~/server/db/schema";
import { updateLead } from "~/server/lead-pipeline.server";
import { staffChangeBooking } from "~/server/staff-bookings.server";
import { setupAppDatabase } from "./db";
import { asRoute, context, jsonPost } from "./staff-helpers";

const db = setupAppDatabase({ LEAD_RATE_LIMIT_PER_HOUR: "1000" });
const book = asRoute(bookAction);
const enquire = asRoute(leadAction);

describe("bookings in the pipeline", () => {
  it("stores a booking's lead as survey_booked, not yet contacted, and other leads as new", async () => {
    const slot = openSlots(todayInUk(), 40).at(-1)!;
    const booked = await book({
      request: jsonPost("/api/bookings", {
        type: "phone",
        name: "Gwen Morgan",
        email: "gwen@example.com",
        phone: "029 2000 0001",
        postcode: "CF10 1AA",
        date: slot.date,
        period: slot.period,
      }),
      context: context(),
      params: {},
    });
    expect(booked.status).toBe(201);
    const [booking] = await db().db.select().from(bookings);
    const [lead] = await db().db.select().from(leads).where(eq(leads.id, booking!.leadId));
    expect(lead).toMatchObject({ source: "booking", status: "survey_booked", firstContactedAt: null });

    const posted = await enquire({
      request: jsonPost("/api/leads", {
        source: "quote",
        name: "Huw Jenkins",
        email: "huw@example.com",
        phone: "07700 900123",
      }),
      context: context("198.51.100.9"),
      params: {},
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const [other] = await db().db.select().from(leads).where(eq(leads.id, id));
    expect(other).toMatchObject({ status: "new", firstContactedAt: null });
  });

  it("moves a survey_booked lead back when its booking is cancelled, with a timestamped system note", async () => {
    const slots = openSlots(todayInUk(), 40);
    const bookAt = async (n: number, email: string) => {
      const made = await createBooking({
        raw: { type: "phone", name: "Ceri Lloyd", email, phone: "029 2000 0002", postcode: "CF10 1AA", ...slots[n]! },
        ip: `198.51.100.${30 + n}`,
      });
      if (!made.ok) throw new Error(JSON.stringify(made));
      const [row] = await db().db.select().from(bookings).where(eq(bookings.id, made.id));
      return { ...made, leadId: row!.leadId };
    };
    const leadOf = async (id: string) => (await db().db.select().from(leads).where(eq(leads.id, id)))[0]!;
    const notesOf = (id: string) =>
      db().db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(asc(leadNotes.id));

    // Never contacted, cancelled by the visitor: back to new.
    const a = await bookAt(2, "ceri1@example.com");
    const before = Date.now();
    expect((await cancelBooking({ id: a.id, token: a.token })).ok).toBe(true);
    expect(await leadOf(a.leadId)).toMatchObject({ status: "new", firstContactedAt: null });
    const [note] = await notesOf(a.leadId);
    expect(note?.text).toBe(
      "[System] The consultation booking was cancelled by the visitor; status moved back from Survey booked to New.",
    );
    expect(note!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    // Cancelling again changes nothing more.
    expect((await cancelBooking({ id: a.id, token: a.token })).ok).toBe(true);
    expect(await notesOf(a.leadId)).toHaveLength(1);

    // Contacted by staff (then the survey booked again), cancelled by staff: back to contacted.
    const b = await bookAt(4, "ceri2@example.com");
    expect((await updateLead(b.leadId, { status: "contacted" })).ok).toBe(true);
    expect((await updateLead(b.leadId, { status: "survey_booked", note: "Called, survey on" })).ok).toBe(true);
    expect(await staffChangeBooking({ id: b.id, intent: "cancel" })).toEqual({ ok: true });
    expect((await leadOf(b.leadId)).status).toBe("contacted");
    expect((await notesOf(b.leadId)).map((n) => n.text)).toEqual([
      "Called, survey on",
      "[System] The consultation booking was cancelled by staff; status moved back from Survey booked to Contacted.",
    ]);

    // A lead staff have moved on (quoted) keeps its status and gets no note.
    const c = await bookAt(6, "ceri3@example.com");
    expect((await updateLead(c.leadId, { status: "quoted" })).ok).toBe(true);
    expect(await staffChangeBooking({ id: c.id, intent: "cancel" })).toEqual({ ok: true });
    expect((await leadOf(c.leadId)).status).toBe("quoted");
    expect(await notesOf(c.leadId)).toHaveLength(0);
  });
});
