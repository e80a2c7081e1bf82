import { LeadForm, SelectField, TextAreaField, TextField } from "~/components/lead-form/lead-form";
import type { FieldContext } from "~/components/lead-form/fields";
import { calculatorCopy } from "~/content/estimate-page";
import { LIMITS } from "~/lib/lead-constants";
import { quotePage, referralLabels } from "~/content/lead-forms";

/** The calculator's roof answers, carried as hidden fields and named in words beside the form. */
const ROOF_FIELDS = ["orientation", "pitch", "shading", "occupancy", "battery"] as const;

function roofWords(name: (typeof ROOF_FIELDS)[number], value: string): string {
  const pick = (labels: Record<string, string>) => labels[value] ?? value;
  switch (name) {
    case "orientation":
      return `a roof facing ${pick(calculatorCopy.orientationLabels).toLowerCase()}`;
    case "pitch":
      return `pitch ${value}°`;
    case "shading":
      return `shading: ${pick(calculatorCopy.shadingLabels).toLowerCase()}`;
    case "occupancy":
      return pick(calculatorCopy.occupancyLabels).toLowerCase();
    case "battery":
      return Number(value) > 0 ? `a battery of about ${value} kWh` : "no battery";
  }
}

/** What the calculator's "Get a precise quote" carried: the use and size as fields, the roof as hidden values. */
function CarriedEstimate({ ctx, values }: { ctx: FieldContext; values: Readonly<Record<string, string>> }) {
  const roof = ROOF_FIELDS.filter((name) => values[name]);
  const roofErrors = ROOF_FIELDS.map((name) => ctx.errors[name]).filter(Boolean);
  return (
    <fieldset className="grid gap-5 rounded-md border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-foreground">{quotePage.carriedHeading}</legend>
      {values.annualKwh !== undefined && (
        <TextField ctx={ctx} name="annualKwh" optional inputMode="decimal" autoComplete="off" />
      )}
      {values.kwp !== undefined && <TextField ctx={ctx} name="kwp" optional inputMode="decimal" autoComplete="off" />}
      {roof.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ))}
      {roof.length > 0 && (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {quotePage.carriedRoof(roof.map((name) => roofWords(name, values[name]!)))}
        </p>
      )}
      {roofErrors.length > 0 && (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {roofErrors.join(" ")}
        </p>
      )}
    </fieldset>
  );
}

/**
 * 'Get Your Free Quote' on /contact-us (docs/product.md §3.1, source `quote`).
 * `prefill`: the estimate's inputs from the page's query (the calculator's
 * link), read by the server, so the fields arrive filled with or without JavaScript.
 */
export function QuoteForm({ prefill }: { prefill: Readonly<Record<string, string>> }) {
  return (
    <section
      id="quote-form"
      aria-labelledby="quote-heading"
      className="rounded-xl border border-border bg-background p-5 shadow-sm sm:p-8"
    >
      <h2 id="quote-heading" className="text-2xl font-bold text-primary">
        {quotePage.formHeading}
      </h2>
      <p className="mt-2 mb-6 text-muted-foreground">{quotePage.formIntro}</p>
      <LeadForm
        source="quote"
        idPrefix="quote"
        label={quotePage.formHeading}
        submitLabel={quotePage.submit}
        initialValues={prefill}
      >
        {(ctx) => {
          const values = ctx.values ?? {};
          const carried = ["annualKwh", "kwp", ...ROOF_FIELDS].some((name) => values[name] !== undefined);
          return (
            <>
              <TextField ctx={ctx} name="name" autoComplete="name" />
              <TextField ctx={ctx} name="email" type="email" autoComplete="email" />
              <TextField ctx={ctx} name="phone" type="tel" autoComplete="tel" />
              <TextAreaField
                ctx={ctx}
                name="address"
                rows={2}
                maxLength={LIMITS.address}
                autoComplete="street-address"
              />
              <TextField
                ctx={ctx}
                name="postcode"
                optional
                maxLength={10}
                autoCapitalize="characters"
                autoComplete="postal-code"
              />
              <TextField ctx={ctx} name="monthlyBill" optional inputMode="decimal" autoComplete="off" />
              <p className="-mt-3 text-sm text-muted-foreground sm:col-span-2">{quotePage.estimateHint}</p>
              {carried && <CarriedEstimate ctx={ctx} values={values} />}
              <SelectField ctx={ctx} name="referral" options={referralLabels} className="sm:col-span-2" />
              <TextAreaField ctx={ctx} name="message" className="sm:col-span-2" />
            </>
          );
        }}
      </LeadForm>
    </section>
  );
}
