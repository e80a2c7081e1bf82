/**
 * When a free consultation can be booked: the rules a visitor meets on
 * /contact-us and staff see in their calendar. Capacity per period comes from
 * BOOKING_HOME_VISITS_PER_PERIOD and BOOKING_CALLS_PER_PERIOD (env), the rest
 * is here so that changing opening times never touches code.
 */

export const BOOKING_TYPES = ["home_visit", "phone", "video"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const BOOKING_PERIODS = ["morning", "afternoon"] as const;
export type BookingPeriod = (typeof BOOKING_PERIODS)[number];

export const BOOKING_STATUSES = ["confirmed", "cancelled", "done"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Home visits need a surveyor; phone and video calls share the advisers' time. */
export const CAPACITY_GROUPS = ["home_visit", "call"] as const;
export type CapacityGroup = (typeof CAPACITY_GROUPS)[number];
export const capacityGroupOf = (type: BookingType): CapacityGroup => (type === "home_visit" ? "home_visit" : "call");

export const bookingTypeLabels: Record<BookingType, string> = {
  home_visit: "Home Visit",
  phone: "Phone Call",
  video: "Video Call",
};

/** Times are Europe/London wall-clock times. */
export const bookingPeriods: Record<BookingPeriod, { label: string; start: string; end: string }> = {
  morning: { label: "Morning", start: "09:00", end: "12:00" },
  afternoon: { label: "Afternoon", start: "13:00", end: "17:00" },
};

/** Periods open on each day of the week (0 = Sunday): Monday to Friday, and Saturday morning. */
export const openPeriodsByWeekday: readonly (readonly BookingPeriod[])[] = [
  [],
  ["morning", "afternoon"],
  ["morning", "afternoon"],
  ["morning", "afternoon"],
  ["morning", "afternoon"],
  ["morning", "afternoon"],
  ["morning"],
];

/** The latest bookable date, in days after today. */
export const BOOKING_HORIZON_DAYS = 56;

/**
 * Postcode areas where our surveyors make home visits: South Wales and the
 * South West of England. Calls and video calls are open to the whole UK.
 */
export const homeVisitPostcodeAreas = [
  "CF",
  "NP",
  "SA",
  "LD",
  "SY",
  "BS",
  "BA",
  "GL",
  "TA",
  "EX",
  "PL",
  "TQ",
  "TR",
  "DT",
  "SN",
  "SP",
] as const;

/**
 * Bank holidays in England and Wales (we book no visits or calls on them),
 * as published by GOV.UK, https://www.gov.uk/bank-holidays, checked
 * 2026-11-23. A unit test fails when this list runs out within six months:
 * add the next year from the same page.
 */
export const bankHolidays = {
  source: "https://www.gov.uk/bank-holidays (England and Wales), checked 2026-11-23",
  dates: [
    "2026-01-01",
    "2026-04-03",
    "2026-04-06",
    "2026-05-04",
    "2026-05-25",
    "2026-08-31",
    "2026-12-25",
    "2026-12-28",
    "2027-01-01",
    "2027-03-26",
    "2027-03-29",
    "2027-05-03",
    "2027-05-31",
    "2027-08-30",
    "2027-12-27",
    "2027-12-28",
    "2028-01-03",
    "2028-04-14",
    "2028-04-17",
    "2028-05-01",
    "2028-05-29",
    "2028-08-28",
    "2028-12-25",
    "2028-12-26",
  ],
} as const;

export const bookingRuleMessages = {
  closed: "We are closed then. Please choose another date or period.",
  tooSoon: "The earliest we can book is the next working day.",
  tooLate: "We book up to 8 weeks ahead. Please choose an earlier date.",
  outOfArea:
    "Our surveyors visit homes in South Wales and the South West only. We can talk it through on a video call instead.",
} as const;
