import { data, redirect } from "react-router";
import { AUTH_ERRORS } from "~/content/staff";
import { deliveryChannels, type DeliveryChannel } from "~/lib/staff-types";
import { isCrossOrigin, NO_STORE, orUnavailable, staffSession } from "~/server/auth.server";
import { readFormBody } from "~/server/http.server";
import { listLeads, retryDelivery } from "~/server/staff-leads.server";
import { parseLeadId, parseLeadsPage } from "~/server/staff-params.server";
import type { Route } from "./+types/quiz-analytics.inbox";
import { LeadsInbox } from "./quiz-analytics/leads-inbox";

/**
 * The leads inbox, the staff area's first page (docs/decisions/058). The
 * loader gives the newest page (or, with ?before=<id>, the page after that
 * lead, which "Load more" fetches); the action puts a failed delivery back in
 * the queue. Both through fetchers in the page; both work without JavaScript.
 */

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ request }: Route.LoaderArgs) {
  if ((await staffSession(request)).state !== "valid") return data({ locked: true as const }, { headers: NO_STORE });
  const page = parseLeadsPage(new URL(request.url));
  if (!page.ok) return data({ errors: page.fields }, { status: 400, headers: NO_STORE });
  return data(await orUnavailable(() => listLeads(page.value)), { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  if (isCrossOrigin(request)) return data({ error: AUTH_ERRORS.crossOrigin }, { status: 403, headers: NO_STORE });
  // A session that ended meanwhile: back to the frame, which shows the gate and says so.
  if ((await staffSession(request)).state !== "valid") throw redirect("/quiz-analytics", { headers: NO_STORE });
  const form = await readFormBody(request, 4 * 1024);
  const leadId = form.get("leadId");
  const channel = form.get("channel");
  if (
    form.get("intent") !== "retry" ||
    !parseLeadId(leadId) ||
    !deliveryChannels.includes(channel as DeliveryChannel)
  ) {
    return data({ error: "Invalid delivery" }, { status: 400, headers: NO_STORE });
  }
  const result = await orUnavailable(() =>
    retryDelivery({ leadId: leadId as string, channel: channel as DeliveryChannel }),
  );
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: NO_STORE });
  return data({ ok: true as const }, { headers: NO_STORE });
}

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  if ("locked" in loaderData) return null;
  if ("errors" in loaderData) return <LeadsInbox page={{ leads: [], nextCursor: null }} />;
  return <LeadsInbox page={loaderData} />;
}
