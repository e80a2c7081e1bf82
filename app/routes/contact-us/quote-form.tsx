import { LeadForm, SelectField, TextAreaField, TextField } from "~/components/lead-form/lead-form";
import { quotePage, referralLabels } from "~/content/lead-forms";

/** 'Get Your Free Quote' on /contact-us (docs/product.md §3.1, source `quote`). */
export function QuoteForm() {
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
      <LeadForm source="quote" idPrefix="quote" label={quotePage.formHeading} submitLabel={quotePage.submit}>
        {(ctx) => (
          <>
            <TextField ctx={ctx} name="name" autoComplete="name" />
            <TextField ctx={ctx} name="email" type="email" autoComplete="email" />
            <TextField ctx={ctx} name="phone" type="tel" autoComplete="tel" />
            <TextField ctx={ctx} name="address" optional autoComplete="street-address" />
            <SelectField ctx={ctx} name="referral" options={referralLabels} className="sm:col-span-2" />
            <TextAreaField ctx={ctx} name="message" className="sm:col-span-2" />
          </>
        )}
      </LeadForm>
    </section>
  );
}
