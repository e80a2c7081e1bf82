import { requestInfoContext } from "~/lib/request-context";
import { crossOriginResponse, isCrossOrigin, orUnavailable, requireStaff, staffJson } from "~/server/auth.server";
import { eraseLead } from "~/server/erasure.server";
import { methodNotAllowed, readJsonBody, requireMethod } from "~/server/http.server";
import { parseLeadUpdate, updateLead } from "~/server/lead-pipeline.server";
import { parseLeadId } from "~/server/staff-params.server";
import { pipelineErrors } from "~/content/pipeline";
import type { Route } from "./+types/api.leads.id";

/**
 * PATCH /api/leads/:id (staff) `{status?, note?, lostReason?, valueGbp?}`:
 * 200 with the updated lead, 400 naming the field at fault, 404 (docs/product.md §15).
 * DELETE /api/leads/:id (staff): erases the person's details, keeping an
 * anonymous row for the figures; 204, also for a lead erased before; 404
 * (docs/product.md §16).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireMethod(request, "PATCH", "DELETE");
  if (isCrossOrigin(request)) return crossOriginResponse();
  await requireStaff(request, context.get(requestInfoContext).ip);
  // Not a lead id cannot name a lead: the same 404 as an id that names none.
  if (!parseLeadId(params.id)) return staffJson({ error: pipelineErrors.notFound }, { status: 404 });
  if (request.method === "DELETE") {
    const erased = await orUnavailable(() => eraseLead(params.id));
    if (!erased.ok) return staffJson({ error: pipelineErrors.notFound }, { status: 404 });
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }
  const update = parseLeadUpdate(await readJsonBody(request));
  if (!update.ok) return staffJson({ error: update.error, fields: { [update.field]: update.error } }, { status: 400 });
  const result = await orUnavailable(() => updateLead(params.id, update.value));
  if (result.ok) return staffJson(result.lead);
  if (result.status === 404) return staffJson({ error: result.error }, { status: 404 });
  return staffJson({ error: result.error, fields: { [result.field]: result.error } }, { status: 400 });
}

/** GET (and HEAD) answer 405 like any other method this endpoint does not take. */
export function loader() {
  return methodNotAllowed("PATCH, DELETE");
}
