import { describe, expect, it } from "vitest";
import { parseLead } from "~/lib/lead-schema";
import type { QuizAnswers } from "~/lib/quiz-options";
import { collectAttribution } from "~/lib/lead-client";
import { buildLeadPayload, type ContactDetails } from "./lead-payload";

const details: ContactDetails = {
  name: " Sian Jones ",
  email: "sian@example.com",
  phone: "07700 900123",
  postcode: "CF10 1AA",
};
const answers: QuizAnswers = {
  monthlyBill: "100-200",
  propertyType: "residential",
  ownership: "own",
  roofCondition: "good",
  batteryInterest: "maybe",
};
const attribution = collectAttribution({
  pathname: "/landing",
  search: "?utm_source=google&utm_campaign=spring",
  referrer: "https://www.google.com/",
});

describe("buildLeadPayload", () => {
  it("variant B: quizAnswers and an address filled from the postcode", () => {
    const payload = buildLeadPayload("b", details, answers);
    expect(payload).toEqual({
      source: "quiz",
      name: "Sian Jones",
      email: "sian@example.com",
      phone: "07700 900123",
      postcode: "CF10 1AA",
      address: "CF10 1AA",
      quizAnswers: answers,
      variant: "b",
    });
    const parsed = parseLead({ ...payload, ...attribution });
    expect(parsed.ok && parsed.lead).toMatchObject({ variant: "b", quizAnswers: answers, utm_source: "google" });
  });

  it("variant A: the answers as flat snake_case fields", () => {
    const payload = buildLeadPayload("a", details, answers);
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
    });
    expect(payload).not.toHaveProperty("quizAnswers");
    const parsed = parseLead({ ...payload, ...attribution });
    expect(parsed.ok && parsed.lead).toMatchObject({ variant: "a", quizAnswers: answers, page: "/landing" });
  });
});
