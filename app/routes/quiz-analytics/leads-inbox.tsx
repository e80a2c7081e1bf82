import { Download } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { buttonVariants, Button } from "~/components/ui/button";
import { staffCopy } from "~/content/staff";
import { pipelineCopy } from "~/content/pipeline";
import type { LeadFilters, LeadPage } from "~/lib/staff-types";
import { hasFilters, InboxFilters } from "./inbox-filters";
import { LeadCard } from "./lead-card";

const copy = staffCopy.leads;
const INBOX_PAGE_SIZE = 20;

/** What the inbox loader gives a fetcher: a page, or word that the session has ended. */
type PageData = (LeadPage & { now: string }) | { locked: true } | { errors: Record<string, string> };

/** The newest leads matching the filters first; "Load more" appends the next page below. */
export function LeadsInbox({
  page,
  filters,
  now,
  invalid,
}: {
  page: LeadPage;
  filters: LeadFilters;
  now: string;
  /** The filters the address carried that cannot be used, by name, with why. */
  invalid?: Record<string, string>;
}) {
  const filtered = hasFilters(filters);
  return (
    <section aria-labelledby="leads-inbox" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="leads-inbox" className="text-2xl font-bold text-primary sm:text-3xl">
            {copy.heading}
          </h1>
          <p className="text-sm text-muted-foreground">{copy.intro}</p>
        </div>
        <a href="/api/leads.csv" download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" />
          {copy.downloadCsv}
        </a>
      </div>
      <InboxFilters filters={filters} />
      {invalid && (
        <p role="alert" className="font-medium text-destructive">
          {pipelineCopy.invalidFilters(Object.entries(invalid).map(([field, why]) => `${field} ${why}`))}
        </p>
      )}
      {page.leads.length === 0 && !invalid && (
        <p className="rounded-lg border border-border bg-background p-6 text-muted-foreground">
          {filtered ? pipelineCopy.noMatch : copy.none}
        </p>
      )}
      <Page page={page} filters={filters} now={now} />
    </section>
  );
}

/**
 * One page of leads and, below it, the next one once fetched: each page owns
 * the fetcher that loads its successor, so pages append without client state.
 */
function Page({ page, filters, now }: { page: LeadPage; filters: LeadFilters; now: string }) {
  const fetcher = useFetcher<PageData>();
  const next = fetcher.data;
  const query = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE), before: page.nextCursor ?? "" });
  if (filters.status) query.set("status", filters.status);
  if (filters.q) query.set("q", filters.q);
  if (filters.source) query.set("source", filters.source);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  const url = `/quiz-analytics?index&${query}`;
  return (
    <>
      <ol className="space-y-4">
        {page.leads.map((lead) => (
          <LeadCard key={lead.id} lead={lead} now={now} />
        ))}
      </ol>
      {next && "leads" in next ? (
        <Page page={next} filters={filters} now={next.now} />
      ) : (
        <div aria-live="polite" className="space-y-3">
          {fetcher.state === "loading" && (
            <p role="status" className="text-muted-foreground">
              {copy.loading}
            </p>
          )}
          {next && "locked" in next && (
            <p role="alert" className="font-medium text-destructive">
              {copy.sessionEnded}{" "}
              <Link reloadDocument to="/quiz-analytics" className="underline underline-offset-4">
                {copy.logInAgain}
              </Link>
            </p>
          )}
          {next && "errors" in next && (
            <p role="alert" className="font-medium text-destructive">
              {copy.failed}
            </p>
          )}
          {page.nextCursor && fetcher.state === "idle" && !(next && "locked" in next) && (
            // A link without JavaScript (the next page on its own); a fetcher with it.
            <Button asChild variant="outline">
              <a
                href={url}
                onClick={(e) => {
                  e.preventDefault();
                  void fetcher.load(url);
                }}
              >
                {copy.loadMore}
              </a>
            </Button>
          )}
        </div>
      )}
    </>
  );
}
