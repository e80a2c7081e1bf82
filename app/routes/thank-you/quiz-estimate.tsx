/**
 * /thank-you after the quiz: the estimate the server stored with the lead,
 * for the visitor's own postcode, handed over in the navigation's state. The
 * page is prerendered without it, so it appears only once the browser has
 * taken over (a reload keeps it; a visit from elsewhere has none).
 */
import { Link, useLocation } from "react-router";
import { quizEstimateCopy as copy } from "~/content/estimate-quiz";
import { useBrowserValue } from "~/lib/browser-value";
import type { Range } from "~/lib/estimate/engine";
import { gbp, range, years } from "~/lib/estimate/format";
import type { StoredEstimate } from "~/lib/estimate/stored";

const isRange = (r: unknown): r is Range =>
  typeof r === "object" &&
  r !== null &&
  ["low", "typical", "high"].every((k) => Number.isFinite((r as Record<string, unknown>)[k]));

/** The quiz's estimate in the location state, if it is one (the state is the browser's, so it is checked). */
function estimateFrom(state: unknown): StoredEstimate | null {
  const e = (state as { quizEstimate?: StoredEstimate } | null)?.quizEstimate;
  if (!e || typeof e !== "object" || !e.outputs || !e.inputs) return null;
  if (!isRange(e.outputs.annualSavingsGbp) || !isRange(e.outputs.paybackYears)) return null;
  if (typeof e.inputs.monthlyBill !== "number" || typeof e.outputs.postcode !== "string") return null;
  return e;
}

export function QuizEstimate() {
  const location = useLocation();
  // False in the prerendered HTML and while hydrating it, so the markup matches; true once the browser renders.
  const inBrowser = useBrowserValue(() => true, false);
  const estimate = inBrowser ? estimateFrom(location.state) : null;
  if (!estimate) return null;
  const o = estimate.outputs;
  return (
    <section
      aria-labelledby="quiz-estimate-heading"
      className="mt-10 rounded-xl border border-border bg-background p-6 text-left shadow-sm"
    >
      <h2 id="quiz-estimate-heading" className="text-xl font-bold text-primary">
        {copy.thankYouHeading}
      </h2>
      <p className="mt-3 font-semibold text-foreground">
        {copy.contactLine(range(o.annualSavingsGbp, gbp), range(o.paybackYears, years))}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {copy.thankYouCase(estimate.inputs.monthlyBill!, o.postcode)}{" "}
        <Link to="/how-we-estimate" className="font-medium text-primary underline underline-offset-4">
          {copy.methodLink}
        </Link>
      </p>
    </section>
  );
}
