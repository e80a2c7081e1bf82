import { staffCopy } from "~/content/staff";
import { OVERFLOW_SOURCE } from "~/lib/attribution";
import { quizVariants } from "~/lib/lead-constants";
import type { QuizFunnel, UtmSourceFigures, VariantFigures } from "~/lib/staff-types";
import { formatCount, formatRate } from "./funnel-cards";

const panel = "min-w-0 rounded-lg border border-border bg-background p-5";
// Tight cells on phones so four columns fit in 390 px; figures right-aligned to compare by eye.
const th = "px-2 py-2 text-left font-semibold sm:px-3";
const num = "px-2 py-2 text-right tabular-nums sm:px-3";
const numHead = "px-2 py-2 text-right font-semibold sm:px-3";

const figureRows: { key: keyof VariantFigures; format: (f: VariantFigures) => string }[] = [
  { key: "starts", format: (f) => formatCount(f.starts) },
  { key: "formReached", format: (f) => formatCount(f.formReached) },
  { key: "submissions", format: (f) => formatCount(f.submissions) },
  { key: "conversionRate", format: (f) => formatRate(f.conversionRate) },
];

/** Variant A against B side by side, and the utm_source breakdown. */
export function Breakdowns({ funnel }: { funnel: QuizFunnel }) {
  const best =
    funnel.variants.a.starts > 0 &&
    funnel.variants.b.starts > 0 &&
    funnel.variants.a.conversionRate !== funnel.variants.b.conversionRate
      ? funnel.variants.a.conversionRate > funnel.variants.b.conversionRate
        ? "a"
        : "b"
      : undefined;
  const copy = staffCopy.variants;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="variant-comparison" className={panel}>
        <h2 id="variant-comparison" className="text-lg font-semibold text-primary">
          {copy.heading}
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className={th}>
                  <span className="sr-only">{copy.figureColumn}</span>
                </th>
                {quizVariants.map((v) => (
                  <th key={v} scope="col" className={`${numHead} ${v === best ? "bg-success-soft" : ""}`}>
                    {copy.names[v]}
                    {v === best && <span className="block text-xs font-medium text-success">{copy.better}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figureRows.map((row) => (
                <tr key={row.key} className="border-b border-border last:border-0">
                  <th scope="row" className={`${th} font-medium`}>
                    {copy.rows[row.key]}
                  </th>
                  {quizVariants.map((v) => (
                    <td key={v} className={`${num} ${v === best ? "bg-success-soft" : ""}`}>
                      {row.format(funnel.variants[v])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="utm-sources" className={panel}>
        <h2 id="utm-sources" className="text-lg font-semibold text-primary">
          {staffCopy.utm.heading}
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-border">
              <tr>
                {staffCopy.utm.columns.map((c, i) => (
                  <th key={c} scope="col" className={i === 0 ? th : numHead}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {funnel.utmSources.map((u) => (
                <SourceRow key={u.source ?? ""} name={sourceName(u.source)} figures={u} />
              ))}
              {funnel.utmOther && (
                <SourceRow name={staffCopy.utm.other(funnel.utmOther.sources)} figures={funnel.utmOther} muted />
              )}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

/** Shown as the server stores them: no tag, the daily-limit label, or the tag itself. */
function sourceName(source: string | null): string {
  if (source === null) return staffCopy.utm.none;
  return source === OVERFLOW_SOURCE ? staffCopy.utm.overflow : source;
}

function SourceRow({
  name,
  figures,
  muted = false,
}: {
  name: string;
  figures: Omit<UtmSourceFigures, "source">;
  muted?: boolean;
}) {
  return (
    <tr className={`border-b border-border last:border-0 ${muted ? "text-muted-foreground" : ""}`}>
      <th scope="row" className={`${th} font-medium break-all`}>
        {name}
      </th>
      <td className={num}>{formatCount(figures.starts)}</td>
      <td className={num}>
        {formatCount(figures.submissions)} ({formatRate(figures.conversionRate)})
      </td>
    </tr>
  );
}
