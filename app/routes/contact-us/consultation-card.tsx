import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { fieldLabels, optionalNote, chooseOption, quotePage, referralLabels } from "~/content/lead-forms";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";

const copy = quotePage.consultation;
const control =
  "block w-full min-h-11 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-2";

/**
 * 'Book Your Free Consultation' (docs/product.md §2.8). It is display-only: nothing here is
 * sent or stored, and the card says so rather than pretending to book.
 */
export function ConsultationCard() {
  const [time, setTime] = useState<string>();
  const [explained, setExplained] = useState(false);

  return (
    <section
      aria-labelledby="consultation-heading"
      className="rounded-xl border border-border bg-background p-5 shadow-sm sm:p-8"
    >
      <h2 id="consultation-heading" className="flex items-center gap-2 text-2xl font-bold text-primary">
        <CalendarDays aria-hidden="true" className="size-6" /> {copy.heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{copy.notice}</p>
      <div className="mt-6 grid gap-5">
        <fieldset>
          <legend className="text-sm font-semibold">{copy.typeLegend}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {copy.types.map((type, i) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 has-[:checked]:border-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input type="radio" name="consultation-type" value={type} defaultChecked={i === 0} className="size-4" />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="consultation-date" className="text-sm font-semibold">
            {copy.dateLabel}
          </label>
          <input id="consultation-date" type="date" className={control} />
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">{copy.timeLegend}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {copy.times.map((t) => (
              <Button
                key={t}
                type="button"
                variant={time === t ? "default" : "outline"}
                aria-pressed={time === t}
                onClick={() => setTime(t)}
              >
                {t}
              </Button>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="consultation-referral" className="text-sm font-semibold">
            {fieldLabels.referral} <span className="font-normal text-muted-foreground">{optionalNote}</span>
          </label>
          <select id="consultation-referral" className={control} defaultValue="">
            <option value="">{chooseOption}</option>
            {Object.entries(referralLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="consultation-requirements" className="text-sm font-semibold">
            {copy.requirementsLabel} <span className="font-normal text-muted-foreground">{optionalNote}</span>
          </label>
          <textarea id="consultation-requirements" rows={3} className={control} />
        </div>
        <div>
          <Button type="button" variant="outline" onClick={() => setExplained(true)} className="w-full sm:w-auto">
            {copy.button}
          </Button>
          <p role="status" className={cn("mt-3 text-sm", explained ? "rounded-md bg-accent-soft p-3" : "sr-only")}>
            {explained ? copy.afterButton.replace("{phone}", site.phone.display) : ""}
          </p>
        </div>
      </div>
    </section>
  );
}
