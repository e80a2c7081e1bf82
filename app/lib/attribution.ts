/**
 * Campaign tags (utm_*) as we keep them, on both sides: URL-safe characters
 * only and short, so a hostile or broken link can neither store long junk
 * nor make a visitor's enquiry fail (docs/decisions/015). The browser
 * normalises what it reads from the address; the server normalises again
 * whatever it is sent.
 */

export const UTM_MAX = 64;
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign"] as const;
export type UtmKey = (typeof utmKeys)[number];
export type Utm = Partial<Record<UtmKey, string>>;

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
export function normaliseUtm(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const kept = value
    .replace(/[^A-Za-z0-9._~-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, UTM_MAX)
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
