import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { StaffLead } from "~/lib/staff-types";
import { LeadCard } from "./lead-card";

const lead: StaffLead = {
  id: "00000000-0000-4000-8000-000000000001",
  createdAt: "2026-11-23T09:30:00.000Z",
  source: "chat",
  name: "Ceri Jones",
  email: "ceri@example.com",
  phone: "07700 900123",
  address: null,
  postcode: null,
  preferredDate: null,
  contactMethod: null,
  referral: null,
  message: null,
  quizAnswers: null,
  conversationHistory: [
    { role: "user", content: "Can you call me?" },
    { role: "assistant", content: "We offer free systems to everyone." },
  ],
  variant: null,
  estimate: null,
  page: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  attribution: null,
  status: "new",
  firstContactedAt: null,
  lostReason: null,
  valueGbp: null,
  erasedAt: null,
  deliveries: [],
  notes: [],
  relatedLeadIds: [],
  related: [],
};

/** The card inside a router, as in the inbox (its forms are fetchers). */
function render(card: StaffLead, now: string) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <LeadCard lead={card} now={now} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("a chat lead in the inbox", () => {
  it("marks its transcript as supplied by the visitor's browser (decision 053)", () => {
    const html = render(lead, lead.createdAt);
    expect(html).toContain("Chat transcript from the visitor&#x27;s browser, not verified (2)");
  });
});

describe("a lead with an estimate", () => {
  it("shows the stored figures and the case they are for; none without one", () => {
    const estimate = {
      constantsVersion: "2026-11-23",
      inputs: {
        postcode: "PL1 2AB",
        monthlyBill: null,
        annualKwh: 3200,
        orientation: "SW",
        pitch: 35,
        shading: "light",
        occupancy: "home",
        battery: 5,
        kwp: 4,
        use: "annual-kwh",
        quizBillBand: null,
      },
      outputs: {
        postcode: "PL1 2AB",
        kwp: 4,
        annualKwh: 3200,
        generationKwh: { low: 2800, typical: 3110, high: 3420 },
        selfUseShare: { low: 0.6, typical: 0.63, high: 0.66 },
        annualSavingsGbp: { low: 560, typical: 690, high: 780 },
        systemCostGbp: { low: 11000, high: 14300 },
        paybackYears: { low: 14.1, typical: 18.3, high: 25.5 },
      },
    } as const;
    const html = render({ ...lead, source: "quote", conversationHistory: null, estimate }, lead.createdAt);
    expect(html).toContain("Savings estimate (worked out by the site when the lead arrived)");
    expect(html).toContain("£560 to £780 (typically £690) a year");
    expect(html).toContain("For PL1 2AB, use 3,200 kWh a year (given)");
    expect(html).toContain("battery 5 kWh");
    expect(render(lead, lead.createdAt)).not.toContain("Savings estimate");
  });
});

describe("a lead's place in the pipeline", () => {
  // Monday 23 November 2026, 09:00 GMT: the office opened at 08:00.
  const monday = { ...lead, createdAt: "2026-11-23T09:00:00.000Z" };

  it("shows status and age, and marks a new lead waiting over a working hour", () => {
    const fresh = render(monday, "2026-11-23T09:50:00.000Z");
    expect(fresh).toContain("New");
    expect(fresh).toContain("Received 50 min ago");
    expect(fresh).not.toContain("Waiting over a working hour");
    expect(render(monday, "2026-11-23T10:01:00.000Z")).toContain("Waiting over a working hour");
    // Sent after closing on Saturday: not overdue at 08:30 on Monday, after 38 hours.
    const weekend = { ...lead, createdAt: "2026-11-21T18:00:00.000Z" };
    expect(render(weekend, "2026-11-23T08:30:00.000Z")).not.toContain("Waiting over a working hour");
    expect(render(weekend, "2026-11-23T09:30:00.000Z")).toContain("Waiting over a working hour");
  });

  it("never marks a lead that has been contacted, and shows a win's value and a loss's reason", () => {
    const later = "2026-11-30T09:00:00.000Z";
    expect(render({ ...monday, status: "contacted" }, later)).not.toContain("Waiting over a working hour");
    expect(render({ ...monday, status: "won", valueGbp: 8450 }, later)).toContain("£8,450");
    expect(render({ ...monday, status: "lost", lostReason: "price" }, later)).toContain("(Price)");
  });

  it("lists the notes with their times", () => {
    const html = render(
      { ...monday, notes: [{ id: 1, createdAt: "2026-11-23T10:15:00.000Z", text: "Rang, left a message" }] },
      monday.createdAt,
    );
    expect(html).toContain("Rang, left a message");
    expect(html).toMatch(/23 Nov 2026, 10:15/);
  });
});

