/**
 * Staff: the coming days' free consultations by day, with cancel (the
 * visitor is e-mailed, the place freed) and mark done, through a fetcher
 * posting to this route's action (it works without JavaScript too).
 */
import { data, redirect } from "react-router";
import { AUTH_ERRORS } from "~/content/staff";
import { isCrossOrigin, NO_STORE, orUnavailable, staffSession } from "~/server/auth.server";
import { readFormBody } from "~/server/http.server";
import { staffChangeBooking, upcomingBookings } from "~/server/staff-bookings.server";
import { parseLeadId } from "~/server/staff-params.server";
import type { Route } from "./+types/quiz-analytics.bookings";
import { BookingsList } from "./quiz-analytics/bookings-list";

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ request }: Route.LoaderArgs) {
  if ((await staffSession(request)).state !== "valid") return data({ locked: true as const }, { headers: NO_STORE });
  const bookings = await orUnavailable(() => upcomingBookings());
  return data(
    {
      bookings: bookings.map((b) => ({
        id: b.id,
        type: b.type,
        date: b.date,
        period: b.period,
        status: b.status,
        name: b.name,
        phone: b.phone,
        postcode: b.postcode,
        requirements: b.requirements,
      })),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  if (isCrossOrigin(request)) return data({ error: AUTH_ERRORS.crossOrigin }, { status: 403, headers: NO_STORE });
  if ((await staffSession(request)).state !== "valid") throw redirect("/quiz-analytics", { headers: NO_STORE });
  const form = await readFormBody(request, 4 * 1024);
  const id = form.get("bookingId");
  const intent = form.get("intent");
  if (typeof id !== "string" || !parseLeadId(id) || (intent !== "cancel" && intent !== "done")) {
    return data({ error: "Invalid booking" }, { status: 400, headers: NO_STORE });
  }
  const result = await orUnavailable(() => staffChangeBooking({ id, intent }));
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: NO_STORE });
  return data({ ok: true as const }, { headers: NO_STORE });
}

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  if ("locked" in loaderData) return null;
  return <BookingsList bookings={loaderData.bookings} />;
}
