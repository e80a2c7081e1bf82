import { ArrowLeft, Lock, Phone, Star } from "lucide-react";
import type * as React from "react";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { contactCopy, QUIZ_TOTAL_STEPS } from "~/content/quiz";
import type { QuizBandEstimate } from "~/lib/estimate/quiz";
import { quizEstimateCopy } from "~/content/estimate-quiz";
import { site } from "~/content/site";
import { focusFirstInvalid, Honeypot, honeypotValue, TextField } from "~/components/lead-form/fields";
import { submitLead } from "~/lib/lead-client";
import { postcodeField } from "~/lib/lead-schema";
import type { QuizAnswers } from "~/lib/quiz-options";
import { notify } from "~/lib/toast";
import { buildLeadPayload, type ContactDetails } from "./lead-payload";
import { QuizProgress } from "./quiz-progress";
import type { QuizSession } from "./session";
import type { QuizTracker } from "./tracking";

interface Props {
  session: QuizSession;
  answers: QuizAnswers;
  /** The engine's figures for the bill answered (reference home in Cardiff), from the page's build. */
  estimate?: QuizBandEstimate;
  details: ContactDetails;
  onDetailsChange(details: ContactDetails): void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  tracker: RefObject<QuizTracker | null>;
  onBack(): void;
}

const FIELDS = [
  { name: "name", type: "text" },
  { name: "email", type: "email" },
  { name: "phone", type: "tel" },
  { name: "postcode", type: "text", autoCapitalize: "characters", maxLength: 10 },
] as const satisfies readonly ({ name: keyof typeof contactCopy.fields } & React.ComponentProps<"input">)[];

type FieldName = (typeof FIELDS)[number]["name"];

const fieldCopy = {
  labels: Object.fromEntries(FIELDS.map(({ name }) => [name, contactCopy.fields[name].label])),
  placeholders: Object.fromEntries(FIELDS.map(({ name }) => [name, contactCopy.fields[name].placeholder])),
};

/** The engine's range for the bill answered, with its case and the method (issue #13). */
function QuizEstimateNote({ estimate }: { estimate: QuizBandEstimate }) {
  return (
    <section aria-labelledby="quiz-estimate-heading" className="mt-4 rounded-lg bg-success-soft p-4 text-sm">
      <h3 id="quiz-estimate-heading" className="font-semibold text-foreground">
        {quizEstimateCopy.contactHeading}
      </h3>
      <p className="mt-1 font-semibold text-foreground">{estimate.line}</p>
      <p className="mt-1 text-muted-foreground">
        {estimate.basis}{" "}
        <Link to="/how-we-estimate" className="font-medium text-primary underline underline-offset-4">
          {quizEstimateCopy.methodLink}
        </Link>
      </p>
    </section>
  );
}

/** The quiz's last step: contact details, sent as a lead of source quiz (docs/product.md §2.5, §3.1). */
export default function ContactStep({
  session,
  answers,
  estimate,
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
  const focusPending = useRef(false);
  useEffect(() => {
    if (busy || !focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [busy, errors]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const postcode = postcodeField.safeParse(details.postcode);
    if (!postcode.success) {
      focusPending.current = true;
      setErrors({ postcode: postcode.error.issues[0]?.message ?? "Please enter a valid UK postcode" });
      return;
    }
    const ready = { ...details, postcode: postcode.data };
    onDetailsChange(ready);
    setErrors({});
    setBusy(true);
    const payload = { ...buildLeadPayload(session.variant, ready, answers), website: honeypotValue(e.currentTarget) };
    const result = await submitLead(payload, { utm: session.utm });
    if (result.ok) {
      tracker.current?.track("submitted", { current_step: QUIZ_TOTAL_STEPS });
      tracker.current?.markSubmitted();
      // The estimate the server stored with the lead, for its own postcode, shown on /thank-you.
      await navigate("/thank-you", { state: { quizEstimate: result.estimate ?? null } });
      return;
    }
    const fieldErrors: Partial<Record<FieldName, string>> = {};
    if (result.kind === "fields")
      for (const { name } of FIELDS) if (result.fields[name]) fieldErrors[name] = result.fields[name];
    focusPending.current = true;
    setErrors(fieldErrors);
    const message =
      result.kind === "tooMany"
        ? contactCopy.errors.tooMany
        : Object.keys(fieldErrors).length > 0
          ? contactCopy.errors.fields
          : contactCopy.errors.failed;
    void notify("error", contactCopy.errors.title, message);
    setBusy(false);
  };

  return (
    <div>
      <QuizProgress label={copy.progressLabel} percent={100} />
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-xl font-bold text-primary focus:outline-none sm:text-2xl">
        {copy.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{copy.subtitle}</p>

      <form ref={formRef} onSubmit={submit} className="mt-6 grid gap-4 md:grid-cols-2" aria-busy={busy}>
        {FIELDS.map(({ name, ...input }) => (
          <TextField
            key={name}
            ctx={{ idPrefix: "quiz", ...fieldCopy, errors }}
            name={name}
            {...input}
            autoComplete={contactCopy.fields[name].autoComplete}
            value={details[name]}
            disabled={busy}
            onChange={(e) => {
              onDetailsChange({ ...details, [name]: e.target.value });
              if (errors[name]) setErrors((all) => ({ ...all, [name]: undefined }));
            }}
          />
        ))}
        <Honeypot idPrefix="quiz" />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between md:col-span-2">
          <Button type="button" variant="outline" disabled={busy} onClick={onBack}>
            <ArrowLeft aria-hidden="true" /> {contactCopy.back}
          </Button>
          <Button type="submit" variant="accent" size="lg" disabled={busy}>
            {busy ? contactCopy.submitting : contactCopy.submit}
          </Button>
        </div>
      </form>

      {/* After the form, so the fields stay the first stops from the heading for keyboard users. */}
      {estimate ? <QuizEstimateNote estimate={estimate} /> : null}

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
