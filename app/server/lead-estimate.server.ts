/**
 * The estimate stored with a lead (docs/product.md §13.6): worked out here, by
 * the engine, from the lead's own validated fields when it arrives, never
 * taken from the browser. A quiz lead uses its postcode and the bill its bill
 * answer stands for; a quote lead its postcode with the bill or use and roof
 * it carries (Ofgem's typical use when it gives neither). Without a postcode,
 * or when the engine cannot estimate (a postcode outside the areas it knows),
 * the lead is stored without one: an estimate never costs a lead.
 */
import { consumption, defaults, ESTIMATE_CONSTANTS_VERSION } from "~/content/estimate";
import { quizBillCases } from "~/content/estimate-quiz";
import { estimate, type EstimateInput } from "~/lib/estimate/engine";
import type { StoredEstimate, StoredEstimateInputs } from "~/lib/estimate/stored";
import type { LeadInput } from "~/lib/lead-schema";
import { getLogger } from "./logger.server";

function inputsFor(lead: LeadInput): StoredEstimateInputs | null {
  const roof = {
    orientation: defaults.orientation,
    pitch: defaults.pitch,
    shading: defaults.shading,
    occupancy: defaults.occupancy,
    battery: defaults.battery,
    kwp: null,
    quizBillBand: null,
  } as const;
  if (lead.source === "quiz") {
    const band = lead.quizAnswers.monthlyBill;
    return {
      ...roof,
      postcode: lead.postcode,
      monthlyBill: quizBillCases[band],
      annualKwh: null,
      use: "quiz-bill-band",
      quizBillBand: band,
    };
  }
  if (lead.source !== "quote" || !lead.postcode) return null;
  // A given use wins over a bill, as on the calculator.
  const use =
    lead.annualKwh !== undefined ? "annual-kwh" : lead.monthlyBill !== undefined ? "monthly-bill" : "typical-use";
  return {
    postcode: lead.postcode,
    monthlyBill: use === "monthly-bill" ? (lead.monthlyBill ?? null) : null,
    annualKwh:
      use === "annual-kwh" ? (lead.annualKwh ?? null) : use === "typical-use" ? consumption.typical.value : null,
    orientation: lead.orientation ?? roof.orientation,
    pitch: lead.pitch ?? roof.pitch,
    shading: lead.shading ?? roof.shading,
    occupancy: lead.occupancy ?? roof.occupancy,
    battery: lead.battery ?? roof.battery,
    kwp: lead.kwp ?? null,
    use,
    quizBillBand: null,
  };
}

/** The lead's estimate, or null when it has too little to go on or the engine refuses its inputs. */
export function estimateForLead(lead: LeadInput): StoredEstimate | null {
  const inputs = inputsFor(lead);
  if (!inputs) return null;
  const engineInput: EstimateInput = {
    postcode: inputs.postcode,
    monthlyBill: inputs.monthlyBill ?? undefined,
    annualKwh: inputs.annualKwh ?? undefined,
    orientation: inputs.orientation,
    pitch: inputs.pitch,
    shading: inputs.shading,
    occupancy: inputs.occupancy,
    battery: inputs.battery,
    kwp: inputs.kwp ?? undefined,
  };
  try {
    const result = estimate(engineInput);
    if (!result.ok) return null;
    const e = result.estimate;
    return {
      constantsVersion: ESTIMATE_CONSTANTS_VERSION,
      inputs,
      outputs: {
        postcode: e.postcode,
        kwp: e.kwp,
        annualKwh: Math.round(e.detail.annualKwh),
        generationKwh: e.generationKwh,
        selfUseShare: e.selfUseShare,
        annualSavingsGbp: e.annualSavingsGbp,
        systemCostGbp: e.systemCostGbp,
        paybackYears: e.paybackYears,
      },
    };
  } catch (err) {
    // The engine is pure and its inputs validated; a throw is a bug, logged, and the lead is kept.
    getLogger().error({ err, source: lead.source }, "estimate for a lead failed");
    return null;
  }
}
