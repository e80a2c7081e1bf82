/**
 * The attribution a new lead keeps (docs/decisions/095): the first and last
 * touch in full, and the advertising click ids and user agent only when the
 * visitor accepted marketing cookies. The server drops the click ids of a
 * lead that says no consent, whatever the browser sent, so a visitor who
 * never accepted leaves none in the database.
 */
import { type ClickIds, clickIdKeys, type LeadAttribution, type Touch, utmKeys } from "~/lib/attribution";
import type { LeadInput } from "~/lib/lead-schema";
import { metaCapiConfigured } from "./delivery/meta-capi.server";

/** The User-Agent kept for the Conversions API, bounded like any untrusted text. */
const USER_AGENT_MAX = 512;

type TouchInput = Partial<Record<keyof Touch, string | undefined>>;

function touchOf(input: TouchInput | undefined, extra: { referrer?: string } = {}): Touch | null {
  if (!input) return null;
  const touch: Touch = {};
  for (const key of utmKeys) if (input[key]) touch[key] = input[key];
  if (input.landing_page) touch.landing_page = input.landing_page;
  const referrer = input.referrer ?? extra.referrer;
  if (referrer) touch.referrer = referrer;
  return Object.keys(touch).length > 0 ? touch : null;
}

export function leadAttribution(lead: LeadInput, userAgent: string | undefined): LeadAttribution {
  const consent = lead.marketing_consent === true;
  let clickIds: ClickIds | null = null;
  if (consent) {
    const found: ClickIds = {};
    for (const key of clickIdKeys) if (lead[key]) found[key] = lead[key];
    clickIds = Object.keys(found).length > 0 ? found : null;
  }
  const attribution: LeadAttribution = {
    marketingConsent: consent,
    firstTouch: touchOf(lead.first_touch),
    lastTouch: touchOf(lead, { referrer: lead.referrer }),
    clickIds,
  };
  // Printable ASCII only (a header may carry anything); the Conversions API needs it unhashed.
  const agent = userAgent?.replace(/[^\x20-\x7e]/g, "").slice(0, USER_AGENT_MAX);
  if (consent && agent && metaCapiConfigured()) attribution.userAgent = agent;
  return attribution;
}
