import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { calculatorCopy as copy } from "~/content/estimate-page";
import type { Estimate } from "~/lib/estimate/engine";
import { gbp, kwh, kwp, percent, range, years } from "~/lib/estimate/format";

/**
 * The query that carries the visitor's case on to the quote form, which
 * prefills from it and sends it with the lead, so the estimate stored with
 * the lead is the one shown here (the size as shown, sized or given).
 */
function quoteHref(e: Estimate): string {
  const i = e.detail.input;
  const params = new URLSearchParams({ postcode: e.postcode });
  if (i.annualKwh !== undefined) params.set("annualKwh", String(i.annualKwh));
  else if (i.monthlyBill !== undefined) params.set("monthlyBill", String(i.monthlyBill));
  params.set("kwp", String(e.kwp));
  params.set("orientation", i.orientation);
  params.set("pitch", String(i.pitch));
  params.set("shading", i.shading);
  params.set("occupancy", i.occupancy);
  params.set("battery", String(i.battery));
  return `/contact-us?${params.toString()}#quote-form`;
}

function Steps({ e }: { e: Estimate }) {
  const d = e.detail;
  return (
    <ol className="mt-4 list-decimal space-y-3 pl-5 text-foreground">
      <li>
        <strong>Where:</strong> {e.postcode} lies in SAP&apos;s “{d.location.regionName}” climate region
        {d.location.precision === "uk-fallback" ? " (a coarser match: we assign most UK areas by region)" : ""}. A roof
        like yours there yields about {kwh(Math.round(d.yieldPerKwp))} a year for each kWp of panels.
      </li>
      <li>
        <strong>Generation:</strong> {kwp(e.kwp)}
        {d.kwpSized ? " (sized to your use and a typical roof)" : ""} × {Math.round(d.yieldPerKwp)} kWh/kWp × shade
        factor {d.shadeFactor} = about {kwh(e.generationKwh.typical)} a year, give or take a tenth for the weather.
      </li>
      <li>
        <strong>Your use:</strong> about {kwh(Math.round(d.annualKwh / 10) * 10)} a year. Of what the panels make, you
        would use {percent(e.selfUseShare.low)} to {percent(e.selfUseShare.high)} in the home; the rest is exported.
      </li>
      <li>
        <strong>Money:</strong> each kWh you use yourself saves the price-cap unit rate; each kWh exported earns a Smart
        Export Guarantee rate. Your standing charge stays the same.
      </li>
      <li>
        <strong>Payback:</strong> the installed cost divided by the yearly saving.
      </li>
    </ol>
  );
}

/** The result panel; its summary sentence is announced politely when the figures change. */
export function EstimateResult({ estimate: e }: { estimate: Estimate | null }) {
  const summary = e
    ? `Estimated savings and export income ${gbp(e.annualSavingsGbp.low)} to ${gbp(e.annualSavingsGbp.high)} a year, payback ${years(e.paybackYears.low)} to ${years(e.paybackYears.high)}.`
    : copy.emptyResult;
  return (
    <section aria-labelledby="calc-result-heading" className="rounded-xl bg-surface p-6 sm:p-8">
      <h2 id="calc-result-heading" className="text-2xl font-bold text-primary">
        {copy.resultHeading}
      </h2>
      <p id="calc-summary" aria-live="polite" className="mt-3 text-lg font-semibold text-foreground">
        {summary}
      </p>
      {e ? (
        <>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {[
              ["System size", kwp(e.kwp)],
              ["Generation a year", range(e.generationKwh, kwh)],
              ["Used in your home", range(e.selfUseShare, percent)],
              ["Savings and export income a year", range(e.annualSavingsGbp, gbp)],
              ["Installed cost", `${gbp(e.systemCostGbp.low)} to ${gbp(e.systemCostGbp.high)}`],
              ["Payback", range(e.paybackYears, years)],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-background p-4">
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="mt-1 font-semibold text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-8 text-lg font-bold text-primary">How we got there</h3>
          <Steps e={e} />
          <h3 className="mt-8 text-lg font-bold text-primary">Please note</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground">
            {copy.caveats.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <details className="mt-6">
            <summary className="cursor-pointer font-semibold text-primary">Every assumption used</summary>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {e.assumptions.map((a) => (
                <li key={a.name}>
                  <span className="font-semibold text-foreground">{a.name}:</span> {a.value} {a.unit}. {a.source} (
                  {a.asOf}).
                </li>
              ))}
            </ul>
          </details>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to={quoteHref(e)} className={buttonVariants({ variant: "accent", size: "lg" })}>
              {copy.cta}
            </Link>
            <Link to="/how-we-estimate" className={buttonVariants({ variant: "link" })}>
              {copy.methodLink}
            </Link>
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{copy.ctaNote}</p>
        </>
      ) : null}
    </section>
  );
}
