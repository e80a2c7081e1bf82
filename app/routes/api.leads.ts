import { requestInfoContext } from "~/lib/request-context";
import { requireStaff, staffJson } from "~/server/auth.server";
import { HttpError, methodNotAllowed, readJsonBody } from "~/server/http.server";
import { createLead, leadResponse } from "~/server/leads.server";
import { listLeads } from "~/server/staff-leads.server";
import { parseLeadsPage } from "~/server/staff-params.server";
import type { Route } from "./+types/api.leads";

/** Staff: newest leads first with their delivery status; `limit` (at most 100) and `before` (a lead id). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const denied = await requireStaff(request, context.get(requestInfoContext).ip);
  if (denied) return denied;
  const page = parseLeadsPage(new URL(request.url));
  if (!page.ok) return staffJson({ error: "Invalid query", fields: page.fields }, { status: 400 });
  return staffJson(await listLeads(page.value));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  let raw: unknown;
  try {
    raw = await readJsonBody(request);
  } catch (err) {
    if (err instanceof HttpError) return err.toResponse();
    throw err;
  }
  const { ip } = context.get(requestInfoContext);
  return leadResponse(await createLead({ raw, ip }));
}
