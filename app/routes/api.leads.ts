import { requestInfoContext } from "~/lib/request-context";
import { orUnavailable, requireStaff, staffJson } from "~/server/auth.server";
import { jsonError, readJsonBody, requireMethod, tooManyRequests } from "~/server/http.server";
import { createLead } from "~/server/leads.server";
import { listLeads } from "~/server/staff-leads.server";
import { parseLeadsPage } from "~/server/staff-params.server";
import type { Route } from "./+types/api.leads";

/**
 * Staff: newest leads first with their delivery status; `limit` (at most 100), `before` (a lead id),
 * filters `status`, `q`, `source` and `from`/`to` (YYYY-MM-DD, Europe/London days).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.get(requestInfoContext).ip);
  const page = parseLeadsPage(new URL(request.url));
  if (!page.ok) return staffJson({ error: "Invalid query", fields: page.fields }, { status: 400 });
  return staffJson(await orUnavailable(() => listLeads(page.value)));
}

/**
 * POST: one lead from any of the site's forms or a script; 201 `{id, estimate}` once it is committed (or was
 * already, minutes ago); `estimate` is the one stored with it (or null), for the thank-you page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const raw = await readJsonBody(request);
  const result = await createLead({
    raw,
    ip: context.get(requestInfoContext).ip,
    userAgent: request.headers.get("user-agent"),
  });
  if (result.ok) return Response.json({ id: result.id, estimate: result.estimate }, { status: 201 });
  switch (result.status) {
    case 400:
      return jsonError(400, result.error, { fields: result.fields });
    case 429:
      return tooManyRequests(result.error, result.retryAfterSeconds);
    case 503:
      // The site-wide ceiling says when to come back; a database failure does not know.
      return jsonError(
        503,
        result.error,
        {},
        result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
      );
  }
}
