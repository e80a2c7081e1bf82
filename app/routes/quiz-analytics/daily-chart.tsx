import { staffCopy } from "~/content/staff";
import type { DailyFigures } from "~/lib/staff-types";
import { formatCount } from "./funnel-cards";

const copy = staffCopy.daily;
const W = 640;
const H = 240;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

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
  const x = (i: number) =>
    PAD.left +
    (days.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (days.length - 1));
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const first = days[0]!.date;
  const last = days.at(-1)!.date;
  const label = copy.chartLabel(shortDate(first), shortDate(last));

  return (
    <section aria-labelledby="daily-trend" className="rounded-lg border border-border bg-background p-5">
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
      <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="mt-3 h-auto w-full">
        <g className="text-border" stroke="currentColor">
          {[0, 0.5, 1].map((f) => (
            <line key={f} x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} />
          ))}
        </g>
        <g className="fill-muted-foreground text-[12px]">
          {[0, 0.5, 1].map((f) => (
            <text key={f} x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end">
              {formatCount(Math.round(max * f))}
            </text>
          ))}
          <text x={PAD.left} y={H - 8}>
            {shortDate(first)}
          </text>
          {days.length > 1 && (
            <text x={W - PAD.right} y={H - 8} textAnchor="end">
              {shortDate(last)}
            </text>
          )}
        </g>
        {series.map((s) => (
          <g key={s.key} className={s.className}>
            <polyline
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeDasharray={s.dash}
              points={days.map((d, i) => `${x(i)},${y(d[s.key])}`).join(" ")}
            />
            {days.length <= 31 &&
              days.map((d, i) => <circle key={d.date} cx={x(i)} cy={y(d[s.key])} r="3" fill="currentColor" />)}
          </g>
        ))}
      </svg>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary underline underline-offset-4">
          {copy.showTable}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  {copy.dateColumn}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-left">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-b border-border last:border-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {d.date}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="px-3 py-1.5">
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
