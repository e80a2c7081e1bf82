import { useId } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { staffCopy } from "~/content/staff";

const copy = staffCopy.filters;
const field =
  "mt-1 block min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring";

/** A refused field by the label staff see ("to" is "To"); a query-wide problem as "Filters". */
const fieldLabel = (name: string) => ({ from: copy.from, to: copy.to, variant: copy.variant })[name] ?? copy.legend;

/** The filters as the URL holds them (raw text, so a refused value is shown as it was typed). */
export interface FilterValues {
  from: string;
  to: string;
  variant: string;
}

/**
 * Date range and variant as a GET form (docs/decisions/058): the filters live
 * in the URL, so a link shares them and Back undoes one. With JavaScript a
 * change applies at once; without it, the Apply button does.
 */
export function FilterBar({ values, errors }: { values: FilterValues; errors?: Record<string, string> }) {
  const id = useId();
  const submit = useSubmit();
  const active = Boolean(values.from || values.to || values.variant);
  const errorList = errors ? Object.entries(errors) : [];
  // Only the filters set go into the URL (?variant=a, not ?from=&to=&variant=a); each change is a new history entry.
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value) params.set(name, value);
    void submit(params, { method: "get", action: "/quiz-analytics/funnel" });
  };
  return (
    <Form
      method="get"
      action="/quiz-analytics/funnel"
      className="rounded-lg border border-border bg-background p-4"
      onChange={(e) => apply(e.currentTarget)}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
    >
      <fieldset>
        <legend className="font-semibold">{copy.legend}</legend>
        {errorList.length > 0 && (
          <div role="alert" className="mt-3 font-medium text-destructive">
            <p>{copy.invalid}</p>
            <ul className="list-disc pl-5">
              {errorList.map(([name, message]) => (
                <li key={name}>
                  {fieldLabel(name)}: {message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* The key remounts the fields when the URL changes (Back), so they show its values. */}
        <div
          key={`${values.from}|${values.to}|${values.variant}`}
          className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto_auto] sm:items-end"
        >
          <div>
            <label htmlFor={`${id}-from`}>{copy.from}</label>
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              className={field}
              defaultValue={values.from}
              aria-invalid={errors?.from ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`}>{copy.to}</label>
            <input
              id={`${id}-to`}
              name="to"
              type="date"
              className={field}
              defaultValue={values.to}
              aria-invalid={errors?.to ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor={`${id}-variant`}>{copy.variant}</label>
            <select id={`${id}-variant`} name="variant" className={field} defaultValue={values.variant}>
              <option value="">{copy.allVariants}</option>
              <option value="a">{copy.variantA}</option>
              <option value="b">{copy.variantB}</option>
            </select>
          </div>
          <Button type="submit" variant="outline">
            {copy.apply}
          </Button>
          {active ? (
            <Link to="/quiz-analytics/funnel" className={buttonVariants({ variant: "outline" })}>
              {copy.reset}
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </div>
        <p className="mt-3 text-sm text-muted-foreground">{copy.note}</p>
      </fieldset>
    </Form>
  );
}
