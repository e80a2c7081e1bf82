import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { leads, type Lead } from "./db/schema";
import { csvHeader, fieldText, fieldWords, LEAD_FIELDS, leadPayload } from "./lead-fields.server";

const lead: Lead = {
  id: "6f1c2a4e-1111-4222-8333-944455556666",
  createdAt: new Date("2026-05-01T09:30:00Z"),
  source: "quiz",
  name: "Ceri Jones",
  email: "ceri@example.com",
  phone: "07700 900111",
  address: null,
  postcode: "CF10 1AA",
  preferredDate: null,
  contactMethod: "home_visit",
  referral: null,
  message: null,
  quizAnswers: { monthlyBill: "100-200", ownership: "own" },
  conversationHistory: null,
  variant: "b",
  estimate: null,
  page: "/landing",
  referrer: null,
  utmSource: "google",
  utmMedium: null,
  utmCampaign: null,
  attribution: {
    marketingConsent: true,
    firstTouch: { utm_source: "facebook", utm_term: "solar-panels", landing_page: "/solar" },
    lastTouch: { utm_source: "google", utm_content: "ad-2", landing_page: "/landing" },
    clickIds: { gclid: "Cj0KCQ-abc" },
  },
  status: "new",
  firstContactedAt: null,
  lostReason: null,
  valueGbp: null,
  erasedAt: null,
  emailNormalized: null,
  phoneNormalized: null,
};

describe("LEAD_FIELDS", () => {
  it("lists every column of the leads table once", () => {
    const keys = LEAD_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    // But the columns the database derives to link one person's enquiries, which go nowhere.
    const derived = ["emailNormalized", "phoneNormalized"];
    expect([...keys].sort()).toEqual(
      Object.keys(getTableColumns(leads))
        .filter((k) => !derived.includes(k))
        .sort(),
    );
  });

  it("drives the webhook payload: every field present under its external name, null when not given", () => {
    expect(leadPayload(lead)).toEqual({
      id: lead.id,
      created_at: "2026-05-01T09:30:00.000Z",
      source: "quiz",
      name: "Ceri Jones",
      email: "ceri@example.com",
      phone: "07700 900111",
      address: null,
      postcode: "CF10 1AA",
      preferred_date: null,
      contact_method: "home_visit",
      referral: null,
      message: null,
      quizAnswers: { monthlyBill: "100-200", ownership: "own" },
      conversationHistory: null,
      variant: "b",
      estimate: null,
      page: "/landing",
      referrer: null,
      utm_source: "google",
      utm_medium: null,
      utm_campaign: null,
      attribution: lead.attribution,
      status: "new",
      first_contacted_at: null,
      lost_reason: null,
      value_gbp: null,
      erased_at: null,
    });
  });

  it("writes the stored estimate in words for staff, and leaves it out when there is none", () => {
    const estimate = {
      constantsVersion: "2026-11-23",
      inputs: {
        postcode: "CF10 1AA",
        monthlyBill: 75,
        annualKwh: null,
        orientation: "S",
        pitch: 35,
        shading: "none",
        occupancy: "half",
        battery: 0,
        kwp: null,
        use: "quiz-bill-band",
        quizBillBand: "50-100",
      },
      outputs: {
        postcode: "CF10 1AA",
        kwp: 3.5,
        annualKwh: 2660,
        generationKwh: { low: 2970, typical: 3300, high: 3630 },
        selfUseShare: { low: 0.3, typical: 0.33, high: 0.36 },
        annualSavingsGbp: { low: 300, typical: 480, high: 620 },
        systemCostGbp: { low: 4250, high: 5525 },
        paybackYears: { low: 6.9, typical: 10.2, high: 18.4 },
      },
    } as const;
    const text = fieldWords({ ...lead, estimate }, "estimate");
    expect(text).toContain("£300 to £620 (typically £480) a year");
    expect(text).toContain("payback 6.9 years to 18.4 years (typically 10.2 years)");
    expect(text).toContain("bill taken as £75 a month (quiz answer 50-100)");
    expect(text).toContain("constants of 2026-11-23");
    expect(leadPayload({ ...lead, estimate }).estimate).toEqual(estimate);
    expect(fieldText(lead, "estimate")).toBe("");
  });

  it("keeps the CSV headers the export always had", () => {
    expect(LEAD_FIELDS.map(csvHeader).slice(0, 5)).toEqual(["received", "source", "name", "email", "phone"]);
    expect(LEAD_FIELDS.map(csvHeader)).toContain("quiz_answers");
    expect(LEAD_FIELDS.map(csvHeader)).toContain("conversation");
  });

  it("writes the attribution on one line: both touches, the consent and the click ids", () => {
    expect(fieldText(lead, "attribution")).toBe(
      "first touch: utm_source=facebook, utm_term=solar-panels, landing_page=/solar; " +
        "last touch: utm_source=google, utm_content=ad-2, landing_page=/landing; " +
        "marketing consent: yes; gclid=Cj0KCQ-abc",
    );
    expect(fieldText({ ...lead, attribution: null }, "attribution")).toBe("");
    expect(
      fieldText(
        { ...lead, attribution: { marketingConsent: false, firstTouch: null, lastTouch: null, clickIds: null } },
        "attribution",
      ),
    ).toBe("marketing consent: no");
  });

  it("writes values as stored for the CSV, in words for the e-mail", () => {
    expect(fieldText(lead, "quizAnswers")).toBe("monthlyBill: 100-200; ownership: own");
    expect(fieldText(lead, "contactMethod")).toBe("home_visit");
    expect(fieldWords(lead, "contactMethod")).toBe("home visit");
    expect(fieldWords(lead, "source")).toBe("quiz");
    expect(fieldText(lead, "address")).toBe("");
  });
});
