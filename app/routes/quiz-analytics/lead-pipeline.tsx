import { useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { lostReasonLabels, pipelineCopy, statusLabels } from "~/content/pipeline";
import { staffCopy } from "~/content/staff";
import { leadStatuses, lostReasons, PIPELINE_LIMITS } from "~/lib/lead-constants";
import type { StaffLead } from "~/lib/staff-types";
import { SPEED_TO_LEAD_MS, workingMsBetween } from "~/lib/working-hours";
import { fieldClass } from "./inbox-filters";

const copy = pipelineCopy;

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

/** "35 min", "5 h", "3 days": how long ago, from the time the page was read. */
export function ageText(fromIso: string, nowIso: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(fromIso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** A new lead that has waited more than one working hour (Europe/London opening hours). */
export const isOverdue = (lead: Pick<StaffLead, "status" | "createdAt">, nowIso: string) =>
  lead.status === "new" && workingMsBetween(new Date(lead.createdAt), new Date(nowIso)) > SPEED_TO_LEAD_MS;

const statusStyle: Record<string, string> = {
  new: "bg-primary-soft text-primary",
  won: "bg-success-soft text-success",
  lost: "bg-muted text-foreground",
};

/** The lead's status, its age and, for a new lead waiting too long, a warning in words (not colour alone). */
export function LeadStatusLine({ lead, now }: { lead: StaffLead; now: string }) {
  const overdue = isOverdue(lead, now);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className={`rounded px-2 py-0.5 font-semibold ${statusStyle[lead.status] ?? "bg-muted text-foreground"}`}>
        <span className="sr-only">{copy.status}: </span>
        {statusLabels[lead.status]}
      </span>
      <span className="text-muted-foreground">
        {copy.received} {ageText(lead.createdAt, now)} ago
      </span>
      {overdue && (
        <span className="rounded bg-destructive px-2 py-0.5 font-semibold text-destructive-foreground">
          {copy.overdue}
        </span>
      )}
      {lead.status === "lost" && lead.lostReason && (
        <span className="text-muted-foreground">({lostReasonLabels[lead.lostReason]})</span>
      )}
      {lead.status === "won" && lead.valueGbp != null && (
        <span className="text-muted-foreground">£{lead.valueGbp.toLocaleString("en-GB")}</span>
      )}
    </p>
  );
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });

/**
 * The person's other enquiries (same e-mail or UK phone), each a link to the
 * inbox searched for that enquiry's e-mail, which lists it with its own.
 */
export function RelatedLeads({ lead }: { lead: StaffLead }) {
  if (lead.related.length === 0) return null;
  return (
    <section aria-label={`${copy.related}: ${lead.name}`} className="mt-2 text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {lead.related.map((r) => (
          <li key={r.id}>
            <a
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 sm:min-h-0"
              href={`/quiz-analytics?q=${encodeURIComponent(r.email)}#lead-${r.id}`}
            >
              {copy.alsoEnquired(day(r.createdAt), staffCopy.leads.sources[r.source] ?? r.source)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type UpdateData = { ok: true; updated: string } | { error: string };

/**
 * Status (with a lost reason or a won value) and a note, posted by a fetcher
 * to the inbox's action; without JavaScript the same form posts the page.
 * The reason and value start empty (the status line shows the stored ones),
 * so only what staff choose is sent and a mismatch is refused in words, not
 * dropped. The key remounts the form once the lead changes, clearing it.
 */
export function LeadPipelineForm({ lead }: { lead: StaffLead }) {
  const id = useId();
  const fetcher = useFetcher<UpdateData>();
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && fetcher.data && "error" in fetcher.data ? fetcher.data.error : null;
  return (
    <div className="mt-4 border-t border-border pt-4">
      {lead.notes.length > 0 && (
        <section aria-label={`${copy.notes}: ${lead.name}`} className="mb-4">
          <h4 className="font-semibold">{copy.notes}</h4>
          <ol className="mt-1 space-y-2">
            {lead.notes.map((n) => (
              <li key={n.id} className="rounded-md bg-surface p-2 text-sm">
                <time dateTime={n.createdAt} className="block text-muted-foreground">
                  {when(n.createdAt)}
                </time>
                <span className="break-words whitespace-pre-wrap">{n.text}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {/* Closed at first, so a phone shows the work list rather than a form per lead; open without JavaScript too. */}
      <details className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary">
          {copy.update}
        </summary>
        <fetcher.Form
          key={`${lead.status}|${lead.notes.length}|${lead.lostReason}|${lead.valueGbp}`}
          method="post"
          action="/quiz-analytics?index"
          aria-label={`${copy.status}: ${lead.name}`}
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="leadId" value={lead.id} />
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={`${id}-status`}>{copy.status}</label>
              <select id={`${id}-status`} name="status" className={fieldClass} defaultValue={lead.status}>
                {leadStatuses.map((s) => (
                  <option key={s} value={s}>
                    {statusLabels[s]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-reason`}>{copy.lostReason}</label>
              <select id={`${id}-reason`} name="lostReason" className={fieldClass} defaultValue="">
                <option value="">{copy.chooseReason}</option>
                {lostReasons.map((r) => (
                  <option key={r} value={r}>
                    {lostReasonLabels[r]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-value`}>{copy.value}</label>
              <input id={`${id}-value`} name="valueGbp" inputMode="numeric" pattern="[0-9]*" className={fieldClass} />
            </div>
          </div>
          <div className="mt-3">
            <label htmlFor={`${id}-note`}>{copy.note}</label>
            <textarea id={`${id}-note`} name="note" rows={2} maxLength={PIPELINE_LIMITS.note} className={fieldClass} />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3" aria-live="polite">
            <Button type="submit" disabled={busy}>
              {busy ? copy.saving : copy.save}
            </Button>
            {error && (
              <span role="alert" className="font-medium text-destructive">
                {error}
              </span>
            )}
          </div>
        </fetcher.Form>
      </details>
    </div>
  );
}
