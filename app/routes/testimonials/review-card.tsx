import { Star } from "lucide-react";
import type { Testimonial } from "~/content/testimonials";
import { monthDateTime } from "~/lib/uk-date";

/** The review's month, as a <time> when it can be read as one (a bare <time> must hold a valid date). */
function ReviewDate({ shown }: { shown: string }) {
  const dateTime = monthDateTime(shown);
  return dateTime ? <time dateTime={dateTime}>{shown}</time> : <span>{shown}</span>;
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i < rating ? "size-5 fill-accent text-accent-foreground" : "size-5 text-border"}
          strokeWidth={1.5}
        />
      ))}
    </p>
  );
}

export function ReviewCard({ review }: { review: Testimonial }) {
  return (
    <li>
      <figure className="flex h-full flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
        <div className="flex items-center justify-between gap-3">
          <Stars rating={review.rating} />
          <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground">
            {review.platform} review
          </span>
        </div>
        <p className="mt-3 text-sm font-semibold text-success">{review.project}</p>
        <blockquote className="mt-3 flex-1 border-l-4 border-accent pl-4 leading-relaxed">
          <p>{review.text}</p>
        </blockquote>
        <figcaption className="mt-5 border-t border-border pt-4">
          <span className="block font-bold text-primary">{review.name}</span>
          <span className="block text-sm text-muted-foreground">
            {review.company}, {review.location} · <ReviewDate shown={review.date} />
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
