/**
 * Campaign tags (utm_*) as we keep them, on both sides: URL-safe characters
 * only and short, so a hostile or broken link can neither store long junk
 * nor make a visitor's enquiry fail (docs/decisions/015). The browser
 * normalises what it reads from the address; the server normalises again
 * whatever it is sent.
 */

export const UTM_MAX = 64;
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/**
 * Advertising click ids (Google's gclid, gbraid, wbraid; Meta's fbclid) and
 * Meta's pixel cookies (_fbc, _fbp as fbc, fbp): kept and sent only when the
 * visitor accepted marketing cookies (docs/decisions/095). Longer than
 * campaign tags (a gclid is about 100 characters), still URL-safe and bounded.
 */
export const CLICK_ID_MAX = 256;
export const clickIdKeys = ["gclid", "gbraid", "wbraid", "fbclid", "fbc", "fbp"] as const;
export type ClickIdKey = (typeof clickIdKeys)[number];
export type ClickIds = Partial<Record<ClickIdKey, string>>;
/** The click ids that arrive in a landing page's address (fbc and fbp are cookies). */
export const urlClickIdKeys = ["gclid", "gbraid", "wbraid", "fbclid"] as const satisfies readonly ClickIdKey[];

/**
 * What the quiz analytics store instead of a new utm_source once the day's
 * quota of distinct ones is used up; normaliseUtm can never produce it.
 */
export const OVERFLOW_SOURCE = "(other)";

/**
 * Runs of anything but letters, digits, '.', '_', '~' and '-' become one '-'
 * ("Spring Sale!" → "Spring-Sale"), the ends are trimmed of '-', and the
 * result is cut at UTM_MAX characters; nothing left is undefined.
 */
export function normaliseUtm(value: string | null | undefined, max: number = UTM_MAX): string | undefined {
  if (!value) return undefined;
  const kept = value
    .replace(/[^A-Za-z0-9._~-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
  return kept || undefined;
}

/** The campaign tags of a query string, normalised; tags absent or empty are left out. */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const out: Utm = {};
  for (const key of utmKeys) {
    const value = normaliseUtm(params.get(key));
    if (value) out[key] = value;
  }
  return out;
}

/** The click ids of a query string, normalised; only ever called with consent. */
export function clickIdsFromSearch(search: string): ClickIds {
  const params = new URLSearchParams(search);
  const out: ClickIds = {};
  for (const key of urlClickIdKeys) {
    const value = normaliseUtm(params.get(key), CLICK_ID_MAX);
    if (value) out[key] = value;
  }
  return out;
}

/** One visit's campaign tags with the page it landed on and where it came from. */
export interface Touch extends Utm {
  landing_page?: string;
  referrer?: string;
}

/**
 * What a stored lead keeps of its attribution beyond the page, referrer and
 * utm_source/medium/campaign columns (the last touch's): the first and last
 * touch in full, whether the visitor had accepted marketing cookies, and
 * only then the click ids and the browser's user agent (which the Meta
 * Conversions API requires for a website event). docs/decisions/095.
 */
export interface LeadAttribution {
  marketingConsent: boolean;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  /** null without consent: a visitor who never accepted leaves no click id. */
  clickIds: ClickIds | null;
  /** Only with consent and when the Conversions API is configured. */
  userAgent?: string;
}
