import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { defaults, occupancies, pitchPresets, shadingLevels } from "~/content/estimate";
import { calculatorCopy as copy } from "~/content/estimate-page";
import { orientations } from "~/content/estimate-solar";
import { ESTIMATE_FIELDS, type EstimateField } from "~/lib/estimate/fields";

export { ESTIMATE_FIELDS as FIELD_NAMES };
type FieldName = EstimateField;

const control =
  "block w-full min-h-11 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-destructive";

interface FieldProps {
  name: FieldName;
  errors: Record<string, string>;
  hint?: string;
  children: (props: {
    id: string;
    name: FieldName;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => React.ReactNode;
}

function Field({ name, errors, hint, children }: FieldProps) {
  const id = `calc-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-foreground">
        {copy.labels[name]}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
        className: control,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface Props {
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (form: HTMLFormElement) => void;
}

/** A GET form: submitting it without JavaScript loads the page with the estimate for its query. */
export function CalculatorForm({ values, errors, onChange }: Props) {
  const pitch = values.pitch ?? String(defaults.pitch);
  const customPitch = pitchPresets.some((p) => String(p.value) === pitch) ? null : pitch;
  // A link (or the API's parameters) may carry a size the menu does not list; keep it selectable.
  const battery = values.battery ?? String(defaults.battery);
  const customBattery = copy.batteryOptions.some((b) => String(b.value) === battery) ? null : battery;
  return (
    <section aria-labelledby="calc-form-heading">
      <h2 id="calc-form-heading" className="text-2xl font-bold text-primary">
        {copy.formHeading}
      </h2>
      <Form
        method="get"
        className="mt-6 flex flex-col gap-5"
        onChange={(event) => onChange(event.currentTarget)}
        preventScrollReset
      >
        <Field name="postcode" errors={errors} hint={copy.hints.postcode}>
          {(p) => (
            <input
              {...p}
              type="text"
              autoComplete="postal-code"
              required
              maxLength={10}
              defaultValue={values.postcode}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-semibold text-foreground">Your electricity use</legend>
          <p className="text-sm text-muted-foreground">{copy.hints.usage}</p>
          <Field name="monthlyBill" errors={errors}>
            {(p) => (
              <input
                {...p}
                type="number"
                inputMode="decimal"
                min={1}
                max={2000}
                step="any"
                defaultValue={values.monthlyBill}
              />
            )}
          </Field>
          <Field name="annualKwh" errors={errors}>
            {(p) => (
              <input
                {...p}
                type="number"
                inputMode="numeric"
                min={100}
                max={100000}
                step="any"
                defaultValue={values.annualKwh}
              />
            )}
          </Field>
        </fieldset>
        <Field name="orientation" errors={errors}>
          {(p) => (
            <select {...p} defaultValue={values.orientation?.toUpperCase() ?? defaults.orientation}>
              {orientations.map((o) => (
                <option key={o} value={o}>
                  {copy.orientationLabels[o]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="pitch" errors={errors}>
          {(p) => (
            <select {...p} defaultValue={pitch}>
              {pitchPresets.map((preset) => (
                <option key={preset.value} value={preset.value}>
                  {preset.label}
                </option>
              ))}
              {customPitch ? <option value={customPitch}>{customPitch}°</option> : null}
            </select>
          )}
        </Field>
        <Field name="shading" errors={errors}>
          {(p) => (
            <select {...p} defaultValue={values.shading ?? defaults.shading}>
              {shadingLevels.map((s) => (
                <option key={s} value={s}>
                  {copy.shadingLabels[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="occupancy" errors={errors}>
          {(p) => (
            <select {...p} defaultValue={values.occupancy ?? defaults.occupancy}>
              {occupancies.map((o) => (
                <option key={o} value={o}>
                  {copy.occupancyLabels[o]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="battery" errors={errors}>
          {(p) => (
            <select {...p} defaultValue={battery}>
              {copy.batteryOptions.map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
              {customBattery ? <option value={customBattery}>{customBattery} kWh</option> : null}
            </select>
          )}
        </Field>
        <Field name="kwp" errors={errors} hint={copy.hints.kwp}>
          {(p) => (
            <input {...p} type="number" inputMode="decimal" min={0.5} max={50} step="any" defaultValue={values.kwp} />
          )}
        </Field>
        <Button type="submit" variant="accent" size="lg">
          {copy.submit}
        </Button>
      </Form>
    </section>
  );
}
