import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/quiz-analytics";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.quizAnalytics, matches);

export default function QuizAnalyticsPage() {
  return (
    <main id="main" className="min-h-dvh bg-surface">
      <div className="container-page py-16">
        <h1 className="text-3xl font-bold text-primary">Quiz Analytics</h1>
      </div>
    </main>
  );
}
