/** Shapes of the staff API responses, shared by the server and the dashboard. */

import type { DeliveryChannel, DeliveryStatus, LeadSource, LeadStatus, QuizVariant } from "./lead-constants";
import type { Lead, LeadDelivery } from "../server/db/schema";

export type Variant = QuizVariant;
export { deliveryChannels } from "./lead-constants";
export type { DeliveryChannel, DeliveryStatus };

export interface FunnelFilters {
  /** First day included, YYYY-MM-DD (Europe/London). */
  from?: string;
  /** Last day included, YYYY-MM-DD (Europe/London). */
  to?: string;
  variant?: Variant;
}

export interface VariantFigures {
  starts: number;
  formReached: number;
  submissions: number;
  conversionRate: number;
}

export interface UtmSourceFigures {
  /** null when the session carried no utm_source. */
  source: string | null;
  starts: number;
  submissions: number;
  conversionRate: number;
}

/** The utm_source values beyond the ones listed by name, summed. */
export interface UtmOtherFigures {
  /** How many distinct values are summed here. */
  sources: number;
  starts: number;
  submissions: number;
  conversionRate: number;
}

export interface DailyFigures {
  /** YYYY-MM-DD in Europe/London. */
  date: string;
  starts: number;
  formReached: number;
  submissions: number;
}

/** GET /api/quiz-analytics: the fields of docs/product.md §3.5. */
export interface QuizFunnel {
  totalStarts: number;
  formReached: number;
  /** Percentage of starts, one decimal. */
  formReachRate: number;
  submissions: number;
  conversionRate: number;
  abandoned: number;
  /** abandoned as a percentage of starts. */
  dropOffRate: number;
  /** Question id → sessions that answered it. */
  questionDropoff: Record<string, number>;
  /** Question id → answer → sessions that gave it. */
  popularAnswers: Record<string, Record<string, number>>;
  variants: Record<Variant, VariantFigures>;
  /** The sources with the most starts (at most 20), most first. */
  utmSources: UtmSourceFigures[];
  /** The other sources summed; null when every source is listed. */
  utmOther: UtmOtherFigures | null;
  daily: DailyFigures[];
  filters: FunnelFilters;
}

/** A lead's delivery through one channel, as JSON. */
export type StaffDelivery = Pick<LeadDelivery, "channel" | "status" | "attempts" | "lastError"> & {
  deliveredAt: string | null;
  updatedAt: string;
};

/** A staff note on a lead, as JSON. */
export interface StaffNote {
  id: number;
  createdAt: string;
  text: string;
}

/** Another enquiry of the same person (docs/decisions/085), for "also enquired on …". */
export interface RelatedLead {
  id: string;
  createdAt: string;
  source: Lead["source"];
  /** Searched for by the inbox's link to that enquiry. */
  email: string;
}

/**
 * A stored lead as JSON: the table's row (so a new column appears here by
 * itself) but for the normalised identity columns, dates as ISO text.
 */
export type StaffLead = Omit<
  Lead,
  "createdAt" | "firstContactedAt" | "erasedAt" | "emailNormalized" | "phoneNormalized"
> & {
  createdAt: string;
  firstContactedAt: string | null;
  /** When the person's details were erased (docs/product.md §16); null for a lead that has them. */
  erasedAt: string | null;
  deliveries: StaffDelivery[];
  /** Oldest first. */
  notes: StaffNote[];
  /** Every other lead with the same normalised e-mail or UK phone, oldest first. */
  relatedLeadIds: string[];
  /** The same leads, with what the inbox shows of them. */
  related: RelatedLead[];
};

/** GET /api/leads filters: a pipeline status and free-text search (name, e-mail, phone, postcode). */
export interface LeadFilters {
  status?: LeadStatus;
  q?: string;
  source?: LeadSource;
  /** First day received, YYYY-MM-DD (Europe/London). */
  from?: string;
  /** Last day received, YYYY-MM-DD (Europe/London). */
  to?: string;
}

/** GET /api/leads */
export interface LeadPage {
  leads: StaffLead[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** Leads received and won, from one source. */
export interface ConversionFigures {
  /** A lead source, or a utm_source (null: none). */
  source: string | null;
  leads: number;
  won: number;
  /** won as a percentage of leads, one decimal. */
  rate: number;
}

/** The sales pipeline's figures on the dashboard (docs/product.md §15). */
export interface PipelineFigures {
  /** Wall-clock minutes from receipt to the first move out of new (booking leads left out); null before any. */
  medianMinutesToFirstContact: number | null;
  /** Leads with a first contact, behind the median. */
  contacted: number;
  /** Leads still new. */
  waiting: number;
  bySource: ConversionFigures[];
  /** The utm_source values with the most leads (at most 10). */
  byUtmSource: ConversionFigures[];
}
