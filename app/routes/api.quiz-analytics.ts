import { requestInfoContext } from "~/lib/request-context";
import { getQuizFunnel } from "~/server/analytics.server";
import { orUnavailable, requireStaff, staffJson } from "~/server/auth.server";
import { parseFunnelFilters } from "~/server/staff-params.server";
import type { Route } from "./+types/api.quiz-analytics";

/** The dashboard's figures; optional from, to (YYYY-MM-DD) and variant (a|b). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.get(requestInfoContext).ip);
  const filters = parseFunnelFilters(new URL(request.url));
  if (!filters.ok) return staffJson({ error: "Invalid filters", fields: filters.fields }, { status: 400 });
  return staffJson(await orUnavailable(() => getQuizFunnel(filters.value)));
}
