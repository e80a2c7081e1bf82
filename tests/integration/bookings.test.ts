import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openSlots } from "~/lib/bookings/rules";
import { todayInUk } from "~/lib/uk-date";
import { action as bookAction } from "~/routes/api.bookings";
import { loader as availabilityLoader } from "~/routes/api.bookings.availability";
import { action as changeAction } from "~/routes/api.bookings.change";
import { loader as feedLoader } from "~/routes/api.bookings.ics";
import { takePlace } from "~/server/booking-capacity.server";
import { staffChangeBooking, upcomingBookings } from "~/server/staff-bookings.server";
import { openDatabase } from "~/server/db/client.server";
import { bookingCapacity, bookings, leadDeliveries, leads } from "~/server/db/schema";
import { createEmptyPostgresDatabase, setupAppDatabase, usingPostgres } from "./db";
import { asRoute, context, jsonPost, request } from "./staff-helpers";

const FEED_TOKEN = "feed-token-for-tests-0123456789";
const db = setupAppDatabase({
  LEAD_RATE_LIMIT_PER_HOUR: "1000",
  BOOKING_HOME_VISITS_PER_PERIOD: "2",
  BOOKING_FEED_TOKEN: FEED_TOKEN,
});

const book = asRoute(bookAction);
const change = asRoute(changeAction);
const availability = asRoute(availabilityLoader);

// Open weekday periods from a week ahead, one per test so that tests do not share places.
const slots = openSlots(todayInUk(), 40).filter((s) => s.date > openSlots(todayInUk(), 40)[0]!.date);
const slot = (i: number) => slots[i * 2]!;

const visitor = (n: number, over: object = {}) => ({
  type: "home_visit",
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: "029 2000 0000",
  postcode: "CF10 1AA",
  requirements: "Parking on the street only",
  ...over,
});

