import { describe, expect, it } from "vitest";
import type { Lead } from "../db/schema";
import { DIGEST_MESSAGE_CHARS, digestEmail } from "./digest-content.server";

const base: Lead = {
  id: "00000000-0000-4000-8000-000000000001",
  createdAt: new Date("2026-05-01T09:30:00Z"),
  source: "chat",
  name: "<b>Ann</b>",
  email: "ann@example.com",
  phone: "07700 900001",
  address: null,
  postcode: null,
  preferredDate: null,
  contactMethod: null,
  referral: null,
  message: "y".repeat(5000),
  quizAnswers: null,
  conversationHistory: [{ role: "user", content: "hello" }],
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
  emailNormalized: null,
  phoneNormalized: null,
};

describe("digestEmail", () => {
  const leads = [
    base,
    { ...base, id: "00000000-0000-4000-8000-000000000002", name: "Bryn", message: "Line\nEmail: x@evil.example" },
  ];
  const mail = digestEmail(leads, 30);

  it("names the count and the ceiling, and lists every lead", () => {
    expect(mail.subject).toBe("Lead digest: 2 new enquiries held back");
    expect(mail.text).toContain("More than 30 enquiries");
    expect(mail.text).toContain("--- Enquiry 1 of 2 ---");
    expect(mail.text).toContain("--- Enquiry 2 of 2 ---");
    expect(mail.text).toContain("Lead id: 00000000-0000-4000-8000-000000000002");
    expect(digestEmail([base], 30).subject).toBe("Lead digest: 1 new enquiry held back");
  });

  it("cuts long messages, points at the inbox for the rest and for the transcript", () => {
    expect(mail.text).toContain(
      `> ${"y".repeat(DIGEST_MESSAGE_CHARS)}\n> [cut here; the whole message is in the staff inbox]`,
    );
    expect(mail.text).not.toContain("y".repeat(DIGEST_MESSAGE_CHARS + 1));
    expect(mail.text).toContain("Chat conversation: 1 messages, in the staff inbox");
    expect(mail.text).not.toContain("hello");
  });

  it("keeps lead text as data: quoted lines in the text, escaped in the HTML", () => {
    expect(mail.text.split("\n").filter((l) => l.startsWith("Email: "))).toEqual([
      "Email: ann@example.com",
      "Email: ann@example.com",
    ]);
    expect(mail.html).toContain("&lt;b&gt;Ann&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Ann</b>");
  });
});
