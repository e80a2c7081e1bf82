/**
 * The estimate's inputs a quote lead may carry (the calculator's "Get a
 * precise quote" link fills them in): all optional, each checked with the
 * same bounds as GET /api/estimate, so a bad one is refused naming its field
 * rather than stored. The server works the estimate out from them; no figure
 * the client sends is ever stored (docs/decisions/101).
 */
import { z } from "zod";
import { occupancies, shadingLevels } from "~/content/estimate";
import { orientations } from "~/content/estimate-solar";

const blank = (v: unknown) => (v === "" || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const number = (label: string, min: number, max: number, unit = "") =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .min(min, `${label} must be at least ${min}${unit}`)
      .max(max, `${label} must be at most ${max}${unit}`)
      .optional(),
  );

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? blank(v.trim()) : blank(v)),
    z.enum(values, { error: `${label} must be one of ${values.join(", ")}` }).optional(),
  );

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
  monthlyBill: number("Monthly bill", 1, 2000, " (£)"),
  annualKwh: number("Annual use", 100, 100000, " kWh"),
  orientation: z.preprocess(
    (v) => (typeof v === "string" ? blank(v.trim().toUpperCase()) : blank(v)),
    z.enum(orientations, { error: `Orientation must be one of ${orientations.join(", ")}` }).optional(),
  ),
  pitch: number("Pitch", 0, 90, "°"),
  shading: choice("Shading", shadingLevels),
  occupancy: choice("Occupancy", occupancies),
  battery: number("Battery", 0, 20, " kWh"),
  kwp: number("System size", 0.5, 50, " kWp"),
};
