import { ArrowLeft, Lock, Phone, Star } from "lucide-react";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { contactCopy, QUIZ_TOTAL_STEPS, savingsFor } from "~/content/quiz";
import { site } from "~/content/site";
import { postcodeField } from "~/lib/lead-schema";
import type { QuizAnswers } from "~/lib/quiz-options";
import { notify } from "~/lib/toast";
import { ContactField, type FieldName } from "./contact-field";
import { buildLeadPayload, type ContactDetails } from "./lead-payload";
import { QuizProgress } from "./quiz-progress";
import type { QuizSession } from "./session";
import type { QuizTracker } from "./tracking";

interface Props {
  session: QuizSession;
  answers: QuizAnswers;
  details: ContactDetails;
  onDetailsChange(details: ContactDetails): void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  tracker: RefObject<QuizTracker | null>;
  onBack(): void;
}

const FIELD_NAMES: FieldName[] = ["name", "email", "phone", "postcode"];

const focusInput = (form: HTMLFormElement | null, name: FieldName) =>
  form?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();

/** The quiz's last step: contact details, sent as a lead of source quiz (docs/product.md §2.5, §3.1). */
export default function ContactStep({
  session,
  answers,
  details,
  onDetailsChange,
  headingRef,
  tracker,
  onBack,
}: Props) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const copy = contactCopy[session.variant];

  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef]);

  // The first bad field takes focus once the form is enabled again (a disabled input cannot).
  const focusRequest = useRef<FieldName | null>(null);
  useEffect(() => {
    if (busy || !focusRequest.current) return;
    focusInput(formRef.current, focusRequest.current);
    focusRequest.current = null;
  }, [busy, errors]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const postcode = postcodeField.safeParse(details.postcode);
    if (!postcode.success) {
      setErrors({ postcode: postcode.error.issues[0]?.message ?? "Please enter a valid UK postcode" });
      focusInput(formRef.current, "postcode");
      return;
    }
    const ready = { ...details, postcode: postcode.data };
    onDetailsChange(ready);
    setErrors({});
    setBusy(true);
    const payload = buildLeadPayload(session.variant, ready, answers, {
      page: window.location.pathname,
      ...(document.referrer ? { referrer: document.referrer.slice(0, 500) } : {}),
      ...session.utm,
    });
    try {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      if (response.status === 201) {
        tracker.current?.track("submitted", { current_step: QUIZ_TOTAL_STEPS });
        tracker.current?.markSubmitted();
        await navigate("/thank-you");
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
      const fieldErrors: Partial<Record<FieldName, string>> = {};
      for (const name of FIELD_NAMES) if (body.fields?.[name]) fieldErrors[name] = body.fields[name];
      setErrors(fieldErrors);
      const first = FIELD_NAMES.find((n) => fieldErrors[n]);
      focusRequest.current = first ?? null;
      const message =
        response.status === 429
          ? contactCopy.errors.tooMany
          : first
            ? contactCopy.errors.fields
            : contactCopy.errors.failed;
      void notify("error", contactCopy.errors.title, message);
    } catch {
      void notify("error", contactCopy.errors.title, contactCopy.errors.failed);
    }
    setBusy(false);
  };

  const savings = savingsFor(answers.monthlyBill);

  return (
    <div>
      <QuizProgress label={copy.progressLabel} percent={100} />
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-xl font-bold text-primary focus:outline-none sm:text-2xl">
        {copy.title}
      </h2>
      <p className="mt-2 text-muted-foreground">
        {copy.subtitle}
        {session.variant === "a" && savings ? ` Estimated savings for a bill like yours: ${savings} a year.` : null}
      </p>

      <form
        ref={formRef}
        onSubmit={submit}
        noValidate={false}
        className="mt-6 grid gap-4 md:grid-cols-2"
        aria-busy={busy}
      >
        {FIELD_NAMES.map((name) => (
          <ContactField
            key={name}
            name={name}
            value={details[name]}
            error={errors[name]}
            disabled={busy}
            onChange={(value) => {
              onDetailsChange({ ...details, [name]: value });
              if (errors[name]) setErrors((all) => ({ ...all, [name]: undefined }));
            }}
          />
        ))}
        {/* Honeypot: invisible to people and skipped by keyboard; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={details.website}
              onChange={(e) => onDetailsChange({ ...details, website: e.target.value })}
            />
          </label>
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between md:col-span-2">
          <Button type="button" variant="outline" disabled={busy} onClick={onBack}>
            <ArrowLeft aria-hidden="true" /> {contactCopy.back}
          </Button>
          <Button type="submit" variant="accent" size="lg" disabled={busy}>
            {busy ? contactCopy.submitting : contactCopy.submit}
          </Button>
        </div>
      </form>

      <ul className="mt-6 space-y-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Lock aria-hidden="true" className="size-4 shrink-0 text-success" /> {contactCopy.secure}
        </li>
        <li>{contactCopy.consent}</li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span>
            {contactCopy.callPrefix}{" "}
            <a href={`tel:${site.phone.tel}`} className="inline-block py-2 font-semibold text-primary underline">
              {site.phone.display}
            </a>
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Star aria-hidden="true" className="size-4 shrink-0 fill-accent text-accent" /> {contactCopy.rating}
        </li>
      </ul>
    </div>
  );
}
