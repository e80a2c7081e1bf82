import { createHash, timingSafeEqual } from "node:crypto";
import { addDays } from "~/lib/bookings/rules";
import { todayInUk } from "~/lib/uk-date";
import { staffFeed } from "~/server/booking-calendar.server";
import { listBookings } from "~/server/bookings.server";
import { getEnv } from "~/server/env.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.bookings.ics";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** The staff's calendar feed, `?token=BOOKING_FEED_TOKEN`: the last 30 days and everything ahead. */
export async function loader({ request }: Route.LoaderArgs) {
  const expected = getEnv().BOOKING_FEED_TOKEN;
  const given = new URL(request.url).searchParams.get("token") ?? "";
  // Not found, rather than forbidden: the feed's existence is nobody else's business.
  if (!expected || !timingSafeEqual(digest(given), digest(expected))) return jsonError(404, "Not found");
  const env = getEnv();
  const bookings = await listBookings({ from: addDays(todayInUk(), -30) });
  return new Response(staffFeed(bookings, { publicUrl: env.PUBLIC_URL }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8; method=PUBLISH",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
