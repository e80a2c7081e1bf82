/**
 * The estimate's inputs a quote lead may carry (the calculator's "Get a
 * precise quote" link fills them in): all optional, each checked with the
 * same bounds as GET /api/estimate, so a bad one is refused naming its field
 * rather than stored. The server works the estimate out from them; no figure
 * the client sends is ever stored (docs/decisions/101).
 */
import { z } from "zod";
import { blank, estimateInputFields } from "./input-fields";

/** A UK postcode or just its first half ("CF10"), normalised ("CF10 1AA", "CF10"). */
export const optionalPostcodeField = z.preprocess(
  blank,
  z
    .string({ error: "Postcode must be text" })
    .trim()
    .max(10, "Please enter a valid UK postcode")
    .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
    .refine(
      (v) => /^[A-Z]{1,2}\d[A-Z\d]?(\d[A-Z]{2})?$/.test(v),
      "Please enter a valid UK postcode, or just its first half such as CF10",
    )
    .transform((v) => (/\d[A-Z]{2}$/.test(v) && v.length >= 5 ? `${v.slice(0, -3)} ${v.slice(-3)}` : v))
    .optional(),
);

export const quoteEstimateFields = {
  postcode: optionalPostcodeField,
  ...estimateInputFields,
};
