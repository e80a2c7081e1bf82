import { useId } from "react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { pipelineCopy, statusLabels } from "~/content/pipeline";
import { leadStatuses } from "~/lib/lead-constants";
import type { LeadFilters } from "~/lib/staff-types";

const copy = pipelineCopy.filters;
export const fieldClass =
  "mt-1 block min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring";

/**
 * Status and search as a GET form on the inbox: the filters live in the URL,
 * so a link shares them and Back undoes one; it works without JavaScript.
 * `index` keeps the request on the inbox (the index route) rather than the frame.
 */
export function InboxFilters({ filters }: { filters: LeadFilters }) {
  const id = useId();
  const active = Boolean(filters.status || filters.q);
  return (
    <Form method="get" action="/quiz-analytics" className="rounded-lg border border-border bg-background p-4">
      <fieldset>
        <legend className="font-semibold">{copy.legend}</legend>
        {/* The key remounts the fields when the URL changes (Back), so they show its values. */}
        <div
          key={`${filters.status ?? ""}|${filters.q ?? ""}`}
          className="mt-3 grid gap-4 sm:grid-cols-[12rem_1fr_auto_auto] sm:items-end"
        >
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
          <Button type="submit" variant="outline">
            {copy.apply}
          </Button>
          {active ? (
            <Link to="/quiz-analytics" className={buttonVariants({ variant: "outline" })}>
              {copy.clear}
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </div>
      </fieldset>
    </Form>
  );
}
