/**
 * The staff area's warning that the estimate's price-cap figures have missed
 * an Ofgem reset (more than four months old; app/lib/estimate/freshness.ts),
 * so whoever keeps the site updates them. Shown above every staff tab.
 */
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { staffCopy } from "~/content/staff";
import { priceCapFreshness } from "~/lib/estimate/freshness";
import { todayInUk } from "~/lib/uk-date";

export type PriceCapNotice = { asOf: string; staleAfter: string } | null;

/** What the loader hands the page: the dates when the figures are stale, else null. */
export function priceCapNotice(now: Date = new Date(), asOf?: string): PriceCapNotice {
  const fresh = priceCapFreshness(todayInUk(now), asOf);
  return fresh.stale ? { asOf: fresh.asOf, staleAfter: fresh.staleAfter } : null;
}

const copy = staffCopy.priceCap;

export function PriceCapWarning({ notice }: { notice: PriceCapNotice }) {
  if (!notice) return null;
  return (
    <section
      aria-labelledby="price-cap-heading"
      className="mb-6 flex gap-3 rounded-lg border-2 border-destructive bg-background p-4"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <h2 id="price-cap-heading" className="font-semibold text-foreground">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-foreground">{copy.body(notice.asOf, notice.staleAfter)}</p>
        <Link
          to="/how-we-estimate"
          className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4"
        >
          {copy.link}
        </Link>
      </div>
    </section>
  );
}
