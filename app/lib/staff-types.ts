/** Shapes of the staff API responses, shared by the server and the dashboard. */

export type Variant = "a" | "b";

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

export type DeliveryStatus = "pending" | "delivered" | "failed";
export type DeliveryChannel = "email" | "webhook";
export const deliveryChannels: readonly DeliveryChannel[] = ["email", "webhook"];

export interface StaffDelivery {
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  updatedAt: string;
}

export interface StaffLead {
  id: string;
  createdAt: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  postcode: string | null;
  preferredDate: string | null;
  contactMethod: string | null;
  referral: string | null;
  message: string | null;
  quizAnswers: Record<string, string> | null;
  conversationHistory: { role: string; content: string }[] | null;
  variant: string | null;
  page: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  deliveries: StaffDelivery[];
}

/** GET /api/leads */
export interface LeadPage {
  leads: StaffLead[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}
