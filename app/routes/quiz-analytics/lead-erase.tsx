/**
 * Erasing a lead from its inbox card (docs/product.md §16): a folded section
 * that says what will go and asks for a second click, posted by a fetcher
 * to the inbox's action (intent=erase); without JavaScript the same form
 * posts the page. An erased lead's card shows only what the figures keep.
 */
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { erasureCopy as copy } from "~/content/erasure";
import { staffCopy } from "~/content/staff";
import type { StaffLead } from "~/lib/staff-types";
import { LeadStatusLine } from "./lead-pipeline";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export function LeadEraseForm({ lead }: { lead: StaffLead }) {
  const fetcher = useFetcher<{ ok: true } | { error: string }>();
  const busy = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" && fetcher.data !== undefined && "error" in fetcher.data;
  return (
    <details className="mt-4 border-t border-border pt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-destructive">
        {copy.open}
      </summary>
      <fetcher.Form method="post" action="/quiz-analytics?index" className="mt-2 rounded-md bg-surface p-3">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="leadId" value={lead.id} />
        <p>{copy.warning(lead.name)}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3" aria-live="polite">
          <Button
            type="submit"
            disabled={busy}
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            aria-label={`${copy.confirm}: ${lead.name}`}
          >
            {busy ? copy.erasing : copy.confirm}
          </Button>
          {failed && (
            <span role="alert" className="font-medium text-destructive">
              {copy.failed}
            </span>
          )}
        </div>
      </fetcher.Form>
    </details>
  );
}

/** The card of an erased lead: its source, dates and where the pipeline had it, nothing about the person. */
export function ErasedLeadCard({ lead, now }: { lead: StaffLead; now: string }) {
  return (
    <li className="rounded-lg border border-border bg-background p-5">
      <article aria-label={copy.erased}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold text-muted-foreground">{copy.erased}</h3>
          <p className="text-sm text-muted-foreground">
            <span className="mr-2 rounded bg-primary-soft px-2 py-0.5 font-medium text-primary">
              {staffCopy.leads.sources[lead.source] ?? lead.source}
            </span>
            <time dateTime={lead.createdAt}>{when(lead.createdAt)}</time>
          </p>
        </div>
        <LeadStatusLine lead={lead} now={now} />
        {lead.erasedAt && (
          <p className="mt-2 text-sm text-muted-foreground">
            {copy.erasedOn} <time dateTime={lead.erasedAt}>{when(lead.erasedAt)}</time>
          </p>
        )}
      </article>
    </li>
  );
}