async function post(body: unknown, ip = "198.51.100.7") {
  const response = await book({ request: jsonPost("/api/bookings", body), context: context(ip), params: {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tokenOf = (manageUrl: unknown) => new URL(String(manageUrl), "http://x").searchParams.get("token") ?? "";

async function postChange(id: string, kind: "cancel" | "reschedule", body: unknown) {
  const response = await change({
    request: jsonPost(`/api/bookings/${id}/${kind}`, body),
    context: context(),
    params: { id, change: kind },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("bookings", () => {
  it("gives the last places of a period to exactly as many visitors as it holds", async () => {
    const { date, period } = slot(0);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(visitor(i, { date, period }), `203.0.113.${i}`)),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(created).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const r of refused) {
      expect(r.body.error).toMatch(/just been taken/);
      const alternatives = r.body.alternatives as { date: string; period: string }[];
      expect(alternatives.length).toBeGreaterThan(0);
      expect(alternatives).not.toContainEqual({ date, period });
    }
    const stored = await db().db.select().from(bookings).where(eq(bookings.date, date));
    expect(stored.filter((b) => b.period === period)).toHaveLength(2);
    // Each booking is a lead with its deliveries, like any other enquiry.
    const [lead] = await db().db.select().from(leads).where(eq(leads.id, stored[0]!.leadId));
    expect(lead).toMatchObject({ source: "booking", contactMethod: "home_visit", postcode: "CF10 1AA" });
    const deliveries = await db().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id));
    expect(deliveries.map((d) => d.channel)).toContain("email");
  });

  it("shows a full period as unavailable, and frees it when a booking is cancelled", async () => {
    const { date, period } = slot(1);
    const first = await post(visitor(30, { date, period }));
    await post(visitor(31, { date, period }));
    const periodsOf = async () => {
      const response = await availability({
        request: request(`/api/bookings/availability?type=home_visit&from=${date}&days=1`),
        params: {},
      });
      return ((await response.json()) as { periods: { date: string; period: string; available: boolean }[] }).periods;
    };
    expect((await periodsOf()).find((p) => p.period === period)?.available).toBe(false);
    // Calls have their own places.
    expect((await post(visitor(32, { date, period, type: "video", postcode: "M1 1AE" }))).status).toBe(201);

    const id = String(first.body.id);
    expect((await postChange(id, "cancel", { token: "wrong" })).status).toBe(403);
    const cancelled = await postChange(id, "cancel", { token: tokenOf(first.body.manageUrl) });
    expect(cancelled).toMatchObject({ status: 200, body: { status: "cancelled" } });
    expect((await periodsOf()).find((p) => p.period === period)?.available).toBe(true);
    expect((await post(visitor(33, { date, period }))).status).toBe(201);
    // Cancelling again changes nothing and frees nothing more.
    await postChange(id, "cancel", { token: tokenOf(first.body.manageUrl) });
    const [counter] = await db().db.select().from(bookingCapacity).where(eq(bookingCapacity.date, date));
    expect(counter?.booked).toBeLessThanOrEqual(2);
  });

  it("moves a booking to another free period, keeping its id and raising its sequence", async () => {
    const from = slot(2);
    const to = slot(3);
    const made = await post(visitor(40, from));
    const id = String(made.body.id);
    const token = tokenOf(made.body.manageUrl);
    const moved = await postChange(id, "reschedule", { token, ...to });
    expect(moved).toMatchObject({ status: 200, body: { id, date: to.date, period: to.period } });
    const [row] = await db().db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.sequence).toBe(1);
    // The old period has its place back: two more fit there.
    expect((await post(visitor(41, from))).status).toBe(201);
    expect((await post(visitor(42, from))).status).toBe(201);
    // A full period refuses the move with alternatives, and the booking stays where it was.
    await post(visitor(43, from));
    const refused = await postChange(id, "reschedule", { token, ...from });
    expect(refused.status).toBe(409);
    expect((await db().db.select().from(bookings).where(eq(bookings.id, id)))[0]?.date).toBe(to.date);
    expect((await postChange(id, "reschedule", { token: "nope", ...from })).status).toBe(403);
    expect((await postChange("00000000-0000-4000-8000-000000000000", "reschedule", { token, ...from })).status).toBe(
      404,
    );
  });

  it("refuses what the rules do not allow, naming the field, and stores nothing", async () => {
    const before = (await db().db.select().from(bookings)).length;
    const { date, period } = slot(4);
    const outOfArea = await post(visitor(50, { date, period, postcode: "M1 1AE" }));
    expect(outOfArea).toMatchObject({ status: 400, body: { fields: { type: expect.stringMatching(/video call/) } } });
    const saturday = openSlots(todayInUk(), 20).find((s) => new Date(s.date).getUTCDay() === 6)!.date;
    const closed = await post(visitor(51, { date: saturday, period: "afternoon" }));
    expect(closed.body.fields).toMatchObject({ date: expect.stringMatching(/closed/) });
    expect((await post(visitor(52, { date: todayInUk(), period }))).body.fields).toMatchObject({
      date: expect.stringMatching(/next working day/),
    });
    expect((await post(visitor(53, { date: "2027-02-30", period }))).body.fields).toMatchObject({
      date: "Please choose a valid date",
    });
    const garbage = await post({ type: "<script>", date: 1, period: null, name: "\u202Eevil", email: "x" });
    expect(garbage.status).toBe(400);
    expect(Object.keys(garbage.body.fields as object)).toEqual(
      expect.arrayContaining(["type", "date", "period", "email", "phone", "postcode"]),
    );
    expect((await post(visitor(54, { date, period, website: "http://spam" }))).status).toBe(400);
    expect((await db().db.select().from(bookings)).length).toBe(before);
  });

  it("answers the availability of any type for up to 62 days, and 400 beyond", async () => {
    const ask = async (query: string) =>
      availability({ request: request(`/api/bookings/availability?${query}`), params: {} });
    const ok = await ask(`type=phone&days=62`);
    expect(ok.status).toBe(200);
    const { periods } = (await ok.json()) as { periods: { date: string }[] };
    expect(periods.length).toBeGreaterThan(40);
    expect(new Set(periods.map((p) => new Date(p.date).getUTCDay()))).not.toContain(0);
    expect((await ask("type=phone&days=63")).status).toBe(400);
    expect((await ask("type=sauna")).status).toBe(400);
    expect((await ask("type=phone&from=yesterday")).status).toBe(400);
  });
});

describe("staff handling bookings", () => {
  it("marks a booking done, cancels another (freeing its place and e-mailing the visitor), and refuses a second change", async () => {
    const { date, period } = slot(7);
    const a = await post(visitor(70, { date, period }));
    const b = await post(visitor(71, { date, period }));
    expect(await staffChangeBooking({ id: String(a.body.id), intent: "done" })).toEqual({ ok: true });
    expect(await staffChangeBooking({ id: String(b.body.id), intent: "cancel" })).toEqual({ ok: true });
    expect(await staffChangeBooking({ id: String(b.body.id), intent: "done" })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await staffChangeBooking({ id: "00000000-0000-4000-8000-000000000000", intent: "cancel" })).toMatchObject({
      ok: false,
      status: 404,
    });
    const [cancelled] = await db()
      .db.select()
      .from(bookings)
      .where(eq(bookings.id, String(b.body.id)));
    expect(cancelled?.status).toBe("cancelled");
    const update = await db().db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, cancelled!.leadId));
    expect(update.find((d) => d.channel === "booking_update")?.status).toBe("pending");
    // The cancelled place is free again; the done one still counts.
    expect((await post(visitor(72, { date, period }))).status).toBe(201);
    expect((await post(visitor(73, { date, period }))).status).toBe(409);
    const list = await upcomingBookings();
    expect(
      list
        .filter((x) => x.date === date && x.period === period)
        .map((x) => x.status)
        .sort(),
    ).toEqual(["cancelled", "confirmed", "done"]);
  });
});

describe("staff calendar feed", () => {
  const feed = asRoute(feedLoader);
  it("answers 404 without the feed token, and the bookings as text/calendar with it", async () => {
    const { date, period } = slot(6);
    await post(visitor(60, { date, period, name: "Feed Person" }));
    for (const query of ["", "?token=", "?token=wrong", `?token=${FEED_TOKEN}x`]) {
      expect((await feed({ request: request(`/api/bookings.ics${query}`), params: {} })).status).toBe(404);
    }
    const ok = await feed({ request: request(`/api/bookings.ics?token=${FEED_TOKEN}`), params: {} });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await ok.text();
    expect(text).toContain("METHOD:PUBLISH");
    expect(text).toContain("SUMMARY:Home Visit: Feed Person");
    expect(text).not.toContain("ATTENDEE");
  });
});

describe.runIf(usingPostgres)("booking capacity across app instances on one PostgreSQL", () => {
  it("gives 2 places to 2 of 20 transactions spread over two connection pools", async () => {
    const empty = await createEmptyPostgresDatabase();
    const a = await openDatabase({ url: empty.url });
    const b = await openDatabase({ url: empty.url });
    try {
      const target = { date: slot(5).date, period: slot(5).period };
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? a : b).db.transaction((tx) => takePlace(tx, target, "home_visit")),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(2);
      const [row] = await a.db.select().from(bookingCapacity);
      expect(row?.booked).toBe(2);
    } finally {
      await a.close();
      await b.close();
      await empty.drop();
    }
  });
});
