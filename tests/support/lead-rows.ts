import { isDeepStrictEqual } from "node:util";
import { parseLead } from "~/lib/lead-schema";
import type { Lead } from "~/server/db/schema";

/** A stored lead row as the payload it came from (for checking it against the shared schema). */
export function rowAsInput(row: Lead): Record<string, unknown> {
  const input: Record<string, unknown> = {
    source: row.source,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address ?? undefined,
    page: row.page ?? undefined,
    referrer: row.referrer ?? undefined,
    utm_source: row.utmSource ?? undefined,
    utm_medium: row.utmMedium ?? undefined,
    utm_campaign: row.utmCampaign ?? undefined,
  };
  const message = row.message ?? undefined;
  switch (row.source) {
    case "contact":
      return Object.assign(input, {
        preferred_date: row.preferredDate ?? undefined,
        contact_method: row.contactMethod ?? undefined,
        referral: row.referral ?? undefined,
        message,
      });
    case "quote":
      return Object.assign(input, { referral: row.referral ?? undefined, message });
    case "quiz":
      return Object.assign(input, { postcode: row.postcode, variant: row.variant, quizAnswers: row.quizAnswers });
    default:
      return Object.assign(input, { message, conversationHistory: row.conversationHistory });
  }
}

const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/**
 * Why a stored row is not a complete, valid lead (undefined when it is): it
 * must pass the shared schema, and already in its normalised form (parsing it
 * again changes nothing).
 */
export function leadRowProblem(row: Lead): string | undefined {
  const input = rowAsInput(row);
  const parsed = parseLead(input);
  if (!parsed.ok) return `invalid lead ${JSON.stringify(input)}: ${JSON.stringify(parsed.fields)}`;
  if (!isDeepStrictEqual(defined(parsed.lead), defined(input))) {
    return `not normalised: ${JSON.stringify(input)} became ${JSON.stringify(parsed.lead)}`;
  }
  return undefined;
}
