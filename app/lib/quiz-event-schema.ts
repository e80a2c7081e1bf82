import { z } from "zod";
import { type QuizQuestionId, quizOptionValues, quizQuestionIds } from "./quiz-options";
import { UTM_MAX } from "./attribution";
import { utmField } from "./attribution-schema";
import { quizVariants } from "./lead-constants";
import { isStorableText, unstorableMessage } from "./storable-text";

/**
 * One funnel event of the quiz landing page (docs/product.md §3.4, §7.4),
 * shared by the page (types only, so zod stays out
 * of its first load) and POST /api/quiz-events.
 */
export const quizEventTypes = [
  "started",
  "q1_viewed",
  "first_answered",
  "question_answered",
  "form_reached",
  "submitted",
  "abandoned",
] as const;
export type QuizEventType = (typeof quizEventTypes)[number];

export const deviceTypes = ["mobile", "tablet", "desktop"] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** Events that carry the question and the answer given. */
const answerEvents: readonly QuizEventType[] = ["first_answered", "question_answered"];

export const QUIZ_EVENT_LIMITS = {
  sessionId: 100,
  answer: 50,
  utm: UTM_MAX,
  /** Steps are 0-based; the contact form is step total_steps. */
  maxSteps: 20,
  batch: 20,
} as const;

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === "" ? undefined : v),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine(isStorableText, unstorableMessage(label))
      .optional(),
  );

const optionalStep = (label: string, min: number) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(QUIZ_EVENT_LIMITS.maxSteps, `${label} must be at most ${QUIZ_EVENT_LIMITS.maxSteps}`)
      .optional(),
  );

export const quizEventSchema = z
  .object({
    session_id: z
      .string({ error: "session_id is required" })
      .trim()
      .min(1, "session_id is required")
      .max(QUIZ_EVENT_LIMITS.sessionId, `session_id must be at most ${QUIZ_EVENT_LIMITS.sessionId} characters`)
      .refine(isStorableText, unstorableMessage("session_id")),
    event_type: z.enum(quizEventTypes, { error: `event_type must be one of ${quizEventTypes.join(", ")}` }),
    question_id: z.preprocess(
      (v) => (v === null || v === "" ? undefined : v),
      z.enum(quizQuestionIds as [QuizQuestionId, ...QuizQuestionId[]], { error: "Unknown question_id" }).optional(),
    ),
    answer: optionalText("answer", QUIZ_EVENT_LIMITS.answer),
    current_step: optionalStep("current_step", 0),
    total_steps: optionalStep("total_steps", 1),
    device_type: z.preprocess(
      (v) => (v === null || v === "" ? undefined : v),
      z.enum(deviceTypes, { error: "device_type must be mobile, tablet or desktop" }).optional(),
    ),
    variant: z.preprocess(
      (v) => (v === null || v === "" ? undefined : v),
      z.enum(quizVariants, { error: "variant must be a or b" }).optional(),
    ),
    utm_source: utmField("utm_source"),
    utm_medium: utmField("utm_medium"),
    utm_campaign: utmField("utm_campaign"),
  })
  .superRefine((e, ctx) => {
    if (e.current_step !== undefined && e.total_steps !== undefined && e.current_step > e.total_steps) {
      ctx.addIssue({ code: "custom", path: ["current_step"], message: "current_step cannot exceed total_steps" });
    }
    if (answerEvents.includes(e.event_type)) {
      if (!e.question_id) ctx.addIssue({ code: "custom", path: ["question_id"], message: "question_id is required" });
      if (!e.answer) ctx.addIssue({ code: "custom", path: ["answer"], message: "answer is required" });
    }
    if (e.question_id && e.answer !== undefined) {
      const options: readonly string[] = quizOptionValues[e.question_id];
      if (!options.includes(e.answer)) {
        ctx.addIssue({
          code: "custom",
          path: ["answer"],
          message: `answer must be one of ${options.join(", ")} for ${e.question_id}`,
        });
      }
    }
  });

/** What the page sends for one event. */
export type QuizEventInput = z.input<typeof quizEventSchema>;
export type QuizEventData = z.output<typeof quizEventSchema>;

const batchSchema = z.object({
  events: z
    .array(z.unknown(), { error: "events must be a list" })
    .min(1, "events must not be empty")
    .max(QUIZ_EVENT_LIMITS.batch, `At most ${QUIZ_EVENT_LIMITS.batch} events at a time`),
});

export type ParseQuizEventsResult =
  { ok: true; events: QuizEventData[] } | { ok: false; fields: Record<string, string> };

/** Validates one event or `{events:[…]}`; on failure names each bad field (events.N.field in a batch). */
export function parseQuizEvents(raw: unknown): ParseQuizEventsResult {
  const fields: Record<string, string> = {};
  const isObject = raw !== null && typeof raw === "object" && !Array.isArray(raw);
  if (!isObject) return { ok: false, fields: { body: "Expected one event or {events:[…]}" } };

  let items: unknown[];
  let prefix: (i: number) => string;
  if ("events" in raw) {
    const batch = batchSchema.safeParse(raw);
    if (!batch.success) return { ok: false, fields: { events: batch.error.issues[0]?.message ?? "Invalid events" } };
    items = batch.data.events;
    prefix = (i) => `events.${i}.`;
  } else {
    items = [raw];
    prefix = () => "";
  }

  const events: QuizEventData[] = [];
  items.forEach((item, i) => {
    const result = quizEventSchema.safeParse(item);
    if (result.success) {
      events.push(result.data);
      return;
    }
    for (const issue of result.error.issues) {
      const key = `${prefix(i)}${issue.path.join(".") || "event"}`;
      fields[key] ??= issue.message;
    }
  });
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, events };
}
