/** The staff's list of bookings, grouped by day, each with its cancel and done controls. */
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { type BookingPeriod, type BookingStatus, type BookingType, bookingTypeLabels } from "~/content/bookings";
import { staffCopy } from "~/content/staff";
import { bookingDateLabel, periodLabel } from "~/lib/bookings/format";

const copy = staffCopy.bookings;

export interface StaffBookingRow {
  id: string;
  type: BookingType;
  date: string;
  period: BookingPeriod;
  status: BookingStatus;
  name: string;
  phone: string;
  postcode: string | null;
  requirements: string | null;
}

const statusStyle: Record<BookingStatus, string> = {
  confirmed: "bg-success-soft text-success",
  cancelled: "bg-muted text-muted-foreground line-through",
  done: "bg-primary-soft text-primary",
};

function BookingItem({ booking }: { booking: StaffBookingRow }) {
  const fetcher = useFetcher<{ ok?: true; error?: string }>();
  const busy = fetcher.state !== "idle";
  return (
    <li className="rounded-lg border border-border bg-background p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {periodLabel(booking.period)}: {bookingTypeLabels[booking.type]}
        </p>
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${statusStyle[booking.status]}`}>
          {copy.status[booking.status]}
        </span>
      </div>
      <p className="mt-1">
        {booking.name},{" "}
        <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className="text-primary underline">
          {booking.phone}
        </a>
        {booking.postcode ? `, ${booking.postcode}` : ""}
      </p>
      {booking.requirements ? (
        <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">
          {copy.requirements}: {booking.requirements}
        </p>
      ) : null}
      {booking.status === "confirmed" ? (
        <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="bookingId" value={booking.id} />
          <Button type="submit" name="intent" value="done" variant="outline" disabled={busy}>
            {copy.done}
          </Button>
          <Button type="submit" name="intent" value="cancel" variant="outline" disabled={busy}>
            {copy.cancel}
          </Button>
        </fetcher.Form>
      ) : null}
      {fetcher.data?.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-destructive">
          {copy.failed}
        </p>
      ) : null}
    </li>
  );
}

export function BookingsList({ bookings }: { bookings: StaffBookingRow[] }) {
  const days = new Map<string, StaffBookingRow[]>();
  for (const b of bookings) days.set(b.date, [...(days.get(b.date) ?? []), b]);
  return (
    <section aria-labelledby="bookings-heading">
      <h1 id="bookings-heading" className="text-2xl font-bold text-primary sm:text-3xl">
        {copy.heading}
      </h1>
      <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      {days.size === 0 ? <p className="mt-6 rounded-lg bg-background p-6">{copy.empty}</p> : null}
      {[...days].map(([date, list]) => (
        <section key={date} aria-labelledby={`day-${date}`} className="mt-8">
          <h2 id={`day-${date}`} className="text-lg font-bold">
            {bookingDateLabel(date)}
          </h2>
          <ul className="mt-3 grid gap-3">
            {list.map((b) => (
              <BookingItem key={b.id} booking={b} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
