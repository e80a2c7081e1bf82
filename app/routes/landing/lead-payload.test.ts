import { describe, expect, it } from "vitest";
import { parseLead } from "~/lib/lead-schema";
import type { QuizAnswers } from "~/lib/quiz-options";
import { buildLeadPayload, type ContactDetails } from "./lead-payload";

const details: ContactDetails = {
  name: " Sian Jones ",
  email: "sian@example.com",
  phone: "07700 900123",
  postcode: "CF10 1AA",
  website: "",
};
const answers: QuizAnswers = {
  monthlyBill: "100-200",
  propertyType: "residential",
  ownership: "own",
  roofCondition: "good",
  batteryInterest: "maybe",
};
const attribution = {
  page: "/landing",
  referrer: "https://www.google.com/",
  utm_source: "google",
  utm_campaign: "spring",
};

describe("buildLeadPayload", () => {
  it("variant B: quizAnswers and an address filled from the postcode", () => {
    const payload = buildLeadPayload("b", details, answers, attribution);
    expect(payload).toEqual({
      source: "quiz",
      name: "Sian Jones",
      email: "sian@example.com",
      phone: "07700 900123",
      postcode: "CF10 1AA",
      address: "CF10 1AA",
      quizAnswers: answers,
      variant: "b",
      ...attribution,
    });
    const parsed = parseLead(payload);
    expect(parsed.ok && parsed.lead).toMatchObject({ variant: "b", quizAnswers: answers, utm_source: "google" });
  });

  it("variant A: the answers as flat snake_case fields", () => {
    const payload = buildLeadPayload("a", details, answers, attribution);
    expect(payload).toEqual({
      source: "quiz",
      name: "Sian Jones",
      email: "sian@example.com",
      phone: "07700 900123",
      postcode: "CF10 1AA",
      property_type: "residential",
      ownership: "own",
      roof_condition: "good",
      monthly_bill: "100-200",
      battery_interest: "maybe",
      variant: "a",
      ...attribution,
    });
    expect(payload).not.toHaveProperty("quizAnswers");
    const parsed = parseLead(payload);
    expect(parsed.ok && parsed.lead).toMatchObject({ variant: "a", quizAnswers: answers, page: "/landing" });
  });

  it("passes a filled honeypot on, so the server can reject it", () => {
    expect(buildLeadPayload("a", { ...details, website: "spam" }, answers, attribution)).toMatchObject({
      website: "spam",
    });
  });
});
