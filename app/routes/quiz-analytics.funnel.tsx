/**
 * The quiz funnel, loaded by the route loader from the filters in the URL
 * (docs/decisions/058). Refused filters answer 400 and say why; a database
 * failure answers 503 (the staff frame's error boundary).
 */
import { data, useNavigation } from "react-router";
import { staffCopy } from "~/content/staff";
import { getQuizFunnel } from "~/server/analytics.server";
import { NO_STORE, orUnavailable, staffSession } from "~/server/auth.server";
import { getPipelineFigures } from "~/server/pipeline-figures.server";
import { parseFunnelFilters } from "~/server/staff-params.server";
import type { Route } from "./+types/quiz-analytics.funnel";
import { Figures } from "./quiz-analytics/dashboard";
import { FilterBar } from "./quiz-analytics/filter-bar";
import { PipelineFiguresSection } from "./quiz-analytics/pipeline-figures";

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const values = {
    from: url.searchParams.get("from") ?? "",
    to: url.searchParams.get("to") ?? "",
    variant: url.searchParams.get("variant") ?? "",
  };
  // The frame shows the gate; nothing of the staff area's data leaves without a session.
  if ((await staffSession(request)).state !== "valid")
    return data({ values, locked: true as const }, { headers: NO_STORE });
  const filters = parseFunnelFilters(url);
  if (!filters.ok) return data({ values, errors: filters.fields }, { status: 400, headers: NO_STORE });
  const [funnel, pipeline] = await orUnavailable(() =>
    Promise.all([getQuizFunnel(filters.value), getPipelineFigures(filters.value)]),
  );
  return data({ values, funnel, pipeline }, { headers: NO_STORE });
}

export default function FunnelPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // A filter applied: the figures shown are the previous ones until the new ones arrive.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/quiz-analytics/funnel";
  if ("locked" in loaderData) return null;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">{staffCopy.title}</h1>
      <FilterBar values={loaderData.values} errors={"errors" in loaderData ? loaderData.errors : undefined} />
      <div aria-live="polite" aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {loading && (
          <p role="status" className="sr-only">
            {staffCopy.loading}
          </p>
        )}
        {"funnel" in loaderData && <Figures funnel={loaderData.funnel} />}
        {"pipeline" in loaderData && (
          <div className="mt-8">
            <PipelineFiguresSection figures={loaderData.pipeline} />
          </div>
        )}
      </div>
    </div>
  );
}