describe("erasing a lead (docs/product.md §16)", () => {
  it("offers to erase, naming the person and what goes, behind a second step", () => {
    const html = render(lead, lead.createdAt);
    expect(html).toContain("Erase this person&#x27;s details");
    expect(html).toContain(`Erase the details of ${lead.name} for good?`);
    expect(html).toMatch(/<details[^>]*>\s*<summary[^>]*>Erase this person/);
    expect(html).toContain('name="intent" value="erase"');
  });

  it("shows an erased lead as such: its source, status and dates, no contact fields and no forms", () => {
    const erased: StaffLead = {
      ...lead,
      name: "",
      email: "",
      phone: "",
      conversationHistory: null,
      status: "won",
      valueGbp: 5200,
      erasedAt: "2026-11-24T10:00:00.000Z",
    };
    const html = render(erased, "2026-11-25T10:00:00.000Z");
    expect(html).toContain("Details erased");
    expect(html).toContain("£5,200");
    expect(html).toMatch(/Personal details erased on <time[^>]*>24 Nov 2026, 10:00/);
    expect(html).not.toContain("mailto:");
    expect(html).not.toContain('name="intent"');
  });
});

describe("one person's other enquiries", () => {
  it("says when and through what the person also enquired, each a link to that enquiry", () => {
    const other = "00000000-0000-4000-8000-000000000002";
    const html = render(
      {
        ...lead,
        relatedLeadIds: [other],
        related: [{ id: other, createdAt: "2026-11-12T23:30:00.000Z", source: "quiz", email: "Ceri@Example.com" }],
      },
      lead.createdAt,
    );
    // 23:30 GMT on 12 November is still the 12th in London.
    expect(html).toContain("also enquired on 12 Nov 2026 (Quiz)");
    expect(html).toContain(`href="/quiz-analytics?q=Ceri%40Example.com#lead-${other}"`);
    expect(render(lead, lead.createdAt)).not.toContain("also enquired");
  });
});

describe("a lead's attribution in the card", () => {
  /** The card's text, tags removed and entities decoded as far as these values need. */
  const text = (card: StaffLead) => render(card, card.createdAt).replace(/<[^>]+>/g, "");
  const touch = {
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "spring-2026",
    utm_term: "solar-panels",
    utm_content: "ad-b",
    landing_page: "/landing",
  };

  it("shows first and last touch separately, each with only the fields present", () => {
    const t = text({
      ...lead,
      page: "/contact-us",
      attribution: {
        marketingConsent: false,
        firstTouch: touch,
        lastTouch: { utm_source: "newsletter", landing_page: "/solar" },
        clickIds: null,
      },
    });
    expect(t).toContain(
      "First touchutm_source google · utm_medium cpc · utm_campaign spring-2026 · utm_term solar-panels · utm_content ad-b · landing page /landing",
    );
    expect(t).toContain("Last touchutm_source newsletter · landing page /solar");
    expect(t).not.toContain("utm_medium cpc · landing page /solar");
    expect(t).toContain("sent from /contact-us");
    expect(t).not.toContain("Click ids");
    expect(t).not.toContain("First and last touch");
  });

  it("shows one line when both touches are the same, and click ids only when kept", () => {
    const t = text({
      ...lead,
      attribution: {
        marketingConsent: true,
        firstTouch: { utm_source: "facebook", referrer: "https://m.facebook.com/" },
        lastTouch: { utm_source: "facebook", referrer: "https://m.facebook.com/" },
        clickIds: { fbclid: "IwAR0abc", gclid: "Cj0KCQ" },
      },
    });
    expect(t).toContain("First and last touchutm_source facebook · referrer https://m.facebook.com/");
    expect(t).not.toContain("Last touch");
    expect(t).toContain("Click idsgclid Cj0KCQ · fbclid IwAR0abc");
  });

  it("falls back to the campaign columns for a lead stored before touches were kept, and shows nothing without any", () => {
    const old = text({ ...lead, utmSource: "bing", utmCampaign: "winter", variant: "b" });
    expect(old).toContain("Last touchutm_source bing · utm_campaign winter");
    expect(old).toContain("quiz variant B");
    const none = text(lead);
    expect(none).not.toContain("touch");
    expect(none).not.toContain("Attribution");
  });
});
