import { requestInfoContext } from "~/lib/request-context";
import { HttpError, methodNotAllowed, readJsonBody } from "~/server/http.server";
import { createLead, leadResponse } from "~/server/leads.server";
import type { Route } from "./+types/api.leads";

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
