import { staffCopy } from "~/content/staff";
import type { DailyFigures } from "~/lib/staff-types";
import { formatCount } from "./funnel-cards";

const copy = staffCopy.daily;
// Plot coordinates; the SVG stretches to its box (preserveAspectRatio none) while strokes, dots and the
// axis labels (HTML, outside the SVG) keep their size, so the chart reads the same on a phone and a wide screen.
const W = 1000;
const H = 300;
const TICKS = [1, 0.5, 0];

/** Told apart by line style as well as colour, so the chart reads without colour vision. */
const series = [
  { key: "starts", label: copy.series.starts, className: "text-primary", dash: undefined },
  { key: "formReached", label: copy.series.formReached, className: "text-muted-foreground", dash: "6 4" },
  { key: "submissions", label: copy.series.submissions, className: "text-success", dash: "2 3" },
] as const;

const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** Daily starts, forms reached and submissions as an inline SVG line chart, with the figures as a table too. */
export function DailyChart({ days }: { days: DailyFigures[] }) {
  if (days.length === 0) return null;
  const max = Math.max(
    1,
    ...days.map((d) => d.starts),
    ...days.map((d) => d.formReached),
    ...days.map((d) => d.submissions),
  );
  const x = (i: number) => (days.length === 1 ? W / 2 : (i * W) / (days.length - 1));
  const y = (v: number) => (1 - v / max) * H;
  const first = days[0]!.date;
  const last = days.at(-1)!.date;
  const label = copy.chartLabel(shortDate(first), shortDate(last));
  const plotHeight = "h-44 sm:h-60";

  return (
    <section aria-labelledby="daily-trend" className="min-w-0 rounded-lg border border-border bg-background p-5">
      <h2 id="daily-trend" className="text-lg font-semibold text-primary">
        {copy.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg width="28" height="8" viewBox="0 0 28 8" className={s.className}>
              <line x1="0" y1="4" x2="28" y2="4" stroke="currentColor" strokeWidth="3" strokeDasharray={s.dash} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex gap-2 text-xs text-muted-foreground">
        <div aria-hidden="true" className={`relative w-12 shrink-0 ${plotHeight}`}>
          {TICKS.map((f) => (
            <span
              key={f}
              className="absolute right-0 -translate-y-1/2 tabular-nums"
              style={{ top: `${(1 - f) * 100}%` }}
            >
              {formatCount(Math.round(max * f))}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={label}
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className={`block w-full overflow-visible ${plotHeight}`}
          >
            <g className="text-border" stroke="currentColor">
              {TICKS.map((f) => (
                <line key={f} x1={0} x2={W} y1={y(max * f)} y2={y(max * f)} vectorEffect="non-scaling-stroke" />
              ))}
            </g>
            {series.map((s) => (
              <g
                key={s.key}
                className={s.className}
                stroke="currentColor"
                fill="none"
                vectorEffect="non-scaling-stroke"
              >
                <polyline
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  strokeDasharray={s.dash}
                  vectorEffect="non-scaling-stroke"
                  points={days.map((d, i) => `${x(i)},${y(d[s.key])}`).join(" ")}
                />
                {/* Dots as zero-length round-capped strokes: round at any stretch of the plot. */}
                {days.length <= 31 &&
                  days.map((d, i) => (
                    <path
                      key={d.date}
                      d={`M${x(i)},${y(d[s.key])}h0`}
                      strokeWidth="6"
                      strokeLinecap="round"
                      vectorEffect="non-scaling-stroke"
                    />
                  ))}
              </g>
            ))}
          </svg>
          <div aria-hidden="true" className={`mt-2 flex ${days.length > 1 ? "justify-between" : "justify-center"}`}>
            <span>{shortDate(first)}</span>
            {days.length > 1 && <span>{shortDate(last)}</span>}
          </div>
        </div>
      </div>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary underline underline-offset-4">
          {copy.showTable}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className="px-2 py-2 text-left sm:px-3">
                  {copy.dateColumn}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-2 text-right sm:px-3">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-b border-border last:border-0">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal tabular-nums sm:px-3">
                    {d.date}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-2 py-1.5 text-right tabular-nums sm:px-3">
                      {formatCount(d[s.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
