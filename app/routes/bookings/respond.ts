import { jsonError, tooManyRequests } from "~/server/http.server";
import type { BookingFailure } from "~/server/bookings.server";

/** The HTTP answer to a booking that could not be made or changed (docs/product.md §14.2). */
export function bookingFailureResponse(failure: BookingFailure): Response {
  switch (failure.status) {
    case 400:
      return jsonError(400, failure.error, { fields: failure.fields });
    case 409:
      return jsonError(409, failure.error, { alternatives: failure.alternatives });
    case 429:
      return tooManyRequests(failure.error, failure.retryAfterSeconds);
    default:
      return jsonError(failure.status, failure.error);
  }
}
