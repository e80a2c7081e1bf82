import { requestInfoContext } from "~/lib/request-context";
import {
  clearedSessionCookie,
  crossOriginResponse,
  isCrossOrigin,
  logIn,
  logInResponse,
  NO_STORE,
} from "~/server/auth.server";
import { methodNotAllowed, readJsonBody, requireMethod } from "~/server/http.server";
import type { Route } from "./+types/api.staff.session";

/** POST { password } logs in (204 + session cookie); DELETE logs out. */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, "POST", "DELETE");
  if (isCrossOrigin(request)) return crossOriginResponse();
  if (request.method === "DELETE") {
    return new Response(null, { status: 204, headers: { ...NO_STORE, "Set-Cookie": clearedSessionCookie(request) } });
  }
  const body = await readJsonBody(request, 4 * 1024);
  const password = body && typeof body === "object" ? (body as { password?: unknown }).password : undefined;
  const { ip } = context.get(requestInfoContext);
  return logInResponse(await logIn({ request, password, ip }));
}

/** GET (and HEAD) answer 405 like any other method this endpoint does not take. */
export function loader() {
  return methodNotAllowed("POST, DELETE");
}
