import { AUTH_ERRORS } from "~/content/staff";
import { getLogger } from "./logger.server";
import { loginLockout, recordLoginFailure } from "./staff-login-limit.server";
import { characterCount, PASSWORD_MAX_LENGTH, passwordMatches } from "./staff-password.server";
import { createSession } from "./staff-session.server";

/**
 * The log-in flow (docs/decisions/055, 056): check the password against the
 * limits, and open a session when it matches. Takes parsed input, returns a
 * result; the routes turn it into HTTP.
 */

export type LogInResult =
  | { ok: true; sessionId: string }
  | { ok: false; status: 400 | 401; error: string }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

export type PasswordCheck =
  | { ok: true }
  | { ok: false; status: 401; error: string }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/**
 * A password from the gate or a script's header. A client (or the whole site)
 * over its limit is refused before the password is even compared, so the right
 * password does not reveal itself during a lock-out; only failures count.
 */
export async function checkPassword(password: string, ip: string): Promise<PasswordCheck> {
  const log = getLogger();
  const lockout = await loginLockout(ip);
  if (lockout.locked) {
    log.warn("staff log-in refused: too many failed attempts");
    return { ok: false, status: 429, error: AUTH_ERRORS.tooMany, retryAfterSeconds: lockout.retryAfterSeconds };
  }
  if (passwordMatches(password)) return { ok: true };
  log.warn("staff log-in refused: wrong password");
  await recordLoginFailure(ip);
  return { ok: false, status: 401, error: AUTH_ERRORS.invalid };
}

/** The gate's log-in: validates the password as typed (never trimmed) and opens a session. */
export async function logIn({ password, ip }: { password: unknown; ip: string }): Promise<LogInResult> {
  if (typeof password !== "string" || password === "") return { ok: false, status: 400, error: AUTH_ERRORS.required };
  if (characterCount(password.normalize("NFC")) > PASSWORD_MAX_LENGTH) {
    return { ok: false, status: 400, error: AUTH_ERRORS.tooLong };
  }
  const check = await checkPassword(password, ip);
  if (!check.ok) return check;
  getLogger().info("staff logged in");
  return { ok: true, sessionId: await createSession() };
}
