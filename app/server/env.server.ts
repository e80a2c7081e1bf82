import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./trusted-proxy.server";

/**
 * The only module that reads process.env. Every variable is optional: the
 * defaults give a working site on a fresh machine with no configuration.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)),
    `must start with ${protocols.map((p) => `${p}:`).join(" or ")}`,
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((v) => v.replace(/\/+$/, "")),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  /** Embedded database only: a directory for a daily backup (docs/deployment.md); none when unset. */
  BACKUP_DIR: optionalString,
  /** Daily backups kept in BACKUP_DIR; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(7),
  /** Not trimmed: a password is taken as written (NFC), 12 to 100 characters (docs/decisions/057). */
  ANALYTICS_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v.normalize("NFC")))
    .refine((v) => v === undefined || v.trim() === v, "must not begin or end with spaces")
    .refine((v) => v === undefined || [...v].length >= 12, "at least 12 characters")
    .refine((v) => v === undefined || [...v].length <= 100, "at most 100 characters"),
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, "at least 32 characters"),
  /** Earlier session secrets, comma-separated: cookies they signed stay valid while staff move to the new one. */
  SESSION_SECRET_PREVIOUS: optionalString
    .transform((v) =>
      v === undefined
        ? []
        : v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .refine((list) => list.every((s) => s.length >= 32), "each at least 32 characters"),
  /** A staff session unused for this long ends (it ends after 12 hours whatever happens). */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(60),
  /** Failed staff log-ins per client address (IPv6 per /64) per 15 minutes before 429. */
  STAFF_LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Failed staff log-ins the whole site takes per 15 minutes, from any number of addresses. */
  STAFF_LOGIN_FAILURES_SITE: z.coerce.number().int().min(1).max(1_000_000).default(100),
  LEAD_WEBHOOK_URL: optionalUrl(["http", "https"]),
  LEAD_WEBHOOK_SECRET: optionalString,
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  LEAD_EMAIL_TO: optionalString.pipe(z.email().optional()),
  MAIL_FROM: optionalString,
  AI_BASE_URL: optionalUrl(["http", "https"]),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /** How long to wait for the AI service's first words before answering 504; the whole reply is cut at three times this (at least a minute). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  META_PIXEL_ID: optionalString.refine((v) => v === undefined || /^\d{5,20}$/.test(v), "digits only"),
  /** Conversions API access token; with META_PIXEL_ID, leads with marketing consent send server-side events (decision 096). */
  META_CAPI_TOKEN: optionalString,
  /** The Graph API base the Conversions API is called at (tests point it at a fake server). */
  META_CAPI_URL: optionalUrl(["http", "https"]).transform((v) =>
    (v ?? "https://graph.facebook.com/v25.0").replace(/\/+$/, ""),
  ),
  /** Leads accepted per client address per hour before 429 (protects the inbox from floods). */
  LEAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Leads the whole site stores per hour; beyond it submissions get 503 and a warning is logged (decision 051). */
  LEADS_SITE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(200),
  /** Lead e-mails sent one by one per hour; the leads beyond it are e-mailed together in a digest (decision 051). */
  LEAD_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(30),
  /** A lead held for the digest goes out within this many minutes, with every lead held by then. */
  LEAD_EMAIL_DIGEST_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** A lead with the e-mail and phone of one stored this many minutes before is collapsed into it; 0 turns it off (decision 052). */
  LEAD_DUPLICATE_WINDOW_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /** Delay before the first retry of a failed lead delivery; doubles per attempt up to an hour. */
  LEAD_DELIVERY_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** How long a delivery being sent is reserved for its worker; must exceed the longest send (about 20 s). */
  LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  /** Quiz analytics events per client address per minute (a quiz sends about ten; many visitors share an address behind NAT). */
  QUIZ_EVENTS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Quiz analytics events one quiz session may send (per hour); a real one sends about ten. */
  QUIZ_EVENTS_PER_SESSION: z.coerce.number().int().min(10).max(1_000_000).default(40),
  /** Distinct utm_source values the quiz analytics keep by name per day; later new ones count as "(other)". */
  QUIZ_UTM_SOURCES_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Quiz analytics events the whole site accepts per hour; reaching it logs a warning. */
  QUIZ_EVENTS_SITE_LIMIT_PER_HOUR: z.coerce.number().int().min(100).max(100_000_000).default(20_000),
  /** Quiz analytics events and per-session summaries are deleted this many days after they were recorded (daily counts stay). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  /** Leads not won are erased (an anonymous row stays) this many days after they were received; .eml copies go too. */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  /** Chat messages per client address per minute: generous for a person typing, stingy for a script. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Home visits our surveyors can make in one morning or afternoon. */
  BOOKING_HOME_VISITS_PER_PERIOD: z.coerce.number().int().min(0).max(1_000).default(2),
  /** Phone and video calls (together) our advisers can take in one morning or afternoon. */
  BOOKING_CALLS_PER_PERIOD: z.coerce.number().int().min(0).max(1_000).default(4),
  /** Token of the staff calendar feed /api/bookings.ics; unset, there is no feed. */
  BOOKING_FEED_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, "at least 16 characters"),
  /**
   * Which peers may set X-Forwarded-For/-Proto/-Host: `0` none; `N` (1-10) up to N
   * hops, the nearest at a loopback or private address; or a comma-separated list of
   * addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("0")
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === "string") {
        ctx.addIssue({ code: "custom", message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Open connections the server holds at most; at 90% of it, connections that have sent nothing yet are closed oldest first. */
  MAX_CONNECTIONS: z.coerce.number().int().min(50).max(1_000_000).default(5_000),
  /** Chat replies one client address may have streaming at once. */
  CHAT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(3),
  /** Chat replies the whole server streams at once (each may hold an upstream AI connection). */
  CHAT_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Calls to the OpenAI-compatible service one client address may cause per day; beyond it the built-in assistant answers. */
  AI_CALLS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /**
   * A client must send a whole request within this many ms (its headers within
   * half of it), or its connection is closed: slow clients cannot hold sockets.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parses the environment once; an invalid value stops start-up with a message naming it. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests: forget the parsed environment so the next getEnv() reads it again. */
