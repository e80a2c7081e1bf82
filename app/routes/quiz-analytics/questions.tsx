import { answerLabels, questionLabels, staffCopy } from "~/content/staff";
import { quizQuestionIds } from "~/lib/quiz-options";
import type { QuizFunnel } from "~/lib/staff-types";
import { formatCount, formatRate } from "./funnel-cards";

const panel = "min-w-0 rounded-lg border border-border bg-background p-5";

/** Known questions in quiz order first, then any other id the events carried. */
function questionOrder(ids: string[]): string[] {
  const known = quizQuestionIds.filter((q) => ids.includes(q));
  return [...known, ...ids.filter((q) => !(known as string[]).includes(q)).sort()];
}

const label = (map: Record<string, string>, key: string) => map[key] ?? key;

/** Answers per question as a share of starts, as progress bars clamped to 0-100. */
export function QuestionPerformance({ funnel }: { funnel: QuizFunnel }) {
  const ids = questionOrder(Object.keys(funnel.questionDropoff));
  return (
    <section aria-labelledby="question-performance" className={panel}>
      <h2 id="question-performance" className="text-lg font-semibold text-primary">
        {staffCopy.questions.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{staffCopy.questions.intro}</p>
      <ul className="mt-4 space-y-4">
        {ids.map((q) => {
          const count = funnel.questionDropoff[q] ?? 0;
          const share = funnel.totalStarts > 0 ? (count / funnel.totalStarts) * 100 : 0;
          const value = Math.min(100, Math.max(0, Math.round(share * 10) / 10));
          const name = label(questionLabels, q);
          return (
            <li key={q}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium">{name}</span>
                <span className="text-right text-muted-foreground tabular-nums">
                  {formatCount(count)} {staffCopy.questions.answered} ({formatRate(value)})
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
                aria-valuetext={formatRate(value)}
                className="mt-1 h-3 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Answers of each question, most frequent first, with their response counts. */
export function PopularAnswers({ funnel }: { funnel: QuizFunnel }) {
  const ids = questionOrder(Object.keys(funnel.popularAnswers));
  return (
    <section aria-labelledby="popular-answers" className={panel}>
      <h2 id="popular-answers" className="text-lg font-semibold text-primary">
        {staffCopy.popular.heading}
      </h2>
      <div className="mt-4 space-y-5">
        {ids.map((q) => {
          const answers = Object.entries(funnel.popularAnswers[q] ?? {}).sort(
            ([a, x], [b, y]) => y - x || a.localeCompare(b),
          );
          return (
            <div key={q}>
              <h3 className="font-medium">{label(questionLabels, q)}</h3>
              <ol className="mt-2 divide-y divide-border rounded-md border border-border">
                {answers.map(([answer, count]) => (
                  <li key={answer} className="flex justify-between gap-3 px-3 py-2 text-sm">
                    <span>{label(answerLabels, answer)}</span>
                    <span className="text-muted-foreground">{staffCopy.popular.responses(count)}</span>
                  </li>
                ))}
              </ol>
            </div>
          );
        })}
      </div>
    </section>
  );
}
