import type { LeadPayload } from "~/lib/lead-client";
import type { QuizAnswers } from "~/lib/quiz-options";
import type { QuizVariant } from "./variant";

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  /** Already normalised ("CF10 1AA"). */
  postcode: string;
}

/**
 * The body of POST /api/leads for a finished quiz (docs/product.md §3.1), without the
 * attribution and honeypot that the lead client and the form add. Variant B
 * sends `quizAnswers` and an address filled from the postcode; variant A
 * sends the answers as flat snake_case fields. Both carry the variant.
 */
export function buildLeadPayload(variant: QuizVariant, details: ContactDetails, answers: QuizAnswers): LeadPayload {
  const contact = {
    source: "quiz",
    name: details.name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    postcode: details.postcode,
    variant,
  } as const;
  if (variant === "b") {
    return {
      ...contact,
      address: details.postcode,
      quizAnswers: {
        propertyType: answers.propertyType,
        ownership: answers.ownership,
        roofCondition: answers.roofCondition,
        monthlyBill: answers.monthlyBill,
        batteryInterest: answers.batteryInterest,
      },
    };
  }
  return {
    ...contact,
    property_type: answers.propertyType,
    ownership: answers.ownership,
    roof_condition: answers.roofCondition,
    monthly_bill: answers.monthlyBill,
    battery_interest: answers.batteryInterest,
  };
}
