import { useActionData } from "react-router";
import { BookingForm } from "~/components/booking/booking-form";
import { PageHero } from "~/components/page-hero";
import { bookingForm } from "~/content/booking-page";
import { site } from "~/content/site";
import { bookingFormAction } from "~/server/booking-form.server";
import type { BookingFormFailure } from "~/server/booking-form.server";
import type { Route } from "./+types/booking.new";

/** The booking form's own address: where it posts, and the answer page when JavaScript is off. */
export const meta: Route.MetaFunction = () => [
  { title: `${bookingForm.pageTitle} | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  return bookingFormAction({ request, context });
}

export default function NewBookingPage() {
  const failure = useActionData<BookingFormFailure>();
  return (
    <main id="main">
      <PageHero title={bookingForm.heading}>{bookingForm.intro}</PageHero>
      <div className="bg-surface py-12 sm:py-16">
        <div className="container-page max-w-3xl rounded-xl border border-border bg-background p-5 shadow-sm sm:p-8">
          <BookingForm idPrefix="booking" failure={failure} />
        </div>
      </div>
    </main>
  );
}
