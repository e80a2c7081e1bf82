import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { getEnv, getStaffSecrets } from "./env.server";
import { getLogger } from "./logger.server";
import { createLimiter, type Limiter } from "./rate-limit.server";

/**
 * Staff access (docs/product.md §6, docs/decisions/007). The shared
 * password is exchanged for a cookie `v1.<expiry ms>.<HMAC>`, the HMAC being
 * keyed with the session secret over the expiry and a fingerprint of the
 * current password, so changing either ends every session. Nothing is kept
 * on the server.
 */

export const SESSION_COOKIE = "staff_session";
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const PASSWORD_MAX_LENGTH = 100;

export const AUTH_ERRORS = {
  required: "Password is required",
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invalid: "Invalid password",
  tooMany: "Too many log-in attempts. Please wait a few minutes and try again.",
  crossOrigin: "Cross-origin request refused",
} as const;

/** Failed log-ins allowed per client address per window. */
const LOGIN_FAILURES = { points: 10, duration: 15 * 60 };

let limiter: Limiter | undefined;
function loginLimiter(): Limiter {
  limiter ??= createLimiter("staff-login", LOGIN_FAILURES);
  return limiter;
}

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Constant-time: both sides are hashed first, so lengths never differ. */
export function passwordMatches(candidate: string): boolean {
  return timingSafeEqual(sha256(candidate), sha256(getStaffSecrets().analyticsPassword));
}

function signature(expiry: number): Buffer {
  const { analyticsPassword, sessionSecret } = getStaffSecrets();
  const fingerprint = sha256(analyticsPassword).toString("base64url");
  return createHmac("sha256", sessionSecret).update(`v1.${expiry}.${fingerprint}`).digest();
}

export function createSessionToken(now = Date.now()): string {
  const expiry = now + SESSION_LIFETIME_SECONDS * 1000;
  return `v1.${expiry}.${signature(expiry).toString("base64url")}`;
}

export function verifySessionToken(token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const match = /^v1\.(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiry = Number(match[1]);
  // A far-future expiry cannot come from us; refuse it rather than trust it.
  if (expiry <= now || expiry > now + SESSION_LIFETIME_SECONDS * 1000) return false;
  // Compare the text, not decoded bytes: the last base64url character carries
  // two unused bits, so decoding would accept more than one spelling.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(expiry).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** One cookie's value from the Cookie header (we have no cookie parser in front of the app). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Express resolves the protocol (X-Forwarded-Proto only when TRUST_PROXY
 * trusts the proxy) before React Router builds request.url from it.
 */
const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

function cookie(request: Request, value: string, maxAge: number): string {
  const parts = [`${SESSION_COOKIE}=${value}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Strict"];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

export const sessionCookie = (request: Request) => cookie(request, createSessionToken(), SESSION_LIFETIME_SECONDS);
export const clearedSessionCookie = (request: Request) => cookie(request, "", 0);

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** JSON for staff endpoints: never cached by browsers or proxies. */
export function staffJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

export type LogInResult =
  | { ok: true; cookie: string }
  | { ok: false; status: 400 | 401; error: string }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/**
 * Checks a log-in attempt. Only failures count towards the limit, and a
 * client over it is refused before its password is even compared.
 */
export async function logIn({
  request,
  password,
  ip,
}: {
  request: Request;
  password: unknown;
  ip: string;
}): Promise<LogInResult> {
  if (typeof password !== "string" || password === "") return { ok: false, status: 400, error: AUTH_ERRORS.required };
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, status: 400, error: AUTH_ERRORS.tooLong };
  const log = getLogger();
  const blocked = await limitFailure(ip, 0);
  if (blocked) {
    log.warn("staff log-in refused: too many failed attempts");
    return blocked;
  }
  if (passwordMatches(password)) {
    log.info("staff logged in");
    return { ok: true, cookie: sessionCookie(request) };
  }
  log.warn("staff log-in refused: wrong password");
  return (await limitFailure(ip, 1)) ?? { ok: false, status: 401, error: AUTH_ERRORS.invalid };
}

/** Consuming 0 points only reads the count: refused once the client is over the limit. */
async function limitFailure(ip: string, points: number) {
  const limit = await loginLimiter().consume(ip, points);
  if (limit.ok) return undefined;
  return {
    ok: false as const,
    status: 429 as const,
    error: AUTH_ERRORS.tooMany,
    retryAfterSeconds: limit.retryAfterSeconds,
  };
}

export function logInResponse(result: LogInResult): Response {
  if (result.ok) return new Response(null, { status: 204, headers: { ...NO_STORE, "Set-Cookie": result.cookie } });
  const headers: Record<string, string> =
    result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return staffJson({ error: result.error }, { status: result.status, headers });
}

/** True when the request carries a valid staff session cookie. */
export const hasStaffSession = (request: Request) => verifySessionToken(readCookie(request, SESSION_COOKIE));

/**
 * Every staff endpoint calls this itself. Throws the response to send when
 * the request is not authorised (401, or 429 for a client guessing through
 * the x-analytics-password header); returns when it may carry on.
 */
export async function requireStaff(request: Request, ip: string): Promise<void> {
  if (hasStaffSession(request)) return;
  const header = request.headers.get("x-analytics-password");
  if (header !== null && header.length <= PASSWORD_MAX_LENGTH) {
    const blocked = await limitFailure(ip, 0);
    if (blocked) throw logInResponse(blocked);
    if (passwordMatches(header)) return;
    const limited = await limitFailure(ip, 1);
    if (limited) throw logInResponse(limited);
  }
  throw staffJson({ error: AUTH_ERRORS.invalid }, { status: 401 });
}

/**
 * State-changing staff requests must come from our own pages. Browsers send
 * Origin on every POST/DELETE and Sec-Fetch-Site on every request; a script
 * without either (curl with the password header) is not a CSRF vector.
 */
export function isCrossOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const allowed = new Set([new URL(request.url).origin, new URL(getEnv().PUBLIC_URL).origin]);
  return !allowed.has(origin);
}

export const crossOriginResponse = () => staffJson({ error: AUTH_ERRORS.crossOrigin }, { status: 403 });
