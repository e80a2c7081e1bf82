import { parseQuizEvents } from "~/lib/quiz-event-schema";
import { requestInfoContext } from "~/lib/request-context";
import { jsonError, methodNotAllowed, readJsonBody, requireMethod, tooManyRequests } from "~/server/http.server";
import { admitQuizEvents, recordQuizEvents } from "~/server/quiz-events.server";
import type { Route } from "./+types/api.quiz-events";

const REFUSED = {
  address: "Too many events. Please slow down.",
  session: "Too many events for this quiz session.",
  site: "Quiz analytics are paused for a while. Please try again later.",
} as const;

/**
 * POST one funnel event or `{events:[…]}` (JSON, or a navigator.sendBeacon
 * text/plain body): read, validate, count against the client's limit, store.
 * 204 when stored; failures are only logged by the page (docs/product.md §7.4).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const parsed = parseQuizEvents(await readJsonBody(request));
  if (!parsed.ok) return jsonError(400, "Invalid quiz event", { fields: parsed.fields });
  const admitted = await admitQuizEvents({ events: parsed.events, ip: context.get(requestInfoContext).ip });
  if (!admitted.ok) {
    if (admitted.limit !== "site") return tooManyRequests(REFUSED[admitted.limit], admitted.retryAfterSeconds);
    return jsonError(503, REFUSED.site, {}, { "Retry-After": String(admitted.retryAfterSeconds) });
  }
  const stored = await recordQuizEvents({ events: parsed.events });
  if (!stored.ok) return jsonError(503, stored.error);
  return new Response(null, { status: 204 });
}

/** GET (and HEAD) answer 405 like any other method this endpoint does not take. */
export function loader() {
  return methodNotAllowed("POST");
}
