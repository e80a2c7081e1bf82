import { useFetcher } from "react-router";
import { answerLabels, questionLabels, staffCopy } from "~/content/staff";
import { quizQuestionIds } from "~/lib/quiz-options";
import { estimateSummary } from "~/lib/estimate/stored";
import type { StaffDelivery, StaffLead } from "~/lib/staff-types";
import { Button } from "~/components/ui/button";
import { LeadAttribution } from "./lead-attribution";
import { ErasedLeadCard, LeadEraseForm } from "./lead-erase";
import { isOverdue, LeadPipelineForm, LeadStatusLine, RelatedLeads } from "./lead-pipeline";

const copy = staffCopy.leads;
const f = copy.fields;

const received = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

/** A label and value; every value is rendered as text, never as HTML. */
function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** The answers in the order the quiz asks them (the database keeps JSON keys in its own order). */
function inQuizOrder(answers: Record<string, string>): [string, string][] {
  const rank = (q: string) => {
    const i = (quizQuestionIds as string[]).indexOf(q);
    return i === -1 ? quizQuestionIds.length : i;
  };
  return Object.entries(answers).sort(([x], [y]) => rank(x) - rank(y) || x.localeCompare(y));
}

const statusStyle: Record<string, string> = {
  delivered: "bg-success-soft text-success",
  pending: "bg-muted text-foreground",
  failed: "bg-destructive text-destructive-foreground",
};

/**
 * A delivery's status; a failed one has a Retry button, a fetcher form posting
 * to the inbox's action, so the page stays where it is and its loaders then
 * show the delivery pending again.
 */
function Delivery({ leadId, delivery }: { leadId: string; delivery: StaffDelivery }) {
  const fetcher = useFetcher<{ ok: true } | { error: string }>();
  const busy = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" && fetcher.data !== undefined && "error" in fetcher.data;
  const channel = copy.channels[delivery.channel] ?? delivery.channel;
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span>{channel}:</span>
      <span className={`rounded px-2 py-0.5 text-sm font-semibold ${statusStyle[delivery.status] ?? ""}`}>
        {copy.status[delivery.status] ?? delivery.status}
      </span>
      {delivery.status === "failed" && delivery.lastError && (
        <span className="text-sm text-muted-foreground">({delivery.lastError})</span>
      )}
      {delivery.status === "failed" && (
        <fetcher.Form method="post" action="/quiz-analytics?index">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="leadId" value={leadId} />
          <input type="hidden" name="channel" value={delivery.channel} />
          <Button type="submit" size="sm" variant="outline" disabled={busy} aria-label={`${copy.retry} ${channel}`}>
            {busy ? copy.retrying : copy.retry}
          </Button>
        </fetcher.Form>
      )}
      {failed && (
        <span role="alert" className="text-sm text-destructive">
          {copy.retryFailed}
        </span>
      )}
    </li>
  );
}

/** `now`: when the page was read, so the age reads the same on the server and in the browser. */
export function LeadCard({ lead, now }: { lead: StaffLead; now: string }) {
  if (lead.erasedAt) return <ErasedLeadCard lead={lead} now={now} />;
  return (
    <li
      id={`lead-${lead.id}`}
      className={`rounded-lg border bg-background p-5 ${isOverdue(lead, now) ? "border-destructive border-l-8" : "border-border"}`}
    >
      <article aria-label={lead.name}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold break-all">{lead.name}</h3>
          <p className="text-sm text-muted-foreground">
            <span className="mr-2 rounded bg-primary-soft px-2 py-0.5 font-medium text-primary">
              {copy.sources[lead.source] ?? lead.source}
            </span>
            <time dateTime={lead.createdAt}>{received(lead.createdAt)}</time>
          </p>
        </div>
        <LeadStatusLine lead={lead} now={now} />
        <RelatedLeads lead={lead} />
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Item label={f.email}>
            <a className="text-primary underline underline-offset-4" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
          </Item>
          <Item label={f.phone}>
            <a className="text-primary underline underline-offset-4" href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`}>
              {lead.phone}
            </a>
          </Item>
          {lead.address && <Item label={f.address}>{lead.address}</Item>}
          {lead.postcode && <Item label={f.postcode}>{lead.postcode}</Item>}
          {lead.preferredDate && <Item label={f.preferredDate}>{lead.preferredDate}</Item>}
          {lead.contactMethod && <Item label={f.contactMethod}>{lead.contactMethod.replace("_", " ")}</Item>}
          {lead.referral && <Item label={f.referral}>{lead.referral}</Item>}
        </dl>
        {lead.message && (
          <dl className="mt-3">
            <Item label={f.message}>{lead.message}</Item>
          </dl>
        )}
        {lead.quizAnswers && (
          <dl className="mt-3">
            <Item label={f.quizAnswers}>
              <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                {inQuizOrder(lead.quizAnswers).map(([q, a]) => (
                  <li key={q}>
                    {questionLabels[q] ?? q}: <strong>{answerLabels[a] ?? a}</strong>
                  </li>
                ))}
              </ul>
            </Item>
          </dl>
        )}
        {lead.estimate && (
          <dl className="mt-3">
            <Item label={f.estimate}>{estimateSummary(lead.estimate)}</Item>
          </dl>
        )}
        {lead.conversationHistory && lead.conversationHistory.length > 0 && (
          <details className="mt-3">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary">
              {f.conversation} ({lead.conversationHistory.length})
            </summary>
            <ol className="mt-2 space-y-2 rounded-md bg-surface p-3 text-sm">
              {lead.conversationHistory.map((m, i) => (
                <li key={i} className="break-words whitespace-pre-wrap">
                  <strong>{m.role === "user" ? "Visitor" : "Assistant"}:</strong> {m.content}
                </li>
              ))}
            </ol>
          </details>
        )}
        <LeadAttribution lead={lead} />
        <dl className="mt-3">
          <Item label={f.deliveries}>
            <ul className="mt-1 space-y-1">
              {lead.deliveries.map((d) => (
                <Delivery key={d.channel} leadId={lead.id} delivery={d} />
              ))}
            </ul>
          </Item>
        </dl>
        <LeadPipelineForm lead={lead} />
        <LeadEraseForm lead={lead} />
      </article>
    </li>
  );
}
