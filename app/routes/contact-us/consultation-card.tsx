import { CalendarDays } from "lucide-react";
import { BookingForm } from "~/components/booking/booking-form";
import { bookingForm } from "~/content/booking-page";

/**
 * 'Book Your Free Consultation' (docs/product.md §2.8), made a real booking (our
 * departure from the display-only card, docs/product.md §14), posting to /booking/new.
 */
export function ConsultationCard() {
  return (
    <section
      id="book"
      aria-labelledby="consultation-heading"
      className="rounded-xl border border-border bg-background p-5 shadow-sm sm:p-8"
    >
      <h2 id="consultation-heading" className="flex items-center gap-2 text-2xl font-bold text-primary">
        <CalendarDays aria-hidden="true" className="size-6" /> {bookingForm.heading}
      </h2>
      <p className="mt-2 mb-6 text-muted-foreground">{bookingForm.intro}</p>
      <BookingForm idPrefix="booking" />
    </section>
  );
}
