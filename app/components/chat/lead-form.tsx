import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { chatCopy } from "~/content/chat";
import type { LeadFields } from "./chat-api";
import type { useChat } from "./use-chat";

type Lead = ReturnType<typeof useChat>["lead"];

const inputs: { name: keyof LeadFields; type: string; autoComplete: string; required: boolean }[] = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: true },
  { name: "address", type: "text", autoComplete: "street-address", required: false },
];

/** Lead-details mode (docs/product.md §2.4): name, email, phone, optional address; Cancel returns to the messages. */
export function LeadForm({ lead, onCancel }: { lead: Lead; onCancel: () => void }) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => first.current?.focus(), []);

  return (
    <form
      aria-labelledby={`${id}-title`}
      // Required fields are checked in code so a gap gets the 'Missing information' toast (docs/product.md §8.1).
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void lead.submit();
      }}
      // Bottom room on phones keeps the buttons clear of toasts, which sit at the foot of the screen.
      className="space-y-2.5 overflow-y-auto border-t border-border p-3 max-md:pb-20"
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-primary">
          {chatCopy.form.title}
        </h3>
        <p className="text-sm text-muted-foreground">{chatCopy.form.intro}</p>
      </div>
      {inputs.map((f, i) => {
        const error = lead.fieldErrors[f.name];
        return (
          <div key={f.name}>
            <label htmlFor={`${id}-${f.name}`} className="block text-sm font-medium">
              {chatCopy.form[f.name]}
            </label>
            <input
              ref={i === 0 ? first : undefined}
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              aria-required={f.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${f.name}-error` : undefined}
              value={lead.fields[f.name]}
              onChange={(e) => lead.setField(f.name, e.target.value)}
              className="mt-1 min-h-11 w-full rounded-md border border-input bg-background px-3 text-base"
            />
            {error && (
              <p id={`${id}-${f.name}-error`} className="mt-1 text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex gap-2 pt-1">
        <button
          type="submit"
          disabled={lead.submitting}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md bg-accent px-4 font-semibold text-accent-foreground hover:bg-accent/85 disabled:opacity-60"
        >
          {lead.submitting && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          {lead.submitting ? chatCopy.form.submitting : chatCopy.form.submit}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={lead.submitting}
          className="inline-flex min-h-11 items-center justify-center rounded-md border-2 border-primary px-4 font-semibold text-primary hover:bg-primary-soft disabled:opacity-60"
        >
          {chatCopy.form.cancel}
        </button>
      </div>
      <p className="text-xs text-muted-foreground">
        {chatCopy.form.privacy}{" "}
        <Link to="/privacy-policy" className="underline underline-offset-2">
          {chatCopy.form.privacyLink}
        </Link>
        .
      </p>
    </form>
  );
}
