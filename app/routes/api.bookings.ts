import { requestInfoContext } from "~/lib/request-context";
import { manageUrl } from "~/server/booking-form.server";
import { createBooking } from "~/server/bookings.server";
import { readJsonBody, requireMethod } from "~/server/http.server";
import { bookingFailureResponse } from "./bookings/respond";
import type { Route } from "./+types/api.bookings";

/** POST: a free consultation; 201 `{id, manageUrl}` once the booking and its lead are committed. */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const raw = await readJsonBody(request);
  const result = await createBooking({ raw, ip: context.get(requestInfoContext).ip });
  if (!result.ok) return bookingFailureResponse(result);
  return Response.json({ id: result.id, manageUrl: manageUrl(result.id, result.token) }, { status: 201 });
}
