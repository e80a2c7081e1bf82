/**
 * The estimate's optional inputs as zod fields, shared by GET /api/estimate
 * (with the calculator's form) and by a quote lead that carries them: the
 * same bounds and the same messages naming the field. A blank value counts as
 * absent.
 */
import { z } from "zod";
import { occupancies, shadingLevels } from "~/content/estimate";
import { orientations } from "~/content/estimate-solar";

/** Empty text, blank text and null count as "not given". */
export const blank = (v: unknown) =>
  v === "" || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

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

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T, normalise = (v: string) => v) =>
  z.preprocess(
    (v) => (typeof v === "string" ? blank(normalise(v.trim())) : blank(v)),
    z.enum(values, { error: `${label} must be one of ${values.join(", ")}` }).optional(),
  );

/** Every input but the postcode (whose rules differ: required by the API, optional on a quote). */
export const estimateInputFields = {
  monthlyBill: number("Monthly bill", 1, 2000, " (£)"),
  annualKwh: number("Annual use", 100, 100000, " kWh"),
  orientation: choice("Orientation", orientations, (v) => v.toUpperCase()),
  pitch: number("Pitch", 0, 90, "°"),
  shading: choice("Shading", shadingLevels),
  occupancy: choice("Occupancy", occupancies),
  battery: number("Battery", 0, 20, " kWh"),
  kwp: number("System size", 0.5, 50, " kWp"),
};
