import { type KeyboardEvent, type Ref, useRef } from "react";
import { mostCommon, type QuizQuestion } from "~/content/quiz";
import { cn } from "~/lib/utils";

const ARROWS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

interface Props {
  question: QuizQuestion;
  answer: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  keyboardHint: string;
  /** The answer is chosen but not confirmed (arrow keys move through the options). */
  onSelect(value: string): void;
  /** The answer is chosen on purpose (click, tap, Space, Enter): the quiz moves on. */
  onConfirm(value: string): void;
}

/**
 * One question as a native radio group: Tab reaches it, arrow keys choose,
 * Space or Enter confirm. Only a deliberate choice moves the quiz on, so a
 * keyboard user can look through the options without being carried away.
 */
export function QuestionStep({ question, answer, headingRef, keyboardHint, onSelect, onConfirm }: Props) {
  const arrowing = useRef(false);
  const headingId = `question-${question.id}`;
  const hintId = `${headingId}-hint`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (ARROWS.has(e.key)) arrowing.current = true;
    // Space or Enter on the chosen option confirms it (Space on a checked radio does nothing natively).
    if ((e.key === "Enter" || e.key === " ") && e.currentTarget.checked) {
      e.preventDefault();
      onConfirm(e.currentTarget.value);
    }
  };

  return (
    <div>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-primary focus:outline-none sm:text-2xl"
      >
        {question.title}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-muted-foreground">
        {question.hint} <span className="sr-only">{keyboardHint}</span>
      </p>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="mt-5 grid gap-3 md:grid-cols-2"
      >
        {question.options.map((option) => {
          const Icon = option.icon;
          const selected = answer === option.value;
          const badge =
            question.id === mostCommon.questionId && option.value === mostCommon.value && !selected
              ? mostCommon.label
              : null;
          return (
            <label
              key={option.value}
              className={cn(
                "relative flex min-h-16 cursor-pointer items-center gap-4 rounded-lg border-2 bg-background px-4 py-3 text-left transition-colors",
                "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                selected ? "border-primary bg-primary-soft" : "border-border hover:border-primary/50 hover:bg-surface",
              )}
            >
              <input
                type="radio"
                name={question.id}
                value={option.value}
                checked={selected}
                className="sr-only"
                onChange={() => onSelect(option.value)}
                onKeyDown={onKeyDown}
                onKeyUp={() => {
                  arrowing.current = false;
                }}
                onClick={() => {
                  // A click that comes from arrow-key navigation only selects.
                  if (arrowing.current) return;
                  onConfirm(option.value);
                }}
              />
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-11 shrink-0 items-center justify-center rounded-full",
                  selected ? "bg-primary text-primary-foreground" : "bg-accent-soft text-primary",
                )}
              >
                <Icon className="size-5" />
              </span>
              <span className="text-base font-semibold text-foreground">{option.label}</span>
              {badge ? (
                <span className="ml-auto shrink-0 rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">
                  {badge}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </div>
  );
}
