import { requestInfoContext } from "~/lib/request-context";
import { methodNotAllowed } from "~/server/http.server";
import { handleQuizEvents } from "~/server/quiz-events.server";
import type { Route } from "./+types/api.quiz-events";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { ip } = context.get(requestInfoContext);
  return handleQuizEvents({ request, ip });
}

/** GET (and HEAD) answer 405 like any other method this endpoint does not take. */
export function loader() {
  return methodNotAllowed("POST");
}
