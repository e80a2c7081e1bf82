import { useEffect, useState } from "react";
import { staffCopy } from "~/content/staff";
import type { FunnelFilters, QuizFunnel } from "~/lib/staff-types";
import { Breakdowns } from "./breakdowns";
import { DailyChart } from "./daily-chart";
import { FilterBar } from "./filter-bar";
import { FunnelCards } from "./funnel-cards";
import { LeadsInbox } from "./leads-inbox";
import { PopularAnswers, QuestionPerformance } from "./questions";
import { SessionExpiredError, staffFetch } from "./staff-fetch";

/** The answer for one query string; while it differs from the current query, we are loading. */
type Result = { query: string; funnel: QuizFunnel } | { query: string; failed: true };

function query(filters: FunnelFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.variant) params.set("variant", filters.variant);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function Dashboard({ onSessionExpired }: { onSessionExpired: () => void }) {
  const [filters, setFilters] = useState<FunnelFilters>({});
  const [result, setResult] = useState<Result | null>(null);
  const search = query(filters);

  useEffect(() => {
    const controller = new AbortController();
    staffFetch<QuizFunnel>(`/api/quiz-analytics${search}`, {}, controller.signal)
      .then((funnel) => setResult({ query: search, funnel }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof SessionExpiredError) return onSessionExpired();
        console.warn("Failed to load analytics data", err);
        setResult({ query: search, failed: true });
      });
    return () => controller.abort();
  }, [search, onSessionExpired]);

  const current = result?.query === search ? result : undefined;

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{staffCopy.title}</h1>
      <FilterBar filters={filters} onChange={setFilters} />
      <div aria-live="polite" aria-busy={!current}>
        {!current && (
          <p role="status" className="rounded-lg border border-border bg-background p-6 text-muted-foreground">
            {staffCopy.loading}
          </p>
        )}
        {current && "failed" in current && (
          <p
            role="alert"
            className="rounded-lg border border-destructive bg-background p-6 font-medium text-destructive"
          >
            {staffCopy.loadFailed}
          </p>
        )}
        {current && "funnel" in current && <Figures funnel={current.funnel} />}
      </div>
      <LeadsInbox onSessionExpired={onSessionExpired} />
    </div>
  );
}

function Figures({ funnel }: { funnel: QuizFunnel }) {
  const empty =
    funnel.totalStarts === 0 && funnel.formReached === 0 && funnel.submissions === 0 && funnel.abandoned === 0;
  if (empty) {
    return (
      <p className="rounded-lg border border-border bg-background p-6 text-center text-muted-foreground">
        {staffCopy.empty}
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <FunnelCards funnel={funnel} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <QuestionPerformance funnel={funnel} />
        <PopularAnswers funnel={funnel} />
      </div>
      <DailyChart days={funnel.daily} />
      <Breakdowns funnel={funnel} />
    </div>
  );
}
