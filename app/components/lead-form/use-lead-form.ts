/**
 * Submission of the contact and quote forms with JavaScript: through the
 * lead client (app/lib/lead-client.ts), the spec's toasts, /thank-you on
 * success. On failure the form keeps what the visitor typed and shows the
 * server's messages by the fields.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formMessages } from "~/content/lead-forms";
import { submitLead } from "~/lib/lead-client";
import { notify } from "~/lib/toast";
import { focusFirstInvalid } from "./fields";

/** The failure a form route's action hands back when JavaScript was off (see lead-form.server.ts). */
export interface ServerFormFailure {
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

interface State {
  busy: boolean;
  error?: string;
  fields: Record<string, string>;
}

export function useLeadForm(source: "contact" | "quote", serverFailure?: ServerFormFailure) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<State>({
    busy: false,
    error: serverFailure?.error,
    fields: serverFailure?.fields ?? {},
  });

  useEffect(() => focusFirstInvalid(formRef.current), [state.fields]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.busy) return;
    const form = Object.fromEntries(new FormData(event.currentTarget));
    setState({ busy: true, fields: {} });
    const result = await submitLead({ ...form, source });
    if (result.ok) {
      void notify("success", formMessages.successTitle, formMessages.successDescription);
      await navigate("/thank-you");
      return;
    }
    setState({
      busy: false,
      fields: result.kind === "fields" ? result.fields : {},
      error:
        result.kind === "fields"
          ? formMessages.fieldErrorsIntro
          : result.kind === "tooMany"
            ? result.error
            : formMessages.errorDescription,
    });
    void notify("error", formMessages.errorTitle, formMessages.errorDescription);
  }

  return { formRef, onSubmit, ...state };
}
