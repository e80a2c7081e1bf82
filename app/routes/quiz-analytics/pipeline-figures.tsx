import { durationText, pipelineFiguresCopy as copy } from "~/content/pipeline";
import { staffCopy } from "~/content/staff";
import type { ConversionFigures, PipelineFigures } from "~/lib/staff-types";
import { formatCount, formatRate } from "./funnel-cards";

const sourceName = (s: string | null) => (s === null ? copy.noUtm : (staffCopy.leads.sources[s] ?? s));

function ConversionTable({ caption, rows, utm }: { caption: string; rows: ConversionFigures[]; utm?: boolean }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-background p-4">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              {copy.sourceColumn}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {copy.leadsColumn}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {copy.wonColumn}
            </th>
            <th scope="col" className="py-2 text-right">
              {copy.rateColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.source ?? ""} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-3 font-normal break-all">
                {utm ? (r.source ?? copy.noUtm) : sourceName(r.source)}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.leads)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatCount(r.won)}</td>
              <td className="py-2 text-right tabular-nums">{formatRate(r.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Speed to lead and lead-to-won conversion, below the quiz funnel's filters. */
export function PipelineFiguresSection({ figures }: { figures: PipelineFigures }) {
  const median = figures.medianMinutesToFirstContact;
  return (
    <section aria-labelledby="pipeline-figures" className="space-y-4">
      <div>
        <h2 id="pipeline-figures" className="text-xl font-bold text-primary">
          {copy.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      {figures.bySource.length === 0 ? (
        <p className="rounded-lg border border-border bg-background p-6 text-muted-foreground">{copy.empty}</p>
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg border border-border bg-background p-5">
              <dt className="text-sm font-medium text-muted-foreground">{copy.medianToContact}</dt>
              <dd className="mt-1 text-3xl font-bold">{median === null ? copy.none : durationText(median)}</dd>
              <dd className="text-sm text-muted-foreground">
                {copy.contacted(figures.contacted)}. {copy.medianHint}.
              </dd>
            </div>
            <div className="rounded-lg border border-border bg-background p-5">
              <dt className="text-sm font-medium text-muted-foreground">{copy.waiting}</dt>
              <dd className="mt-1 text-3xl font-bold">{formatCount(figures.waiting)}</dd>
            </div>
          </dl>
          <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
            <ConversionTable caption={copy.bySource} rows={figures.bySource} />
            <ConversionTable caption={copy.byUtmSource} rows={figures.byUtmSource} utm />
          </div>
        </>
      )}
    </section>
  );
}
