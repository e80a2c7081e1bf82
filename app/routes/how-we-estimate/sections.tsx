import type { Sourced } from "~/content/estimate";
import type { Estimate } from "~/lib/estimate/engine";
import { gbp, kwh, kwp, percent, range, years } from "~/lib/estimate/format";

export function WorkedExample({ example: e }: { example: Estimate }) {
  const d = e.detail;
  return (
    <section aria-labelledby="method-example">
      <h2 id="method-example" className="text-2xl font-bold text-primary">
        A worked example
      </h2>
      <p className="mt-3 text-muted-foreground">
        A semi-detached house in Cardiff ({e.postcode}) with a £90 monthly electricity bill, a south-facing roof at 35°,
        no shading, someone in for half the day and no battery.
      </p>
      <ol className="mt-4 list-decimal space-y-2 pl-5">
        <li>
          Yearly use: (£90 × 12 − the standing charge for 365 days) ÷ the unit rate = {kwh(Math.round(d.annualKwh))}.
        </li>
        <li>
          Kk for {d.location.regionName}, south, 35°: {Math.round(d.yieldPerKwp)} kWh per kWp. A system sized to the
          use: {kwp(e.kwp)}.
        </li>
        <li>Generation: {range(e.generationKwh, kwh)} a year.</li>
        <li>Used in the home: {range(e.selfUseShare, percent)}.</li>
        <li>Savings and export income: {range(e.annualSavingsGbp, gbp)} a year.</li>
        <li>
          Installed cost {gbp(e.systemCostGbp.low)} to {gbp(e.systemCostGbp.high)}; payback{" "}
          {range(e.paybackYears, years)}.
        </li>
      </ol>
    </section>
  );
}

export function ConstantsTable({ constants }: { constants: Sourced[] }) {
  return (
    <section aria-labelledby="method-constants">
      <h2 id="method-constants" className="text-2xl font-bold text-primary">
        Every constant, its source and date
      </h2>
      <ul className="mt-4 divide-y divide-border border-y border-border">
        {constants.map((c) => (
          <li key={c.name} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:gap-x-6">
            <p className="font-semibold text-foreground">{c.name}</p>
            <p className="text-foreground sm:text-right">
              {c.value} {c.unit}
            </p>
            <p className="text-sm text-muted-foreground sm:col-span-2">
              {c.source}. Applies from {c.asOf}.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
