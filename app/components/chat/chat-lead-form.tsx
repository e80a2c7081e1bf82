import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { Honeypot, honeypotValue, TextField } from "~/components/lead-form/fields";
import { chatCopy } from "~/content/chat";
import { fieldLabels } from "~/content/lead-forms";
import type { LeadFields } from "./chat-api";
import type { useChat } from "./use-chat";

type Lead = ReturnType<typeof useChat>["lead"];

const inputs = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "address", type: "text", autoComplete: "address-line1", optional: true },
] as const satisfies readonly { name: keyof LeadFields; type: string; autoComplete: string; optional?: boolean }[];

/** Lead-details mode (docs/product.md §2.4): name, email, phone, optional address; Cancel returns to the messages. */
export function ChatLeadForm({ lead, onCancel }: { lead: Lead; onCancel: () => void }) {
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
        void lead.submit(honeypotValue(e.currentTarget));
      }}
      // Bottom room on phones keeps the buttons clear of toasts, which sit at the foot of the screen.
      className="relative space-y-2.5 overflow-y-auto border-t border-border p-3 max-md:pb-20"
    >
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-primary">
          {chatCopy.form.title}
        </h3>
        <p className="text-sm text-muted-foreground">{chatCopy.form.intro}</p>
      </div>
      {inputs.map(({ name, ...input }, i) => (
        <TextField
          key={name}
          ctx={{ idPrefix: id, labels: fieldLabels, errors: lead.fieldErrors }}
          name={name}
          {...input}
          ref={i === 0 ? first : undefined}
          value={lead.fields[name]}
          onChange={(e) => lead.setField(name, e.target.value)}
        />
      ))}
      <Honeypot idPrefix={id} />
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
