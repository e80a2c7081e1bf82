import { cancelBooking, rescheduleBooking } from "~/server/bookings.server";
import { jsonError, readJsonBody, requireMethod } from "~/server/http.server";
import { bookingFailureResponse } from "./bookings/respond";
import type { Route } from "./+types/api.bookings.change";

/** POST /api/bookings/:id/cancel `{token}` and /api/bookings/:id/reschedule `{token, date, period}`. */
export async function action({ request, params }: Route.ActionArgs) {
  requireMethod(request, "POST");
  const raw = await readJsonBody(request);
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const result =
    params.change === "cancel"
      ? await cancelBooking({ id: params.id, token: body.token })
      : params.change === "reschedule"
        ? await rescheduleBooking({ id: params.id, raw: body })
        : undefined;
  if (!result) return jsonError(404, "Not found");
  if (!result.ok) return bookingFailureResponse(result);
  const { id, type, date, period, status } = result.booking;
  return Response.json({ id, type, date, period, status });
}
