import { estimate } from "~/lib/estimate/engine";
import { parseEstimateQuery } from "~/lib/estimate/query";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.estimate";

/**
 * GET /api/estimate: the savings estimate as JSON (docs/product.md §13).
 * Pure computation on the query, so no rate limit and no storage; answers may
 * be cached briefly, as the constants change at most quarterly.
 */
export function loader({ request }: Route.LoaderArgs) {
  const parsed = parseEstimateQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error, { fields: parsed.fields });
  const result = estimate(parsed.input);
  if (!result.ok) return jsonError(400, result.error, { fields: result.fields });
  const { detail: _detail, ...body } = result.estimate;
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=300" } });
}
