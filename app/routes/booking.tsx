import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/page-hero";
import { bookingMessages, managePage as copy } from "~/content/booking-page";
import { BOOKING_PERIODS, bookingPeriods, bookingTypeLabels } from "~/content/bookings";
import { site } from "~/content/site";
import { bookingDateLabel, periodLabel } from "~/lib/bookings/format";
import { type BookingWithLead, cancelBooking, findBooking, rescheduleBooking } from "~/server/bookings.server";
import { readFormBody } from "~/server/http.server";
import type { Route } from "./+types/booking";

/** The visitor's booking, from the manage link: see it, move it, cancel it. Works without JavaScript. */

const privateHeaders = {
  "Cache-Control": "private, no-store",
  // The token is in this page's address: never pass it on to another site (same-origin still sends
  // our own forms an Origin header, which the CSRF check needs).
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${site.name}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

type View = Pick<BookingWithLead, "id" | "type" | "date" | "period" | "status" | "requirements"> &
  Pick<BookingWithLead, "name" | "email" | "phone" | "postcode" | "address">;

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const booking = await findBooking({ id: params.id, token });
  if (!booking) return data({ booking: null, token: "", notice: null }, { status: 404 });
  const view: View = {
    id: booking.id,
    type: booking.type,
    date: booking.date,
    period: booking.period,
    status: booking.status,
    requirements: booking.requirements,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    postcode: booking.postcode,
    address: booking.address,
  };
  const notice = url.searchParams.get("new") ? "new" : url.searchParams.get("changed");
  return { booking: view, token, notice };
}

export async function action({ request, params }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (refused) {
    return data(
      { error: bookingMessages.invalid, alternatives: [] },
      { status: refused instanceof Response ? refused.status : 400 },
    );
  }
  const token = String(form.get("token") ?? "");
  const intent = form.get("intent");
  const result =
    intent === "cancel"
      ? await cancelBooking({ id: params.id, token })
      : await rescheduleBooking({ id: params.id, raw: { token, date: form.get("date"), period: form.get("period") } });
  if (result.ok) {
    const changed = intent === "cancel" ? "cancelled" : "moved";
    return redirect(`/booking/${params.id}?token=${encodeURIComponent(token)}&changed=${changed}`, 303);
  }
  const error =
    result.status === 400 && Object.values(result.fields)[0] ? Object.values(result.fields)[0]! : result.error;
  return data(
    { error, alternatives: result.status === 409 ? result.alternatives : [] },
    { status: result.status, headers: privateHeaders },
  );
}

function where(b: View): string {
  if (b.type === "home_visit") return [b.address, b.postcode].filter(Boolean).join(", ");
  if (b.type === "phone") return copy.phoneWhere.replace("{phone}", b.phone);
  return copy.videoWhere;
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { booking, token, notice } = loaderData;
  if (!booking) {
    return (
      <main id="main">
        <PageHero title={copy.notFoundTitle}>{copy.notFoundBody}</PageHero>
        <div className="container-page py-12">
          <Link to="/contact-us#book" className="font-semibold text-primary underline">
            {copy.bookAgain}
          </Link>
        </div>
      </main>
    );
  }
  const cancelled = booking.status === "cancelled";
  const heading = notice === "new" ? copy.booked : copy.title;
  const status =
    notice === "new"
      ? copy.bookedIntro.replace("{email}", booking.email)
      : notice === "moved"
        ? copy.moved
        : notice === "cancelled"
          ? copy.cancelledNow
          : cancelled
            ? copy.cancelled
            : null;

  return (
    <main id="main">
      <PageHero title={heading}>{status}</PageHero>
      <div className="bg-surface py-12 sm:py-16">
        <div className="container-page grid max-w-3xl gap-8">
          <section
            aria-labelledby="booking-details"
            className="rounded-xl border border-border bg-background p-5 sm:p-8"
          >
            <h2 id="booking-details" className="text-2xl font-bold text-primary">
              {bookingTypeLabels[booking.type]}
            </h2>
            <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold">{copy.when}</dt>
              <dd className={cancelled ? "line-through" : undefined}>
                {bookingDateLabel(booking.date)}, {periodLabel(booking.period).toLowerCase()}
              </dd>
              <dt className="font-semibold">{copy.where}</dt>
              <dd>{where(booking)}</dd>
              <dt className="font-semibold">{copy.contact}</dt>
              <dd>
                {booking.name}, {booking.email}, {booking.phone}
              </dd>
              {booking.requirements ? (
                <>
                  <dt className="font-semibold">{copy.requirements}</dt>
                  <dd className="whitespace-pre-line">{booking.requirements}</dd>
                </>
              ) : null}
            </dl>
          </section>

          {actionData?.error ? (
            <div
              role="alert"
              className="rounded-md border-2 border-destructive bg-background p-3 font-medium text-destructive"
            >
              {actionData.error}
              {actionData.alternatives.length ? (
                <ul className="mt-2 list-disc pl-5 font-normal text-foreground">
                  {actionData.alternatives.map((a) => (
                    <li key={`${a.date}-${a.period}`}>
                      {bookingDateLabel(a.date)}, {bookingPeriods[a.period].label.toLowerCase()}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}

          {cancelled ? (
            <Link to="/contact-us#book" className="font-semibold text-primary underline">
              {copy.bookAgain}
            </Link>
          ) : (
            <>
              <section
                aria-labelledby="move-heading"
                className="rounded-xl border border-border bg-background p-5 sm:p-8"
              >
                <h2 id="move-heading" className="text-xl font-bold">
                  {copy.moveHeading}
                </h2>
                <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="intent" value="reschedule" />
                  <div className="flex flex-col gap-1.5">
                    <label htmlFor="move-date" className="text-sm font-semibold">
                      {copy.when}
                    </label>
                    <input
                      id="move-date"
                      name="date"
                      type="date"
                      required
                      defaultValue={booking.date}
                      className="block min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base"
                    />
                  </div>
                  <fieldset>
                    <legend className="text-sm font-semibold">{copy.time}</legend>
                    <div className="mt-1.5 grid grid-cols-2 gap-2">
                      {BOOKING_PERIODS.map((p) => (
                        <label key={p} className="flex min-h-11 items-center gap-2 rounded-md border border-input px-3">
                          <input
                            type="radio"
                            name="period"
                            value={p}
                            defaultChecked={p === booking.period}
                            className="size-4"
                          />
                          {bookingPeriods[p].label}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <Button type="submit" disabled={busy} className="sm:col-span-2 sm:justify-self-start">
                    {copy.moveSubmit}
                  </Button>
                </Form>
              </section>
              <section
                aria-labelledby="cancel-heading"
                className="rounded-xl border border-border bg-background p-5 sm:p-8"
              >
                <h2 id="cancel-heading" className="text-xl font-bold">
                  {copy.cancelHeading}
                </h2>
                <p className="mt-2 text-muted-foreground">{copy.cancelIntro}</p>
                <Form method="post" className="mt-4">
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="intent" value="cancel" />
                  <Button type="submit" variant="outline" disabled={busy}>
                    {copy.cancelSubmit}
                  </Button>
                </Form>
              </section>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
