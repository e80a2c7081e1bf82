import { z } from "zod";
import { CLICK_ID_MAX, normaliseUtm, UTM_MAX } from "./attribution";

/**
 * A campaign tag in a payload: text, normalised to URL-safe characters and cut
 * short (docs/decisions/015). Its content is never a reason to refuse a lead
 * or an event; a value that is not text is.
 */
export const utmField = (label: string, max: number = UTM_MAX) =>
  z.preprocess(
    (v) => (typeof v === "string" ? normaliseUtm(v, max) : v === null ? undefined : v),
    z.string({ error: `${label} must be text` }).optional(),
  );

/** An advertising click id or Meta cookie value: the same rule, a longer bound (docs/decisions/095). */
export const clickIdField = (label: string) => utmField(label, CLICK_ID_MAX);