export function resetEnvForTests(): void {
  cached = undefined;
  secrets = undefined;
}

export function dataDir(): string {
  return path.resolve(getEnv().DATA_DIR);
}

export interface StaffSecrets {
  analyticsPassword: string;
  sessionSecret: string;
  /** True when the password was generated here rather than configured. */
  generatedPassword: boolean;
  /** True when this call generated the password just now (first start): the one time it is shown. */
  passwordCreated: boolean;
  /** Secrets that verify session cookies: sessionSecret first (it signs), then SESSION_SECRET_PREVIOUS. */
  sessionSecrets: string[];
}

let secrets: StaffSecrets | undefined;

/**
 * The staff password and session secret. When unset they are generated once
 * and kept in DATA_DIR/secrets.json (mode 0600), so they survive restarts.
 */
export function getStaffSecrets(): StaffSecrets {
  if (secrets) return secrets;
  const env = getEnv();
  const file = path.join(dataDir(), "secrets.json");
  let stored: { analyticsPassword?: string; sessionSecret?: string } = {};
  try {
    stored = JSON.parse(readFileSync(file, "utf8")) as typeof stored;
  } catch {
    // No file yet (first run) or unreadable: generate below.
  }
  const next = {
    analyticsPassword: stored.analyticsPassword ?? randomBytes(12).toString("base64url"),
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString("base64url"),
  };
  if (next.analyticsPassword !== stored.analyticsPassword || next.sessionSecret !== stored.sessionSecret) {
    mkdirSync(dataDir(), { recursive: true });
    writeFileSync(file, JSON.stringify(next, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const sessionSecret = env.SESSION_SECRET ?? next.sessionSecret;
  secrets = {
    analyticsPassword: env.ANALYTICS_PASSWORD ?? next.analyticsPassword,
    sessionSecret,
    generatedPassword: env.ANALYTICS_PASSWORD === undefined,
    passwordCreated: env.ANALYTICS_PASSWORD === undefined && stored.analyticsPassword === undefined,
    sessionSecrets: [sessionSecret, ...env.SESSION_SECRET_PREVIOUS],
  };
  return secrets;
}
