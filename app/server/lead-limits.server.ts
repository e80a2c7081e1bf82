/**
 * The ceilings on leads (decision 051): per client address per hour (only
 * valid submissions count), for the whole site per hour (beyond it leads are
 * refused), and on lead e-mails per hour (beyond it leads are still stored,
 * and their e-mails go out together in a digest). With PostgreSQL the counts
 * are shared by every instance (rate-limit.server.ts).
 */
import { getEnv } from "./env.server";
import { getLogger } from "./logger.server";
import { createLimiter, type LimitResult, type Limiter } from "./rate-limit.server";

let limiters: { address: Limiter; site: Limiter; emails: Limiter } | undefined;
const warnedUntil = { site: 0, emails: 0 };

function leadLimiters() {
  const env = getEnv();
  limiters ??= {
    address: createLimiter("leads", { points: env.LEAD_RATE_LIMIT_PER_HOUR, duration: 3600 }),
    site: createLimiter("leads-site", { points: env.LEADS_SITE_LIMIT_PER_HOUR, duration: 3600 }),
    emails: createLimiter("lead-emails", { points: env.LEAD_EMAILS_PER_HOUR, duration: 3600 }),
  };
  return limiters;
}

/** Logs a ceiling once per window, so a flood leaves one line in the log, not thousands. */
function warnOnce(which: keyof typeof warnedUntil, retryAfterSeconds: number, fields: object, message: string) {
  if (Date.now() < warnedUntil[which]) return;
  warnedUntil[which] = Date.now() + retryAfterSeconds * 1000;
  getLogger().warn({ ...fields, retryAfterSeconds }, message);
}

/** Counts one valid submission from this client address. */
export function consumeAddressQuota(ip: string): Promise<LimitResult> {
  return leadLimiters().address.consume(ip);
}

/** Counts one lead about to be stored against the site's hourly ceiling. */
export async function consumeSiteQuota(): Promise<LimitResult> {
  const result = await leadLimiters().site.consume("all");
  if (!result.ok) {
    warnOnce(
      "site",
      result.retryAfterSeconds,
      { limit: getEnv().LEADS_SITE_LIMIT_PER_HOUR },
      "leads refused: the site-wide hourly ceiling is reached (a flood, or set LEADS_SITE_LIMIT_PER_HOUR higher)",
    );
  }
  return result;
}

/** Whether the next lead's e-mail may go out on its own (true) or must wait for the digest (false). */
export async function consumeEmailQuota(): Promise<boolean> {
  const result = await leadLimiters().emails.consume("all");
  if (!result.ok) {
    warnOnce(
      "emails",
      result.retryAfterSeconds,
      { limit: getEnv().LEAD_EMAILS_PER_HOUR, digestMinutes: getEnv().LEAD_EMAIL_DIGEST_MINUTES },
      "lead e-mails held for a digest: the hourly e-mail ceiling is reached (set LEAD_EMAILS_PER_HOUR higher if this is real demand)",
    );
  }
  return result.ok;
}

/** For tests: new limiters from the current environment, no warnings given yet. */
export function resetLeadLimitsForTests(): void {
  limiters = undefined;
  warnedUntil.site = 0;
  warnedUntil.emails = 0;
}
