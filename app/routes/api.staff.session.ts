import { requestInfoContext } from "~/lib/request-context";
import {
  crossOriginResponse,
  isCrossOrigin,
  logInResponse,
  logOut,
  NO_STORE,
  orUnavailable,
  requireStaff,
} from "~/server/auth.server";
import { methodNotAllowed, readJsonBody, requireMethod } from "~/server/http.server";
import { logIn } from "~/server/staff-login.server";
import type { Route } from "./+types/api.staff.session";

/**
 * POST { password } logs in (204 + session cookie). DELETE logs this browser
 * out, revoking its session; DELETE ?scope=all (staff only) logs every
 * session out, on every device.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, "POST", "DELETE");
  if (isCrossOrigin(request)) return crossOriginResponse();
  const { ip } = context.get(requestInfoContext);
  if (request.method === "DELETE") {
    const everywhere = new URL(request.url).searchParams.get("scope") === "all";
    if (everywhere) await requireStaff(request, ip);
    const cleared = await logOut(request, everywhere);
    return new Response(null, { status: 204, headers: { ...NO_STORE, "Set-Cookie": cleared } });
  }
  const body = await readJsonBody(request, 4 * 1024);
  const password = body && typeof body === "object" ? (body as { password?: unknown }).password : undefined;
  return logInResponse(request, await orUnavailable(() => logIn({ password, ip })));
}

/** GET (and HEAD) answer 405 like any other method this endpoint does not take. */
export function loader() {
  return methodNotAllowed("POST, DELETE");
}
