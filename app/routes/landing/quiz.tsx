import { ArrowLeft, ArrowRight, Clock, TrendingUp } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { QUIZ_TIMING, QUIZ_TOTAL_STEPS, quizCopy, quizQuestions, savingsFor } from "~/content/quiz";
import { quizEstimateCopy } from "~/content/estimate-quiz";
import { useBrowserValue } from "~/lib/browser-value";
import type { QuizBandEstimates } from "~/lib/estimate/quiz";
import type { QuizAnswers, QuizQuestionId } from "~/lib/quiz-options";
import type { ContactDetails } from "./lead-payload";
import { QuestionStep } from "./question-step";
import { QuizProgress } from "./quiz-progress";
import { type QuizSession, startQuizSession } from "./session";
import { browserTransport, createQuizTracker, onPageHide, type QuizTracker } from "./tracking";

// The contact step (with zod for the postcode) loads once the visitor starts answering.
const loadContactStep = () => import("./contact-step");
const ContactStep = lazy(loadContactStep);

let cachedSession: QuizSession | undefined;
/**
 * The visit's session exists only in the browser. The prerendered HTML and
 * the hydrating render see null (identical markup: the questions do not
 * depend on it), then the browser's value arrives.
 */
function useQuizSession(): QuizSession | null {
  return useBrowserValue<QuizSession | null>(() => (cachedSession ??= startQuizSession()), null);
}

const FORM_STEP = QUIZ_TOTAL_STEPS;
const emptyDetails: ContactDetails = { name: "", email: "", phone: "", postcode: "" };

/** `estimates`: the engine's figures for each bill answer, worked out when the page was built. */
export function Quiz({ estimates }: { estimates: QuizBandEstimates }) {
  const session = useQuizSession();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<QuizAnswers>>({});
  const [details, setDetails] = useState<ContactDetails>(emptyDetails);
  const [savingsMessage, setSavingsMessage] = useState<string | null>(null);

  const tracker = useRef<QuizTracker | null>(null);
  const tracked = useRef<Partial<Record<QuizQuestionId, string>>>({});
  const formReached = useRef(false);
  const advanceTimer = useRef<number | undefined>(undefined);
  const messageTimer = useRef<number | undefined>(undefined);
  const moveFocus = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!session) return;
    const t = createQuizTracker(session, QUIZ_TOTAL_STEPS, browserTransport);
    tracker.current = t;
    t.track("started", { current_step: 0 });
    t.track("q1_viewed", { current_step: 0, question_id: quizQuestions[0]!.id });
    const stop = onPageHide(window, () => t.leave());
    return () => {
      stop();
      // Leaving for another page of the site is an abandonment too (a no-op after submitting).
      t.leave();
      window.clearTimeout(advanceTimer.current);
      window.clearTimeout(messageTimer.current);
    };
  }, [session]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    window.clearTimeout(advanceTimer.current);
    moveFocus.current = true;
    setStep(next);
    tracker.current?.setStep(next);
    if (next === FORM_STEP && !formReached.current) {
      formReached.current = true;
      tracker.current?.track("form_reached", { current_step: FORM_STEP });
    }
  };

  const question = step < FORM_STEP ? quizQuestions[step]! : null;

  const select = (value: string) => {
    if (!question) return;
    setAnswers((a) => ({ ...a, [question.id]: value }));
  };

  /** Records a confirmed answer (once per change) and moves on; `delay` lets the choice be seen first. */
  const confirm = (value: string, delay: boolean) => {
    if (!question) return;
    const at = step;
    setAnswers((a) => ({ ...a, [question.id]: value }));
    void loadContactStep();
    const t = tracker.current;
    if (t && tracked.current[question.id] !== value) {
      const detail = { current_step: at, question_id: question.id, answer: value };
      if (Object.keys(tracked.current).length === 0) t.track("first_answered", detail);
      t.track("question_answered", detail);
      tracked.current[question.id] = value;
    }
    const range = question.id === "monthlyBill" ? savingsFor(value) : undefined;
    if (range) {
      setSavingsMessage(quizCopy.savingsMessage(range));
      window.clearTimeout(messageTimer.current);
      messageTimer.current = window.setTimeout(() => setSavingsMessage(null), QUIZ_TIMING.savingsMessageMs);
    }
    window.clearTimeout(advanceTimer.current);
    if (delay) advanceTimer.current = window.setTimeout(() => goTo(at + 1), QUIZ_TIMING.advanceMs);
    else goTo(at + 1);
  };

  const answer = question ? answers[question.id] : undefined;
  const isLast = step === FORM_STEP - 1;
  const savings = savingsFor(answers.monthlyBill);
  const bandEstimate = answers.monthlyBill ? estimates[answers.monthlyBill as QuizAnswers["monthlyBill"]] : undefined;
  const complete = quizQuestions.every((q) => answers[q.id]);

  return (
    <div className="relative rounded-xl border border-border bg-background p-5 shadow-lg sm:p-8">
      {step < FORM_STEP || !session ? (
        <QuizProgress
          label={quizCopy.progress(Math.min(step, FORM_STEP - 1) + 1, QUIZ_TOTAL_STEPS)}
          percent={Math.round(((Math.min(step, FORM_STEP - 1) + 1) / QUIZ_TOTAL_STEPS) * 100)}
        />
      ) : null}

      {savings && step < FORM_STEP ? (
        <>
          <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-success">
            <TrendingUp aria-hidden="true" className="size-4" /> {quizCopy.savingsLine(savings)}
          </p>
          {/* The original band stays as specified; beside it, the engine's figure with its case (decision 100). */}
          {bandEstimate ? (
            <p className="mt-1 text-sm text-muted-foreground">
              {bandEstimate.bandNote}{" "}
              <Link to="/how-we-estimate" className="font-medium text-primary underline underline-offset-4">
                {quizEstimateCopy.methodLink}
              </Link>
            </p>
          ) : null}
        </>
      ) : null}

      {/* Laid over the card so its arrival and departure move nothing (no layout shift). */}
      <div role="status" className="pointer-events-none absolute inset-x-4 top-4 z-10 sm:inset-x-8">
        {savingsMessage ? (
          <p className="rounded-lg bg-success px-4 py-3 text-sm font-semibold text-success-foreground shadow-md">
            {savingsMessage}
          </p>
        ) : null}
      </div>

      {question ? (
        <div className="mt-6">
          {isLast ? (
            <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-primary">
              <Clock aria-hidden="true" className="size-4" /> {quizCopy.lastQuestion}
            </p>
          ) : null}
          <QuestionStep
            key={question.id}
            question={question}
            answer={answer}
            headingRef={headingRef}
            keyboardHint={quizCopy.keyboardHint}
            onSelect={select}
            onConfirm={(value) => confirm(value, true)}
          />
          <div className="mt-6 flex items-center justify-between gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={step === 0}
              onClick={() => {
                window.clearTimeout(advanceTimer.current);
                goTo(step - 1);
              }}
            >
              <ArrowLeft aria-hidden="true" /> {quizCopy.back}
            </Button>
            <Button type="button" disabled={!answer} onClick={() => answer && confirm(answer, false)}>
              {isLast ? quizCopy.continue : quizCopy.next} <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : session && complete ? (
        <Suspense fallback={<div className="min-h-[36rem]" aria-busy="true" />}>
          <ContactStep
            session={session}
            answers={answers as QuizAnswers}
            estimate={bandEstimate}
            details={details}
            onDetailsChange={setDetails}
            headingRef={headingRef}
            tracker={tracker}
            onBack={() => goTo(FORM_STEP - 1)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
