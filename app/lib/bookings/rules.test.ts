import { describe, expect, it } from "vitest";
import { bankHolidays } from "~/content/bookings";
import { addDays, bookingWindow, homeVisitsCover, isIsoDate, openPeriodsOn, openSlots, ruleBreach } from "./rules";

// Monday 23 November 2026, 10:00 GMT.
const monday = new Date("2026-11-23T10:00:00Z");

describe("booking rules", () => {
  it("opens weekdays morning and afternoon, Saturday morning only, never Sunday", () => {
    expect(openPeriodsOn("2026-11-24")).toEqual(["morning", "afternoon"]);
    expect(openPeriodsOn("2026-11-28")).toEqual(["morning"]);
    expect(openPeriodsOn("2026-11-29")).toEqual([]);
  });

  it("closes on England and Wales bank holidays, substitute days included", () => {
    expect(openPeriodsOn("2026-12-25")).toEqual([]);
    expect(openPeriodsOn("2026-12-28")).toEqual([]); // Boxing Day falls on a Saturday
    expect(openPeriodsOn("2026-12-29")).toEqual(["morning", "afternoon"]);
  });

  it("books from the next working day up to 8 weeks ahead", () => {
    expect(bookingWindow(monday)).toEqual({ first: "2026-11-24", last: "2027-01-18" });
    // Saturday 17:00: Sunday is closed, so Monday is the first day.
    expect(bookingWindow(new Date("2026-11-28T17:00:00Z")).first).toBe("2026-11-30");
    // Christmas Eve: 25 (holiday), 26 (Saturday, but a working morning).
    expect(bookingWindow(new Date("2026-12-24T12:00:00Z")).first).toBe("2026-12-26");
  });

  it("uses the UK calendar day: 23:30 GMT on 30 June is already 1 July in London", () => {
    expect(bookingWindow(new Date("2027-06-30T23:30:00Z")).first).toBe("2027-07-02");
  });

  it("lists open slots only inside the window", () => {
    const slots = openSlots("2026-11-20", 10, monday);
    expect(slots[0]).toEqual({ date: "2026-11-24", period: "morning" });
    expect(slots.some((s) => s.date === "2026-11-23")).toBe(false); // today is too soon
    expect(slots.filter((s) => s.date === "2026-11-28")).toEqual([{ date: "2026-11-28", period: "morning" }]);
    expect(slots.some((s) => s.date === "2026-11-29")).toBe(false);
    expect(openSlots("2027-01-15", 10, monday).at(-1)?.date).toBe("2027-01-18");
  });

  it("names the rule a booking breaks", () => {
    const base = { type: "phone" as const, period: "morning" as const, postcode: "M1 1AE" };
    expect(ruleBreach({ ...base, date: "2026-11-23" }, monday)).toBe("too_soon");
    expect(ruleBreach({ ...base, date: "2027-01-19" }, monday)).toBe("too_late");
    expect(ruleBreach({ ...base, date: "2026-11-28", period: "afternoon" }, monday)).toBe("closed");
    expect(ruleBreach({ ...base, date: "2026-12-25" }, monday)).toBe("closed");
    expect(ruleBreach({ ...base, date: "2026-11-24" }, monday)).toBeNull();
    expect(ruleBreach({ ...base, type: "home_visit", date: "2026-11-24" }, monday)).toBe("out_of_area");
    expect(ruleBreach({ ...base, type: "home_visit", postcode: "cf10 1aa", date: "2026-11-24" }, monday)).toBeNull();
  });

  it("knows the home-visit areas by postcode area, not by prefix", () => {
    expect(homeVisitsCover("NP11 6XX")).toBe(true);
    expect(homeVisitsCover("TR1 1AA")).toBe(true);
    expect(homeVisitsCover("B1 1AA")).toBe(false); // Birmingham is not BA or BS
    expect(homeVisitsCover("SW1A 1AA")).toBe(false); // London SW is not SA
  });

  it("reads only real dates", () => {
    expect(isIsoDate("2027-02-28")).toBe(true);
    expect(isIsoDate("2027-02-30")).toBe(false);
    expect(isIsoDate("0000-01-01")).toBe(true);
    expect(isIsoDate("2027-2-3")).toBe(false);
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
  });

  it("has bank holidays listed for at least the next six months (add the next year from GOV.UK when this fails)", () => {
    const lastListed = bankHolidays.dates.at(-1) ?? "";
    const sixMonthsAhead = addDays(new Date().toISOString().slice(0, 10), 183);
    expect(lastListed >= sixMonthsAhead).toBe(true);
  });

  it("lists bank holidays only on weekdays, in order", () => {
    for (const date of bankHolidays.dates) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      expect(weekday, date).not.toBe(0);
      expect(weekday, date).not.toBe(6);
    }
    expect([...bankHolidays.dates].sort()).toEqual([...bankHolidays.dates]);
  });
});
