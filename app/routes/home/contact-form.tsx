import { useSyncExternalStore } from "react";
import { LeadForm, SelectField, TextAreaField, TextField } from "~/components/lead-form/lead-form";
import { contactMethodLabels, homeContact, referralLabels } from "~/content/lead-forms";
import { todayInUk } from "~/lib/uk-date";

const noSubscription = () => () => undefined;

/** The home page's contact form (docs/product.md §3.1, source `contact`). */
export function ContactForm() {
  // The page is prerendered, so today's date is only known in the browser; the server checks it as well.
  const today = useSyncExternalStore(noSubscription, todayInUk, () => undefined);

  return (
    <LeadForm source="contact" idPrefix="contact" label="Contact form" submitLabel={homeContact.submit}>
      {(ctx) => (
        <>
          <TextField ctx={ctx} name="name" autoComplete="name" />
          <TextField ctx={ctx} name="email" type="email" autoComplete="email" />
          <TextField ctx={ctx} name="phone" type="tel" autoComplete="tel" />
          <TextField ctx={ctx} name="address" optional autoComplete="street-address" />
          <TextField ctx={ctx} name="preferred_date" optional type="date" min={today} />
          <SelectField ctx={ctx} name="contact_method" options={contactMethodLabels} />
          <SelectField ctx={ctx} name="referral" options={referralLabels} className="sm:col-span-2" />
          <TextAreaField ctx={ctx} name="message" className="sm:col-span-2" />
        </>
      )}
    </LeadForm>
  );
}
