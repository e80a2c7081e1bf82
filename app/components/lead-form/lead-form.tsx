import type * as React from "react";
import { useActionData, useFormAction } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldLabels, formMessages, placeholders } from "~/content/lead-forms";
import { cn } from "~/lib/utils";
import { type FieldContext, Honeypot } from "./fields";
import { type ServerFormFailure, useLeadForm } from "./use-lead-form";

export { SelectField, TextAreaField, TextField } from "./fields";

interface LeadFormProps {
  source: "contact" | "quote";
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  submitLabel: string;
  /** Accessible name of the form. */
  label: string;
  className?: string;
  /** Values the page starts with (read by the server from the query); what the visitor sent back wins. */
  initialValues?: Readonly<Record<string, string>>;
  children: (ctx: FieldContext) => React.ReactNode;
}

/**
 * A lead form that works both ways: with JavaScript it sends JSON to
 * /api/leads (useLeadForm); without, it posts to the route's own action,
 * which redirects to /thank-you or renders the page again with the errors.
 */
export function LeadForm({ source, idPrefix, submitLabel, label, className, initialValues, children }: LeadFormProps) {
  const action = useFormAction();
  const actionData = useActionData() as ServerFormFailure | undefined;
  const { formRef, onSubmit, busy, error, fields } = useLeadForm(source, actionData);
  const ctx: FieldContext = {
    idPrefix,
    labels: fieldLabels,
    placeholders,
    errors: fields,
    values: actionData?.values ?? initialValues,
  };
  const errorId = `${idPrefix}-form-error`;

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      onSubmit={onSubmit}
      aria-label={label}
      aria-describedby={error ? errorId : undefined}
      aria-busy={busy || undefined}
      className={cn("relative", className)}
    >
      <input type="hidden" name="source" value={source} />
      <Honeypot idPrefix={idPrefix} />
      <div
        role="alert"
        id={errorId}
        className={
          error
            ? "mb-5 rounded-md border-2 border-destructive bg-background p-3 text-sm font-medium text-destructive"
            : undefined
        }
      >
        {error}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{children(ctx)}</div>
      <Button type="submit" variant="accent" size="lg" className="mt-6 w-full sm:w-auto" disabled={busy}>
        {busy ? formMessages.submitting : submitLabel}
      </Button>
    </form>
  );
}
