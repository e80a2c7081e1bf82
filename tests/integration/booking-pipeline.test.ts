/** A booking moves its lead to survey_booked by itself (docs/product.md §15). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openSlots } from "~/lib/bookings/rules";
import { todayInUk } from "~/lib/uk-date";
import { action as bookAction } from "~/routes/api.bookings";
import { action as leadAction } from "~/routes/api.leads";
import { bookings, leads } from "~/server/db/schema";
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
});
