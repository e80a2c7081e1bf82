/**
 * The leads inbox, the staff area's first page (docs/decisions/058), a work
 * list (docs/product.md §15). The loader gives the newest page of the leads
 * matching ?status=, ?source=, ?from=, ?to= (Europe/London days) and ?q= (or, with ?before=<id>, the page after that lead,
 * which "Load more" fetches) and the time it was read, from which each card
 * tells its age the same on the server and in the browser. The action puts a
 * failed delivery back in the queue (intent=retry) or moves a lead along the
 * pipeline and adds a note (intent=update) or erases a lead's personal data
 * (intent=erase, docs/product.md §16). Fetchers in the page; all of it
 * works without JavaScript too.
 */
import { data, redirect } from "react-router";
import { AUTH_ERRORS } from "~/content/staff";
import { isDeliveryChannel } from "~/lib/lead-constants";
import { isCrossOrigin, NO_STORE, orUnavailable, staffSession } from "~/server/auth.server";
import { eraseLead } from "~/server/erasure.server";
import { readFormBody } from "~/server/http.server";
import { parseLeadUpdate, updateLead } from "~/server/lead-pipeline.server";
import { listLeads, retryDelivery } from "~/server/staff-leads.server";
import { parseLeadId, parseLeadsPage } from "~/server/staff-params.server";
import type { Route } from "./+types/quiz-analytics.inbox";
import { LeadsInbox } from "./quiz-analytics/leads-inbox";

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ request }: Route.LoaderArgs) {
  if ((await staffSession(request)).state !== "valid") return data({ locked: true as const }, { headers: NO_STORE });
  const page = parseLeadsPage(new URL(request.url));
  if (!page.ok) return data({ errors: page.fields }, { status: 400, headers: NO_STORE });
  const { limit: _limit, before: _before, ...filters } = page.value;
  const leads = await orUnavailable(() => listLeads(page.value));
  return data({ ...leads, filters, now: new Date().toISOString() }, { headers: NO_STORE });
}

/** The card's form as the API's update, blanks left out; the parser and updateLead judge the rest. */
function updateFromForm(form: FormData): unknown {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const status = text("status");
  const value = text("valueGbp");
  return {
    status,
    note: text("note"),
    lostReason: text("lostReason"),
    // Digits become a number; anything else goes on as typed, for the parser to refuse by name.
    valueGbp: value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : value,
  };
}

export async function action({ request }: Route.ActionArgs) {
  if (isCrossOrigin(request)) return data({ error: AUTH_ERRORS.crossOrigin }, { status: 403, headers: NO_STORE });
  // A session that ended meanwhile: back to the frame, which shows the gate and says so.
  if ((await staffSession(request)).state !== "valid") throw redirect("/quiz-analytics", { headers: NO_STORE });
  const form = await readFormBody(request, 16 * 1024);
  const leadId = form.get("leadId");
  if (form.get("intent") === "update") {
    if (typeof leadId !== "string" || !parseLeadId(leadId))
      return data({ error: "No such lead" }, { status: 404, headers: NO_STORE });
    const update = parseLeadUpdate(updateFromForm(form));
    if (!update.ok) return data({ error: update.error }, { status: 400, headers: NO_STORE });
    const result = await orUnavailable(() => updateLead(leadId, update.value));
    if (!result.ok) return data({ error: result.error }, { status: result.status, headers: NO_STORE });
    return data({ ok: true as const, updated: leadId }, { headers: NO_STORE });
  }
  if (form.get("intent") === "erase") {
    if (typeof leadId !== "string" || !parseLeadId(leadId))
      return data({ error: "No such lead" }, { status: 404, headers: NO_STORE });
    const result = await orUnavailable(() => eraseLead(leadId));
    if (!result.ok) return data({ error: "No such lead" }, { status: 404, headers: NO_STORE });
    return data({ ok: true as const, erased: leadId }, { headers: NO_STORE });
  }
  const channel = form.get("channel");
  if (
    form.get("intent") !== "retry" ||
    typeof leadId !== "string" ||
    !parseLeadId(leadId) ||
    !isDeliveryChannel(channel)
  ) {
    return data({ error: "Invalid delivery" }, { status: 400, headers: NO_STORE });
  }
  const result = await orUnavailable(() => retryDelivery({ leadId, channel }));
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: NO_STORE });
  return data({ ok: true as const }, { headers: NO_STORE });
}

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  if ("locked" in loaderData) return null;
  if ("errors" in loaderData)
    return (
      <LeadsInbox
        page={{ leads: [], nextCursor: null }}
        filters={{}}
        now={new Date().toISOString()}
        invalid={loaderData.errors}
      />
    );
  return <LeadsInbox page={loaderData} filters={loaderData.filters} now={loaderData.now} />;
}
