/**
 * UK postcode (full, or only the outward code) to the SAP climate region the
 * estimate uses. Only the letters of the area matter for the climate; the
 * rest is checked for shape so that a typo is refused rather than guessed.
 */
import { fallbackAreaRegion, sapRegions, servedAreaRegion } from "~/content/estimate-solar";

export interface PostcodeLocation {
  /** Normalised: upper case, one space before the inward code. */
  postcode: string;
  area: string;
  region: number;
  regionName: string;
  /** Served areas are mapped one by one; the rest of the UK more coarsely. */
  precision: "served-area" | "uk-fallback";
}

export type PostcodeResult = { ok: true; location: PostcodeLocation } | { ok: false; error: string };

const OUTWARD = /^([A-Z]{1,2})([0-9][A-Z0-9]?)$/;
const FULL = /^([A-Z]{1,2})([0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;

export const POSTCODE_FORMAT_ERROR = "Enter a UK postcode, such as CF10 1AA, or just its first half, such as CF10";
export const POSTCODE_NOT_UK_ERROR =
  "That postcode is outside the UK mainland areas we can estimate for (England, Wales, Scotland and Northern Ireland)";

export function locatePostcode(input: string): PostcodeResult {
  const compact = input.toUpperCase().replace(/\s+/g, "");
  if (compact.length < 2 || compact.length > 7) return { ok: false, error: POSTCODE_FORMAT_ERROR };
  const full = FULL.exec(compact);
  const outward = full ? null : OUTWARD.exec(compact);
  const match = full ?? outward;
  if (!match) return { ok: false, error: POSTCODE_FORMAT_ERROR };
  const area = match[1]!;
  const served = servedAreaRegion[area];
  const region = served ?? fallbackAreaRegion[area];
  // Jersey, Guernsey and the Isle of Man (JE, GY, IM) have postcodes of the same
  // shape but lie outside the UK's tariffs and SEG, so they are refused too.
  if (region === undefined) return { ok: false, error: POSTCODE_NOT_UK_ERROR };
  const postcode = full ? `${area}${match[2]} ${match[3]}` : `${area}${match[2]}`;
  return {
    ok: true,
    location: {
      postcode,
      area,
      region,
      regionName: sapRegions[region]!,
      precision: served === undefined ? "uk-fallback" : "served-area",
    },
  };
}
