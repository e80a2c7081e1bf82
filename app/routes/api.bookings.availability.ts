import { z } from "zod";
import { todayInUk } from "~/lib/uk-date";
import { bookingDateField, bookingTypeField, fieldErrors } from "~/lib/bookings/schema";
import { periodsWithAvailability } from "~/server/booking-capacity.server";
import { getDatabase } from "~/server/db/index.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.bookings.availability";

const querySchema = z.object({
  type: bookingTypeField,
  from: bookingDateField.optional(),
  days: z.coerce
    .number({ error: "days must be a number" })
    .int("days must be a whole number")
    .min(1, "days must be at least 1")
    .max(62, "days must be at most 62")
    .default(14),
});

/** GET ?type=home_visit&from=YYYY-MM-DD&days=14: each open period and whether it has a free place. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = querySchema.safeParse(params);
  if (!query.success) return jsonError(400, "Invalid query", { fields: fieldErrors(query.error) });
  const { type, days } = query.data;
  const from = query.data.from ?? todayInUk();
  const { db } = await getDatabase();
  const periods = await periodsWithAvailability(db, { type, from, days });
  return Response.json({ periods }, { headers: { "Cache-Control": "no-store" } });
}
