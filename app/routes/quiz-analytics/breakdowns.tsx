import { staffCopy } from "~/content/staff";
import type { QuizFunnel, Variant } from "~/lib/staff-types";
import { formatCount, formatRate } from "./funnel-cards";

const panel = "rounded-lg border border-border bg-background p-5";
const th = "px-3 py-2 text-left font-semibold";
const td = "px-3 py-2";

/** Variant A against B side by side, and the utm_source breakdown. */
export function Breakdowns({ funnel }: { funnel: QuizFunnel }) {
  const variants: Variant[] = ["a", "b"];
  const best =
    funnel.variants.a.starts > 0 &&
    funnel.variants.b.starts > 0 &&
    funnel.variants.a.conversionRate !== funnel.variants.b.conversionRate
      ? funnel.variants.a.conversionRate > funnel.variants.b.conversionRate
        ? "a"
        : "b"
      : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="variant-comparison" className={panel}>
        <h2 id="variant-comparison" className="text-lg font-semibold text-primary">
          {staffCopy.variants.heading}
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-border">
              <tr>
                {staffCopy.variants.columns.map((c) => (
                  <th key={c} scope="col" className={th}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {variants.map((v) => {
                const f = funnel.variants[v];
                return (
                  <tr key={v} className={v === best ? "bg-success-soft" : undefined}>
                    <th scope="row" className={th}>
                      {staffCopy.variants.names[v]}
                      {v === best && (
                        <span className="ml-2 text-xs font-medium text-success">{staffCopy.variants.better}</span>
                      )}
                    </th>
                    <td className={td}>{formatCount(f.starts)}</td>
                    <td className={td}>{formatCount(f.formReached)}</td>
                    <td className={td}>{formatCount(f.submissions)}</td>
                    <td className={td}>{formatRate(f.conversionRate)}</td>
                  </tr>
                );
              })}
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
                {staffCopy.utm.columns.map((c) => (
                  <th key={c} scope="col" className={th}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {funnel.utmSources.map((u) => (
                <tr key={u.source ?? ""} className="border-b border-border last:border-0">
                  <th scope="row" className={`${th} font-medium break-all`}>
                    {u.source ?? staffCopy.utm.none}
                  </th>
                  <td className={td}>{formatCount(u.starts)}</td>
                  <td className={td}>{formatCount(u.submissions)}</td>
                  <td className={td}>{formatRate(u.conversionRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
