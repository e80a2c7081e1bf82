import { contactCopy } from "~/content/quiz";
import { cn } from "~/lib/utils";

export type FieldName = "name" | "email" | "phone" | "postcode";

const inputTypes: Record<FieldName, string> = { name: "text", email: "email", phone: "tel", postcode: "text" };

interface Props {
  name: FieldName;
  value: string;
  error?: string;
  disabled: boolean;
  onChange(value: string): void;
}

/** A labelled, required input of the contact step with its error message beneath. */
export function ContactField({ name, value, error, disabled, onChange }: Props) {
  const field = contactCopy.fields[name];
  const id = `quiz-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-foreground">
        {field.label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={name}
        type={inputTypes[name]}
        required
        autoComplete={field.autoComplete}
        placeholder={field.placeholder}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          "mt-1.5 block min-h-11 w-full rounded-md border bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:opacity-60",
          error ? "border-destructive" : "border-input",
        )}
        {...(name === "postcode" ? { autoCapitalize: "characters", maxLength: 10 } : {})}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
