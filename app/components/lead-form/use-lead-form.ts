import { utmFromSearch } from "~/lib/attribution";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formMessages } from "~/content/lead-forms";
import { LIMITS } from "~/lib/lead-constants";
import { notify } from "~/lib/toast";

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

/** Where the visitor came from, read in the browser (the page may have been prerendered). */
function attribution(): Record<string, string> {
  const out: Record<string, string> = {
    page: window.location.pathname.slice(0, LIMITS.attribution),
    ...utmFromSearch(window.location.search),
  };
  if (document.referrer) out.referrer = document.referrer.slice(0, LIMITS.referrer);
  return out;
}

/**
 * Submission of a lead form with JavaScript: JSON to POST /api/leads, the
 * toasts of docs/product.md §8.1, /thank-you on success. On failure the form keeps what the
 * visitor typed and shows the server's messages by the fields.
 */
export function useLeadForm(source: "contact" | "quote", serverFailure?: ServerFormFailure) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<State>({
    busy: false,
    error: serverFailure?.error,
    fields: serverFailure?.fields ?? {},
  });

  // Take the visitor to the first field that needs attention.
  useEffect(() => {
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    // Centred, so its label and message are not hidden under the fixed header.
    field.scrollIntoView({ block: "center" });
  }, [state.fields]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.busy) return;
    const body = { ...Object.fromEntries(new FormData(event.currentTarget)), source, ...attribution() };
    setState({ busy: true, fields: {} });
    let next: State;
    try {
      const res = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (res.status === 201) {
        void notify("success", formMessages.successTitle, formMessages.successDescription);
        await navigate("/thank-you");
        return;
      }
      const payload = (await res.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      const fields = payload.fields ?? {};
      next = {
        busy: false,
        fields,
        error:
          Object.keys(fields).length > 0
            ? formMessages.fieldErrorsIntro
            : res.status === 429 && payload.error
              ? payload.error
              : formMessages.errorDescription,
      };
    } catch {
      next = { busy: false, fields: {}, error: formMessages.errorDescription };
    }
    setState(next);
    void notify("error", formMessages.errorTitle, formMessages.errorDescription);
  }

  return { formRef, onSubmit, ...state };
}
