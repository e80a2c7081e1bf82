import type * as React from "react";
import {
  chooseOption,
  fieldLabels,
  honeypotLabel,
  type LeadFieldName,
  optionalNote,
  placeholders,
} from "~/content/lead-forms";
import { cn } from "~/lib/utils";

/** What every field of a lead form needs from the form: ids, the server's message, the visitor's earlier input. */
export interface FieldContext {
  idPrefix: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const controlClass =
  "block w-full min-h-11 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-destructive";

interface ShellProps {
  ctx: FieldContext;
  name: LeadFieldName;
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
        {fieldLabels[name]}
        {optional ? <span className="font-normal text-muted-foreground"> {optionalNote}</span> : null}
      </label>
      {children({
        id,
        name,
        defaultValue: ctx.values[name],
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
  name: LeadFieldName;
  optional?: boolean;
};

export function TextField({ ctx, name, optional, className, ...input }: InputProps) {
  return (
    <FieldShell ctx={ctx} name={name} optional={optional} className={className}>
      {(control) => <input {...control} placeholder={placeholders[name]} required={!optional} type="text" {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({
  ctx,
  name,
  className,
}: {
  ctx: FieldContext;
  name: LeadFieldName;
  className?: string;
}) {
  return (
    <FieldShell ctx={ctx} name={name} optional className={className}>
      {(control) => <textarea {...control} rows={4} placeholder={placeholders[name]} maxLength={5000} />}
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
  name: LeadFieldName;
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

/** A field people never see or reach, which bots fill in; the server drops any lead that has it. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-website`}>{honeypotLabel}</label>
      <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
