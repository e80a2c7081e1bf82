/**
 * The calculator's in-browser recalculation, loaded on the visitor's first
 * change to the form: it brings zod and the engine, which the page's first
 * load does without (the server has already rendered the result).
 */
import { estimate, type Estimate } from "./engine";
import { parseEstimateQuery } from "./query";

/** The estimate for what the form holds now, or null while it is incomplete or invalid. */
export function estimateForm(form: HTMLFormElement): Estimate | null {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  const parsed = parseEstimateQuery(params);
  if (!parsed.ok) return null;
  const result = estimate(parsed.input);
  return result.ok ? result.estimate : null;
}
