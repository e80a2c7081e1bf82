/**
 * The estimate's inputs as query parameters (GET /api/estimate and the
 * calculator's GET form share them), parsed with one zod schema. Empty fields
 * count as absent, so a form submitted with blanks takes the defaults.
 */
import { z } from "zod";
import { defaults } from "~/content/estimate";
import type { EstimateInput } from "./engine";
import { ESTIMATE_FIELDS } from "./fields";
import { estimateInputFields } from "./input-fields";

export const estimateQuerySchema = z
  .object({
    postcode: z
      .string({ error: "Postcode is required" })
      .trim()
      .min(1, "Postcode is required")
      .max(10, "Enter a UK postcode, such as CF10 1AA"),
    ...estimateInputFields,
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
