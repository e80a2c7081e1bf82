import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Every enquiry the site receives, whatever form or widget it came from. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** contact (home form), quote (/contact-us), quiz, chat */
    source: text("source").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address"),
    postcode: text("postcode"),
    preferredDate: text("preferred_date"),
    contactMethod: text("contact_method"),
    referral: text("referral"),
    message: text("message"),
    quizAnswers: jsonb("quiz_answers").$type<Record<string, string>>(),
    conversationHistory: jsonb("conversation_history").$type<{ role: string; content: string }[]>(),
    variant: text("variant"),
    page: text("page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
  },
  (t) => [index("leads_created_at_idx").on(t.createdAt.desc())],
);

/** One row per lead and channel; the delivery worker drives each to delivered or failed. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** email or webhook */
    channel: text("channel").notNull(),
    /** pending, delivered or failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * When the row is next due. A worker that claims a row moves this forward
     * by a lease, so the claim of a worker that crashed mid-send expires.
     */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_lead_channel_idx").on(t.leadId, t.channel),
    index("lead_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Funnel events of the quiz landing page (spec §3 plus id, created_at and utm_medium). */
export const quizAnalytics = pgTable(
  "quiz_analytics",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sessionId: text("session_id").notNull(),
    eventType: text("event_type").notNull(),
    questionId: text("question_id"),
    answer: text("answer"),
    currentStep: integer("current_step"),
    totalSteps: integer("total_steps"),
    deviceType: text("device_type"),
    variant: text("variant"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
  },
  (t) => [
    index("quiz_analytics_created_at_idx").on(t.createdAt),
    index("quiz_analytics_event_session_idx").on(t.eventType, t.sessionId),
  ],
);

/**
 * One row per quiz session, kept up to date from quiz_analytics by a
 * statement-level trigger (migrations 0001 and 0002). Each *_at is the first
 * time the session sent that event; first_at is its first event, whose London
 * day is the session's day on the dashboard.
 */
export const quizSessions = pgTable("quiz_sessions", {
  sessionId: text("session_id").primaryKey(),
  variant: text("variant"),
  utmSource: text("utm_source"),
  firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }),
  formReachedAt: timestamp("form_reached_at", { withTimezone: true }),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  abandonedAt: timestamp("abandoned_at", { withTimezone: true }),
});

/** The latest answer of each session to each question. Maintained by the same trigger. */
export const quizSessionAnswers = pgTable(
  "quiz_session_answers",
  {
    sessionId: text("session_id").notNull(),
    questionId: text("question_id").notNull(),
    answer: text("answer").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionId] })],
);

/**
 * What the dashboard reads (docs/decisions/012): the sessions of each London
 * day, variant and utm_source, and how many of them reached each funnel step.
 * The trigger adds each session's change to these counts, so the dashboard
 * sums a few rows per day whatever the number of events. '' stands for none
 * (a session without variant or utm_source).
 */
export const quizDaily = pgTable(
  "quiz_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    variant: text("variant").notNull(),
    utmSource: text("utm_source").notNull(),
    sessions: integer("sessions").notNull(),
    starts: integer("starts").notNull(),
    formReached: integer("form_reached").notNull(),
    submissions: integer("submissions").notNull(),
    /** Sessions that sent abandoned and never submitted. */
    abandoned: integer("abandoned").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.variant, t.utmSource] })],
);

/** Sessions of each London day and variant whose latest answer to a question is this answer. */
export const quizDailyAnswers = pgTable(
  "quiz_daily_answers",
  {
    day: date("day", { mode: "string" }).notNull(),
    variant: text("variant").notNull(),
    questionId: text("question_id").notNull(),
    answer: text("answer").notNull(),
    sessions: integer("sessions").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.variant, t.questionId, t.answer] })],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type LeadDelivery = typeof leadDeliveries.$inferSelect;
export type QuizEvent = typeof quizAnalytics.$inferSelect;
export type NewQuizEvent = typeof quizAnalytics.$inferInsert;

/**
 * Staff sessions kept on the server (docs/decisions/055), so log-out revokes
 * one and "log out everywhere" all. The cookie carries a random id; only its
 * SHA-256 is stored, so a leaked table cannot be replayed as cookies.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Touched at most once a minute; the idle timeout runs from here. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** HMAC of the password in force at log-in: a new password ends the session. */
    passwordFingerprint: text("password_fingerprint").notNull(),
  },
  (t) => [index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Failed staff log-ins per key (a client address, its IPv6 /64, or "*" for the
 * whole site) in fixed windows, kept in the database so a restart does not
 * lift a lock-out on the embedded database either (docs/decisions/056).
 */
export const staffLoginFailures = pgTable("staff_login_failures", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  failures: integer("failures").notNull().default(0),
});
