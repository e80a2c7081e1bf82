import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
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
import type { LeadAttribution } from "../../lib/attribution";
import { BOOKING_PERIODS, BOOKING_STATUSES, BOOKING_TYPES, CAPACITY_GROUPS } from "../../content/bookings";
import {
  type ChatRole,
  contactMethodValues,
  deliveryChannels,
  deliveryStatuses,
  leadSources,
  leadStatuses,
  lostReasons,
  quizVariants,
  referralValues,
} from "../../lib/lead-constants";
import type { StoredEstimate } from "../../lib/estimate/stored";

/** Every enquiry the site receives, whatever form or widget it came from. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** contact (home form), quote (/contact-us), quiz, chat */
    source: text("source", { enum: leadSources }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address"),
    postcode: text("postcode"),
    preferredDate: text("preferred_date"),
    contactMethod: text("contact_method", { enum: contactMethodValues }),
    referral: text("referral", { enum: referralValues }),
    message: text("message"),
    quizAnswers: jsonb("quiz_answers").$type<Record<string, string>>(),
    conversationHistory: jsonb("conversation_history").$type<{ role: ChatRole; content: string }[]>(),
    variant: text("variant", { enum: quizVariants }),
    /** The savings estimate the server worked out when the lead arrived, when it had enough inputs (docs/product.md §13.6). */
    estimate: jsonb("estimate").$type<StoredEstimate>(),
    page: text("page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** First and last touch, marketing consent and (only with it) click ids: docs/decisions/095. */
    attribution: jsonb("attribution").$type<LeadAttribution>(),
    /** The sales pipeline (docs/product.md §15); changed by staff, and by a booking to survey_booked. */
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** Set once, by the first move out of `new`: the speed-to-lead figure. */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** Only on a lost lead. */
    lostReason: text("lost_reason", { enum: lostReasons }),
    /** Whole pounds, only on a won lead. */
    valueGbp: integer("value_gbp"),
    /**
     * Set when the person's details were erased (by staff, or at the end of
     * the retention period): the row keeps only what the funnel and pipeline
     * figures count (app/server/erasure.server.ts).
     */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /**
     * Who the lead is, for linking one person's enquiries (docs/decisions/085):
     * the e-mail trimmed and in lower case, and a UK phone number in E.164
     * (+447700900123; null for any other). Set by a database trigger from
     * `email` and `phone` (`leads_normalise_contact`), so every writer keeps them right.
     */
    emailNormalized: text("email_normalized"),
    phoneNormalized: text("phone_normalized"),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc()),
    index("leads_status_idx").on(t.status, t.createdAt.desc()),
    index("leads_email_normalized_idx")
      .on(t.emailNormalized)
      .where(sql`${t.emailNormalized} is not null`),
    index("leads_phone_normalized_idx")
      .on(t.phoneNormalized)
      .where(sql`${t.phoneNormalized} is not null`),
    check("leads_value_only_won_check", sql`${t.valueGbp} is null or (${t.status} = 'won' and ${t.valueGbp} >= 0)`),
    check("leads_lost_reason_only_lost_check", sql`${t.lostReason} is null or ${t.status} = 'lost'`),
  ],
);

/** Staff notes on a lead, timestamped by the database; they go with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    text: text("text").notNull(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/** One row per lead and channel; the delivery worker drives each to delivered or failed. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: deliveryChannels }).notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * An e-mail held back by the site-wide hourly e-mail ceiling: it goes out
     * in one digest with the other held ones instead of on its own (decision 051).
     */
    digest: boolean("digest").notNull().default(false),
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

/** Funnel events of the quiz landing page (docs/product.md §3.4). */
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
    variant: text("variant", { enum: quizVariants }),
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
export type LeadNote = typeof leadNotes.$inferSelect;
export type QuizEvent = typeof quizAnalytics.$inferSelect;
export type NewQuizEvent = typeof quizAnalytics.$inferInsert;

/**
 * Free consultations booked on /contact-us. The person's details live on the
 * booking's lead (source `booking`), so erasing a lead erases them here too.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type", { enum: BOOKING_TYPES }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    period: text("period", { enum: BOOKING_PERIODS }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    /** SHA-256 of the manage link's token; the token itself is only ever in the visitor's e-mail and link. */
    tokenHash: text("token_hash").notNull(),
    /** iCalendar SEQUENCE: raised on every change, so calendars replace the event. */
    sequence: integer("sequence").notNull().default(0),
    requirements: text("requirements"),
  },
  (t) => [index("bookings_date_idx").on(t.date, t.period), index("bookings_lead_idx").on(t.leadId)],
);

/**
 * Places taken in each period by each capacity group (home visits; calls,
 * phone and video together). A booking increments its row only while
 * `booked` is under the capacity, in the same statement, so the row lock
 * decides races between visitors and between app instances (decision 016).
 */
export const bookingCapacity = pgTable(
  "booking_capacity",
  {
    date: date("date", { mode: "string" }).notNull(),
    period: text("period", { enum: BOOKING_PERIODS }).notNull(),
    capacityGroup: text("capacity_group", { enum: CAPACITY_GROUPS }).notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.period, t.capacityGroup] }),
    check("booking_capacity_booked_check", sql`${t.booked} >= 0`),
  ],
);

export type Booking = typeof bookings.$inferSelect;

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
 * Failed staff log-ins per key (a keyed hash of a client address or its IPv6
 * /64, never the address itself; or "*" for the whole site) in fixed windows, kept in the database so a restart does not
 * lift a lock-out on the embedded database either (docs/decisions/056).
 */
export const staffLoginFailures = pgTable("staff_login_failures", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  failures: integer("failures").notNull().default(0),
});
