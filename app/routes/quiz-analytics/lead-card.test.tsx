import { renderToStaticMarkup } from "react-dom/server";
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
  page: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  status: "new",
  firstContactedAt: null,
  lostReason: null,
  valueGbp: null,
  deliveries: [],
  notes: [],
};

describe("a chat lead in the inbox", () => {
  it("marks its transcript as supplied by the visitor's browser (decision 053)", () => {
    const html = renderToStaticMarkup(<LeadCard lead={lead} />);
    expect(html).toContain("Chat transcript from the visitor&#x27;s browser, not verified (2)");
  });
});
