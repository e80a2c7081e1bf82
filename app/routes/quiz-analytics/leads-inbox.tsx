import { Download } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { buttonVariants, Button } from "~/components/ui/button";
import { staffCopy } from "~/content/staff";
import type { DeliveryChannel, LeadPage, StaffLead } from "~/lib/staff-types";
import { LeadCard } from "./lead-card";
import { SessionExpiredError, staffFetch } from "./staff-fetch";

const copy = staffCopy.leads;
const PAGE = 20;

type Status = "loading" | "idle" | "error";

const url = (before: string | null) => `/api/leads?limit=${PAGE}${before ? `&before=${before}` : ""}`;

/** Newest leads first, with "Load more" and the retry of a failed delivery. */
export function LeadsInbox({ onSessionExpired }: { onSessionExpired: () => void }) {
  const [leads, setLeads] = useState<StaffLead[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("loading");

  const fail = useCallback(
    (err: unknown) => {
      if (err instanceof SessionExpiredError) return onSessionExpired();
      console.warn(copy.failed, err);
      setStatus("error");
    },
    [onSessionExpired],
  );

  const show = (page: LeadPage, append: boolean) => {
    setLeads((prev) => (append ? [...prev, ...page.leads] : page.leads));
    setCursor(page.nextCursor);
    setStatus("idle");
  };

  useEffect(() => {
    const controller = new AbortController();
    staffFetch<LeadPage>(url(null), {}, controller.signal).then(
      (page) => {
        setLeads(page.leads);
        setCursor(page.nextCursor);
        setStatus("idle");
      },
      (err: unknown) => {
        if (!controller.signal.aborted) fail(err);
      },
    );
    return () => controller.abort();
  }, [fail]);

  const loadMore = (before: string) => {
    setStatus("loading");
    staffFetch<LeadPage>(url(before)).then((page) => show(page, true), fail);
  };

  const retry = async (lead: StaffLead, channel: DeliveryChannel) => {
    try {
      await staffFetch(`/api/leads/${lead.id}/deliveries/${channel}/retry`, { method: "POST" });
    } catch (err) {
      if (err instanceof SessionExpiredError) onSessionExpired();
      throw err;
    }
    setLeads((prev) =>
      prev.map((l) =>
        l.id !== lead.id
          ? l
          : {
              ...l,
              deliveries: l.deliveries.map((d) =>
                d.channel === channel ? { ...d, status: "pending", attempts: 0 } : d,
              ),
            },
      ),
    );
  };

  return (
    <section aria-labelledby="leads-inbox" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="leads-inbox" className="text-xl font-bold text-primary">
            {copy.heading}
          </h2>
          <p className="text-sm text-muted-foreground">{copy.intro}</p>
        </div>
        <a href="/api/leads.csv" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {copy.downloadCsv}
        </a>
      </div>
      {leads.length === 0 && status === "idle" && (
        <p className="rounded-lg border border-border bg-background p-6 text-muted-foreground">{copy.none}</p>
      )}
      <ol className="space-y-4">
        {leads.map((lead) => (
          <LeadCard key={lead.id} lead={lead} onRetry={retry} />
        ))}
      </ol>
      <div aria-live="polite">
        {status === "loading" && (
          <p role="status" className="text-muted-foreground">
            {copy.loading}
          </p>
        )}
        {status === "error" && (
          <p role="alert" className="font-medium text-destructive">
            {copy.failed}
          </p>
        )}
      </div>
      {cursor && status !== "loading" && (
        <Button type="button" variant="outline" onClick={() => loadMore(cursor)}>
          {copy.loadMore}
        </Button>
      )}
    </section>
  );
}
