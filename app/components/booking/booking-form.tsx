import { useState } from "react";
import { useFetcher } from "react-router";
import { Honeypot, SelectField, TextField } from "~/components/lead-form/fields";
import { Button } from "~/components/ui/button";
import { bookingForm as copy } from "~/content/booking-page";
import {
  BOOKING_PERIODS,
  BOOKING_TYPES,
  bookingPeriods,
  type BookingPeriod,
  type BookingType,
  bookingTypeLabels,
} from "~/content/bookings";
import { optionalNote, referralLabels } from "~/content/lead-forms";
import { shortSlotLabel } from "~/lib/bookings/format";
import { cn } from "~/lib/utils";
import type { BookingFormFailure } from "~/server/booking-form.server";
import { useAvailability } from "./use-availability";

const control =
  "block w-full min-h-11 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-destructive";
const choice =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 has-[:checked]:border-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60";

const isType = (v: string | undefined): v is BookingType => (BOOKING_TYPES as readonly string[]).includes(v ?? "");

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/**
 * The booking form. It posts to /booking/new with or without JavaScript; with
 * it, the answer comes back into the form (a fetcher) and periods that are
 * full or closed are shown as such, from the availability API.
 */
export function BookingForm({ idPrefix, failure }: { idPrefix: string; failure?: BookingFormFailure }) {
  const fetcher = useFetcher<BookingFormFailure>();
  const answer = fetcher.data ?? failure;
  const values = answer?.values ?? {};
  const errors = answer?.fields ?? {};
  const [type, setType] = useState<BookingType>(isType(values.type) ? values.type : "home_visit");
  const [date, setDate] = useState(values.date ?? "");
  const [period, setPeriod] = useState<string>(values.period ?? "");
  const periods = useAvailability(type);
  const busy = fetcher.state !== "idle";
  const id = (name: string) => `${idPrefix}-${name}`;
  const describedBy = (name: string) => (errors[name] ? `${id(name)}-error` : undefined);

  const onDay = periods?.filter((p) => p.date === date);
  const stateOf = (p: BookingPeriod) => {
    if (!onDay || !date) return undefined;
    const found = onDay.find((o) => o.period === p);
    return found ? (found.available ? undefined : copy.full) : copy.closed;
  };
  const nextFree = (answer?.alternatives.length ? answer.alternatives : periods?.filter((p) => p.available))?.slice(
    0,
    4,
  );
  const pick = (slot: { date: string; period: BookingPeriod }) => {
    setDate(slot.date);
    setPeriod(slot.period);
  };

  return (
    <fetcher.Form
      method="post"
      action="/booking/new"
      aria-label={copy.heading}
      aria-busy={busy || undefined}
      className="relative grid gap-5"
    >
      <Honeypot idPrefix={idPrefix} />
      <div
        role="alert"
        className={
          answer?.error
            ? "rounded-md border-2 border-destructive bg-background p-3 text-sm font-medium text-destructive"
            : undefined
        }
      >
        {answer?.error}
      </div>
      <fieldset aria-describedby={describedBy("type")}>
        <legend className="text-sm font-semibold">{copy.typeLegend}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {BOOKING_TYPES.map((t) => (
            <label key={t} className={choice}>
              <input
                type="radio"
                name="type"
                value={t}
                checked={type === t}
                onChange={() => setType(t)}
                className="size-4"
              />
              {bookingTypeLabels[t]}
            </label>
          ))}
        </div>
        <FieldError id={`${id("type")}-error`} message={errors.type} />
      </fieldset>

      {nextFree && nextFree.length > 0 ? (
        <div>
          <p className="text-sm font-semibold" id={id("next")}>
            {answer?.alternatives.length ? copy.alternativesHeading : copy.nextFree}
          </p>
          <ul aria-labelledby={id("next")} className="mt-2 flex flex-wrap gap-2">
            {nextFree.map((slot) => (
              <li key={`${slot.date}-${slot.period}`}>
                <Button
                  type="button"
                  variant={slot.date === date && slot.period === period ? "default" : "outline"}
                  aria-pressed={slot.date === date && slot.period === period}
                  onClick={() => pick(slot)}
                >
                  {shortSlotLabel(slot.date, slot.period)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <label htmlFor={id("date")} className="text-sm font-semibold">
          {copy.dateLabel}
        </label>
        <p id={id("date-hint")} className="text-sm text-muted-foreground">
          {copy.dateHint}
        </p>
        <input
          id={id("date")}
          name="date"
          type="date"
          required
          value={date}
          min={periods?.[0]?.date}
          max={periods?.at(-1)?.date}
          onChange={(e) => setDate(e.target.value)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={[id("date-hint"), describedBy("date")].filter(Boolean).join(" ")}
          className={control}
        />
        <FieldError id={`${id("date")}-error`} message={errors.date} />
      </div>

      <fieldset aria-describedby={describedBy("period")}>
        <legend className="text-sm font-semibold">{copy.timeLegend}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {BOOKING_PERIODS.map((p) => {
            const state = stateOf(p);
            return (
              <label key={p} className={choice}>
                <input
                  type="radio"
                  name="period"
                  value={p}
                  required
                  checked={period === p}
                  disabled={state !== undefined}
                  onChange={() => setPeriod(p)}
                  className="size-4"
                />
                <span>
                  {bookingPeriods[p].label}{" "}
                  <span className="text-sm text-muted-foreground">
                    {state ? `(${state})` : `${bookingPeriods[p].start}-${bookingPeriods[p].end}`}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={`${id("period")}-error`} message={errors.period} />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField ctx={{ idPrefix, errors, values }} name="name" autoComplete="name" />
        <TextField ctx={{ idPrefix, errors, values }} name="email" type="email" autoComplete="email" />
        <TextField ctx={{ idPrefix, errors, values }} name="phone" type="tel" autoComplete="tel" />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id("postcode")} className="text-sm font-semibold">
            {copy.postcodeLabel}
          </label>
          <input
            id={id("postcode")}
            name="postcode"
            type="text"
            required
            autoComplete="postal-code"
            defaultValue={values.postcode}
            placeholder={copy.postcodePlaceholder}
            aria-invalid={errors.postcode ? true : undefined}
            aria-describedby={describedBy("postcode")}
            className={control}
          />
          <FieldError id={`${id("postcode")}-error`} message={errors.postcode} />
        </div>
        <TextField
          ctx={{ idPrefix, errors, values }}
          name="address"
          optional
          autoComplete="address-line1"
          className="sm:col-span-2"
        />
        <SelectField ctx={{ idPrefix, errors, values }} name="referral" options={referralLabels} />
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={id("requirements")} className="text-sm font-semibold">
            {copy.requirementsLabel} <span className="font-normal text-muted-foreground">{optionalNote}</span>
          </label>
          <textarea
            id={id("requirements")}
            name="requirements"
            rows={3}
            maxLength={1000}
            defaultValue={values.requirements}
            placeholder={copy.requirementsPlaceholder}
            aria-invalid={errors.requirements ? true : undefined}
            aria-describedby={describedBy("requirements")}
            className={control}
          />
          <FieldError id={`${id("requirements")}-error`} message={errors.requirements} />
        </div>
      </div>
      <div>
        <Button type="submit" variant="accent" size="lg" disabled={busy} className={cn("w-full sm:w-auto")}>
          {busy ? copy.submitting : copy.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}
