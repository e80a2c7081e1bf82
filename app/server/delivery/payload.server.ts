import type { Lead } from "../db/schema";

/**
 * A stored lead as the webhook receives it: the field names of POST /api/leads
 * plus its id and time, every field present (null when not given).
 */
export interface LeadPayload {
  id: string;
  created_at: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  postcode: string | null;
  preferred_date: string | null;
  contact_method: string | null;
  referral: string | null;
  message: string | null;
  variant: string | null;
  quizAnswers: Record<string, string> | null;
  conversationHistory: { role: string; content: string }[] | null;
  page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

export function leadPayload(lead: Lead): LeadPayload {
  return {
    id: lead.id,
    created_at: lead.createdAt.toISOString(),
    source: lead.source,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    address: lead.address,
    postcode: lead.postcode,
    preferred_date: lead.preferredDate,
    contact_method: lead.contactMethod,
    referral: lead.referral,
    message: lead.message,
    variant: lead.variant,
    quizAnswers: lead.quizAnswers,
    conversationHistory: lead.conversationHistory,
    page: lead.page,
    referrer: lead.referrer,
    utm_source: lead.utmSource,
    utm_medium: lead.utmMedium,
    utm_campaign: lead.utmCampaign,
  };
}
