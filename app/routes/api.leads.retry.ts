import { requestInfoContext } from "~/lib/request-context";
import { deliveryChannels, type DeliveryChannel } from "~/lib/staff-types";
import { crossOriginResponse, isCrossOrigin, orUnavailable, requireStaff, staffJson } from "~/server/auth.server";
import { methodNotAllowed, requireMethod } from "~/server/http.server";
import { retryDelivery } from "~/server/staff-leads.server";
import { parseLeadId } from "~/server/staff-params.server";
import type { Route } from "./+types/api.leads.retry";

/** POST /api/leads/:id/deliveries/:channel/retry puts a failed delivery back in the queue. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  if (isCrossOrigin(request)) return crossOriginResponse();
  await requireStaff(request, context.get(requestInfoContext).ip);
  const fields: Record<string, string> = {};
  if (!parseLeadId(params.id)) fields.id = "must be a lead id";
  if (!deliveryChannels.includes(params.channel as DeliveryChannel)) fields.channel = "must be email or webhook";
  if (Object.keys(fields).length) return staffJson({ error: "Invalid delivery", fields }, { status: 400 });
  const result = await orUnavailable(() =>
    retryDelivery({ leadId: params.id, channel: params.channel as DeliveryChannel }),
  );
  if (!result.ok) return staffJson({ error: result.error }, { status: result.status });
  return staffJson({ status: "pending" });
}

/** GET (and HEAD) answer 405 like any other method this endpoint does not take. */
export function loader() {
  return methodNotAllowed("POST");
}
