import { useId } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { pipelineCopy, statusLabels } from "~/content/pipeline";
import { staffCopy } from "~/content/staff";
import { leadSources, leadStatuses } from "~/lib/lead-constants";
import type { LeadFilters } from "~/lib/staff-types";

const copy = pipelineCopy.filters;
export const fieldClass =
  "mt-1 block min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring";

/** Whether any filter is set: the inbox then offers Clear and says when nothing matches. */
export const hasFilters = (f: LeadFilters) => Boolean(f.status || f.q || f.source || f.from || f.to);

/**
 * Status, source, the days received (Europe/London) and search as a GET form on the inbox: the filters live in the URL,
 * so a link shares them and Back undoes one; it works without JavaScript.
 * `index` keeps the request on the inbox (the index route) rather than the frame.
 */
export function InboxFilters({ filters }: { filters: LeadFilters }) {
  const id = useId();
  const active = hasFilters(filters);
  return (
    <Form method="get" action="/quiz-analytics" className="rounded-lg border border-border bg-background p-4">
      <fieldset>
        <legend className="font-semibold">{copy.legend}</legend>
        {/* The key remounts the fields when the URL changes (Back), so they show its values. */}
        <div key={[filters.status, filters.source, filters.from, filters.to, filters.q].join("|")}>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
            <div>
              <label htmlFor={`${id}-status`}>{copy.status}</label>
              <select id={`${id}-status`} name="status" className={fieldClass} defaultValue={filters.status ?? ""}>
                <option value="">{copy.allStatuses}</option>
                {leadStatuses.map((s) => (
                  <option key={s} value={s}>
                    {statusLabels[s]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-source`}>{copy.source}</label>
              <select id={`${id}-source`} name="source" className={fieldClass} defaultValue={filters.source ?? ""}>
                <option value="">{copy.allSources}</option>
                {leadSources.map((s) => (
                  <option key={s} value={s}>
                    {staffCopy.leads.sources[s] ?? s}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-from`}>{copy.from}</label>
              <input
                id={`${id}-from`}
                name="from"
                type="date"
                className={fieldClass}
                defaultValue={filters.from ?? ""}
              />
            </div>
            <div>
              <label htmlFor={`${id}-to`}>{copy.to}</label>
              <input id={`${id}-to`} name="to" type="date" className={fieldClass} defaultValue={filters.to ?? ""} />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-q`}>{copy.search}</label>
              <input
                id={`${id}-q`}
                name="q"
                type="search"
                maxLength={100}
                className={fieldClass}
                defaultValue={filters.q ?? ""}
              />
            </div>
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" variant="outline">
              {copy.apply}
            </Button>
            {active && (
              <Link to="/quiz-analytics" className={buttonVariants({ variant: "outline" })}>
                {copy.clear}
              </Link>
            )}
          </div>
        </div>
      </fieldset>
    </Form>
  );
}
