import { staffCopy } from "~/content/staff";
import type { QuizFunnel } from "~/lib/staff-types";
import { Breakdowns } from "./breakdowns";
import { DailyChart } from "./daily-chart";
import { FunnelCards } from "./funnel-cards";
import { PopularAnswers, QuestionPerformance } from "./questions";

/** The funnel's figures, or the spec's empty-state message when no quiz has been played yet. */
export function Figures({ funnel }: { funnel: QuizFunnel }) {
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
