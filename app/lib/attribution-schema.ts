import { z } from "zod";
import { normaliseUtm } from "./attribution";

/**
 * A campaign tag in a payload: text, normalised to URL-safe characters and cut
 * short (docs/decisions/015). Its content is never a reason to refuse a lead
 * or an event; a value that is not text is.
 */
export const utmField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? normaliseUtm(v) : v === null ? undefined : v),
    z.string({ error: `${label} must be text` }).optional(),
  );
