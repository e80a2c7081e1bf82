import { requestInfoContext } from "~/lib/request-context";
import {
  clearedSessionCookie,
  crossOriginResponse,
  isCrossOrigin,
  logIn,
  logInResponse,
  NO_STORE,
  staffJson,
} from "~/server/auth.server";
import { HttpError, methodNotAllowed, readJsonBody } from "~/server/http.server";
import type { Route } from "./+types/api.staff.session";

/** POST { password } logs in (204 + session cookie); DELETE logs out. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed("POST, DELETE");
  if (isCrossOrigin(request)) return crossOriginResponse();
  if (request.method === "DELETE") {
    return new Response(null, { status: 204, headers: { ...NO_STORE, "Set-Cookie": clearedSessionCookie(request) } });
  }
  let body: unknown;
  try {
    body = await readJsonBody(request, 4 * 1024);
  } catch (err) {
    if (err instanceof HttpError) return staffJson({ error: err.message }, { status: err.status });
    throw err;
  }
  const password = body && typeof body === "object" ? (body as { password?: unknown }).password : undefined;
  const { ip } = context.get(requestInfoContext);
  return logInResponse(await logIn({ request, password, ip }));
}

/** GET (and HEAD) answer 405 like any other method this endpoint does not take. */
export function loader() {
  return methodNotAllowed("POST, DELETE");
}
