/**
 * The estimate's inputs as query parameters (GET /api/estimate and the
 * calculator's GET form share them), parsed with one zod schema. Empty fields
 * count as absent, so a form submitted with blanks takes the defaults.
 */
import { z } from "zod";
import { defaults, occupancies, shadingLevels } from "~/content/estimate";
import { orientations } from "~/content/estimate-solar";
import type { EstimateInput } from "./engine";
import { ESTIMATE_FIELDS } from "./fields";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const number = (label: string, min: number, max: number, unit = "") =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .min(min, `${label} must be at least ${min}${unit}`)
      .max(max, `${label} must be at most ${max}${unit}`)
      .optional(),
  );

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (blankToUndefined(v) as string | undefined)?.trim() : v),
    z.enum(values, { error: `${label} must be one of ${values.join(", ")}` }).optional(),
  );

export const estimateQuerySchema = z
  .object({
    postcode: z
      .string({ error: "Postcode is required" })
      .trim()
      .min(1, "Postcode is required")
      .max(10, "Enter a UK postcode, such as CF10 1AA"),
    monthlyBill: number("Monthly bill", 1, 2000, " (£)"),
    annualKwh: number("Annual use", 100, 100000, " kWh"),
    orientation: z.preprocess(
      (v) => (typeof v === "string" ? (blankToUndefined(v) as string | undefined)?.trim().toUpperCase() : v),
      z.enum(orientations, { error: `Orientation must be one of ${orientations.join(", ")}` }).optional(),
    ),
    pitch: number("Pitch", 0, 90, "°"),
    shading: choice("Shading", shadingLevels),
    occupancy: choice("Occupancy", occupancies),
    battery: number("Battery", 0, 20, " kWh"),
    kwp: number("System size", 0.5, 50, " kWp"),
  })
  .superRefine((value, ctx) => {
    if (value.monthlyBill === undefined && value.annualKwh === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["monthlyBill"],
        message: "Give your monthly bill (£) or your annual use (kWh)",
      });
    }
  });

export type EstimateQueryResult =
  { ok: true; input: EstimateInput } | { ok: false; error: string; fields: Record<string, string> };

/** Reads the known parameters (the first of any repeated one); unknown parameters are ignored. */
export function parseEstimateQuery(params: URLSearchParams): EstimateQueryResult {
  const raw: Record<string, string> = {};
  for (const key of ESTIMATE_FIELDS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = estimateQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "query");
      fields[key] ??= issue.message;
    }
    return { ok: false, error: Object.values(fields)[0]!, fields };
  }
  const v = parsed.data;
  return {
    ok: true,
    input: {
      postcode: v.postcode,
      // A given annual use is the better figure; the bill is then ignored.
      annualKwh: v.annualKwh,
      monthlyBill: v.annualKwh === undefined ? v.monthlyBill : undefined,
      orientation: v.orientation ?? defaults.orientation,
      pitch: v.pitch ?? defaults.pitch,
      shading: v.shading ?? defaults.shading,
      occupancy: v.occupancy ?? defaults.occupancy,
      battery: v.battery ?? defaults.battery,
      kwp: v.kwp,
    },
  };
}
