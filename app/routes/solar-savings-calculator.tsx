import { useState } from "react";
import { PageHero } from "~/components/page-hero";
import { calculatorCopy } from "~/content/estimate-page";
import { pages } from "~/content/pages";
import { estimate, type Estimate } from "~/lib/estimate/engine";
import { parseEstimateQuery } from "~/lib/estimate/query";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solar-savings-calculator";
import { CalculatorForm, FIELD_NAMES } from "./solar-savings-calculator/calculator-form";
import { EstimateResult } from "./solar-savings-calculator/estimate-result";

/**
 * Server-rendered from the GET query, so the calculator works without
 * JavaScript; with it, the same engine recalculates in the browser as the
 * visitor types (docs/decisions/043).
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const values: Record<string, string> = {};
  for (const name of FIELD_NAMES) {
    const value = params.get(name);
    if (value !== null) values[name] = value.slice(0, 20);
  }
  const base = { page: pages.solarSavingsCalculator, values };
  if (Object.keys(values).length === 0) return { ...base, errors: {}, estimate: null };
  const parsed = parseEstimateQuery(params);
  if (!parsed.ok) return { ...base, errors: parsed.fields, estimate: null };
  const result = estimate(parsed.input);
  if (!result.ok) return { ...base, errors: result.fields, estimate: null };
  return { ...base, errors: {}, estimate: result.estimate };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function SolarSavingsCalculator({ loaderData }: Route.ComponentProps) {
  const { values, errors } = loaderData;
  const [live, setLive] = useState<{ for: unknown; estimate: Estimate | null } | null>(null);
  // A new server answer (after submitting) replaces what was typed since.
  const shown = live && live.for === loaderData ? live.estimate : loaderData.estimate;
  return (
    <main id="main">
      <PageHero title={calculatorCopy.title}>{calculatorCopy.intro}</PageHero>
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CalculatorForm
          values={values}
          errors={errors}
          onChange={(form) => {
            void import("~/lib/estimate/live").then(({ estimateForm }) =>
              setLive({ for: loaderData, estimate: estimateForm(form) }),
            );
          }}
        />
        <EstimateResult estimate={shown} />
      </div>
    </main>
  );
}
