/**
 * The fields of every lead form (contact, quote, quiz, chat): a label, the
 * control and the server's message beneath it, tied together for assistive
 * technology. Each form brings its own copy and either lets the browser keep
 * the values (the contact and quote forms, which also work without
 * JavaScript) or controls them (`value` and `onChange`, the quiz and chat).
 */
import type * as React from "react";
import { chooseOption, honeypotLabel, optionalNote } from "~/content/lead-forms";
import { LIMITS } from "~/lib/lead-constants";
import { cn } from "~/lib/utils";

/** What every field of one form needs from it: ids, copy, the server's messages, the visitor's earlier input. */
export interface FieldContext {
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  labels: Readonly<Partial<Record<string, string>>>;
  placeholders?: Readonly<Partial<Record<string, string>>>;
  errors: Readonly<Partial<Record<string, string>>>;
  /** What the visitor typed before a page re-rendered without JavaScript. */
  values?: Readonly<Record<string, string>>;
}

const controlClass =
  "block w-full min-h-11 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-60 aria-[invalid=true]:border-2 aria-[invalid=true]:border-destructive";

interface ShellProps {
  ctx: FieldContext;
  name: string;
  optional?: boolean;
  className?: string;
  children: (control: {
    id: string;
    name: string;
    defaultValue: string | undefined;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => React.ReactNode;
}

function FieldShell({ ctx, name, optional, className, children }: ShellProps) {
  const id = `${ctx.idPrefix}-${name}`;
  const error = ctx.errors[name];
  const errorId = `${id}-error`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-foreground">
        {ctx.labels[name] ?? name}
        {optional ? <span className="font-normal text-muted-foreground"> {optionalNote}</span> : null}
      </label>
      {children({
        id,
        name,
        defaultValue: ctx.values?.[name],
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: controlClass,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<React.ComponentProps<"input">, "name"> & {
  ctx: FieldContext;
  name: string;
  optional?: boolean;
};

export function TextField({ ctx, name, optional, className, ...input }: InputProps) {
  return (
    <FieldShell ctx={ctx} name={name} optional={optional} className={className}>
      {(control) => (
        <input
          {...control}
          // A controlled field (value given) must not also get a default.
          defaultValue={input.value === undefined ? control.defaultValue : undefined}
          placeholder={ctx.placeholders?.[name]}
          required={!optional}
          type="text"
          {...input}
        />
      )}
    </FieldShell>
  );
}

type TextAreaProps = Omit<React.ComponentProps<"textarea">, "name"> & { ctx: FieldContext; name: string };

/** An optional text of several lines (a message; an address, which autofill writes over several lines). */
export function TextAreaField({ ctx, name, className, ...textarea }: TextAreaProps) {
  return (
    <FieldShell ctx={ctx} name={name} optional className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={4}
          placeholder={ctx.placeholders?.[name]}
          maxLength={LIMITS.message}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  ctx,
  name,
  options,
  className,
}: {
  ctx: FieldContext;
  name: string;
  options: Record<string, string>;
  className?: string;
}) {
  return (
    <FieldShell ctx={ctx} name={name} optional className={className}>
      {(control) => (
        <select {...control} defaultValue={control.defaultValue ?? ""}>
          <option value="">{chooseOption}</option>
          {Object.entries(options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The one honeypot of the lead forms: a field people never see or reach,
 * which bots fill in; the server drops any lead that has it. Its value goes
 * with the form's data (FormData), never through React state.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-website`}>{honeypotLabel}</label>
      <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The honeypot's value in a submitted form ("" for people). */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get("website");
  return typeof value === "string" ? value : "";
}

/**
 * Takes the visitor to the first field that needs attention, centred so its
 * label and message are not hidden under the fixed header. Call it once the
 * fields are enabled again: a disabled control cannot take focus.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}
