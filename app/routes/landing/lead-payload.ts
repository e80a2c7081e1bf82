import type { QuizAnswers } from "~/lib/quiz-options";
import type { Utm } from "./session";
import type { QuizVariant } from "./variant";

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  /** Already normalised ("CF10 1AA"). */
  postcode: string;
  /** Honeypot: empty for people. */
  website: string;
}

export interface Attribution extends Utm {
  page: string;
  referrer?: string;
}

/**
 * The body of POST /api/leads for a finished quiz (docs/product.md §3.1). Variant B sends
 * `quizAnswers` and an address filled from the postcode; variant A sends the
 * answers as flat snake_case fields. Both carry the variant and attribution.
 */
export function buildLeadPayload(
  variant: QuizVariant,
  details: ContactDetails,
  answers: QuizAnswers,
  attribution: Attribution,
): Record<string, unknown> {
  const contact = {
    source: "quiz",
    name: details.name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    postcode: details.postcode,
  };
  const trail = {
    variant,
    ...attribution,
    ...(details.website ? { website: details.website } : {}),
  };
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
      ...trail,
    };
  }
  return {
    ...contact,
    property_type: answers.propertyType,
    ownership: answers.ownership,
    roof_condition: answers.roofCondition,
    monthly_bill: answers.monthlyBill,
    battery_interest: answers.batteryInterest,
    ...trail,
  };
}
