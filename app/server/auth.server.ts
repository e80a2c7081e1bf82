/**
 * Staff access over HTTP (docs/product.md §6, docs/decisions/055): the
 * session cookie, requireStaff for every staff endpoint, and the answers of
 * log-in and log-out. The session store, the log-in flow and its limits live
 * in the staff-*.server.ts modules beside this one.
 */
import { createCookie, type Cookie } from "react-router";
import { AUTH_ERRORS } from "~/content/staff";
import { isCrossSiteWrite } from "~/lib/cross-site";
import { getEnv, getStaffSecrets } from "./env.server";
import { getLogger } from "./logger.server";
import { checkPassword, type LogInResult } from "./staff-login.server";
import { PASSWORD_MAX_LENGTH } from "./staff-password.server";
import { revokeAllSessions, revokeSession, SESSION_LIFETIME_SECONDS, sessionIsValid } from "./staff-session.server";

export { AUTH_ERRORS, PASSWORD_MAX_LENGTH, SESSION_LIFETIME_SECONDS };
export const SESSION_COOKIE = "staff_session";
/** Over HTTPS: the browser then refuses the cookie unless Secure, Path=/ and host-only, so no subdomain can plant one. */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Express resolves the protocol (X-Forwarded-Proto only from a trusted proxy)
 * before React Router builds request.url from it.
 */
const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** React Router's signed cookie; the first secret signs, every listed one verifies (rotation). */
function sessionCookie(request: Request): Cookie {
  const https = isHttps(request);
  return createCookie(https ? HOST_SESSION_COOKIE : SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "strict",
    path: "/",
    secure: https,
    maxAge: SESSION_LIFETIME_SECONDS,
    secrets: getStaffSecrets().sessionSecrets,
  });
}

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** JSON for staff endpoints: never cached by browsers or proxies. */
export function staffJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

/** 503 for a staff request the database could not serve (logged; never a 500). */
export function staffUnavailable(err: unknown): Response {
  getLogger().error({ err }, "staff request failed: database unavailable");
  return staffJson({ error: AUTH_ERRORS.unavailable }, { status: 503 });
}

/** Runs a database step of a staff request; a failure is thrown as the 503 to send. */
export async function orUnavailable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof Response) throw err;
    throw staffUnavailable(err);
  }
}

/**
 * none: no session cookie; valid; or expired: a cookie that no longer opens a
 * session (password changed, secret rotated, idle, revoked, past 12 hours).
 */
export type StaffSessionState = { state: "none" } | { state: "valid"; id: string } | { state: "expired" };

const hasCookie = (header: string | null, name: string) =>
  (header ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));

// Parallel loaders of one navigation share the request: look the session up once.
const looked = new WeakMap<Request, Promise<StaffSessionState>>();

/** The request's staff session. Throws 503 when the database cannot say. */
export function staffSession(request: Request): Promise<StaffSessionState> {
  let pending = looked.get(request);
  if (!pending) {
    pending = orUnavailable(async () => {
      const header = request.headers.get("cookie");
      const cookie = sessionCookie(request);
      const value: unknown = await cookie.parse(header);
      // Present but unverifiable (signed with a secret no longer listed, or altered): an ended session.
      if (value === null)
        return hasCookie(header, cookie.name) ? ({ state: "expired" } as const) : ({ state: "none" } as const);
      if (typeof value !== "string" || value === "") return { state: "expired" } as const;
      return (await sessionIsValid(value)) ? ({ state: "valid", id: value } as const) : ({ state: "expired" } as const);
    });
    looked.set(request, pending);
  }
  return pending;
}

/** The Set-Cookie header of a new session. */
export const sessionSetCookie = (request: Request, sessionId: string) => sessionCookie(request).serialize(sessionId);

/** The Set-Cookie header that removes the session cookie. */
export const clearedSessionCookie = (request: Request) =>
  sessionCookie(request).serialize("", { maxAge: 0, expires: new Date(0) });

/** Log-out: revokes this browser's session (or, with everywhere, every session) and clears the cookie. */
export async function logOut(request: Request, everywhere = false): Promise<string> {
  const session = await staffSession(request);
  await orUnavailable(async () => {
    if (everywhere) {
      const ended = await revokeAllSessions();
      getLogger().info({ sessions: ended }, "staff logged out everywhere");
    } else if (session.state === "valid") {
      await revokeSession(session.id);
      getLogger().info("staff logged out");
    }
  });
  return clearedSessionCookie(request);
}

/** The answer of the JSON log-in endpoint. */
export async function logInResponse(request: Request, result: LogInResult): Promise<Response> {
  if (result.ok) {
    const setCookie = await sessionSetCookie(request, result.sessionId);
    return new Response(null, { status: 204, headers: { ...NO_STORE, "Set-Cookie": setCookie } });
  }
  const headers: Record<string, string> =
    result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return staffJson({ error: result.error }, { status: result.status, headers });
}

/**
 * Every staff endpoint calls this itself. Throws the response to send when
 * the request is not authorised (401; 429 for a client guessing through the
 * x-analytics-password header; 503 when the database is down); returns when
 * it may carry on.
 */
export async function requireStaff(request: Request, ip: string): Promise<void> {
  if ((await staffSession(request)).state === "valid") return;
  const header = request.headers.get("x-analytics-password");
  if (header !== null && header !== "" && [...header.normalize("NFC")].length <= PASSWORD_MAX_LENGTH) {
    const check = await orUnavailable(() => checkPassword(header, ip));
    if (check.ok) return;
    if (check.status === 429) throw await logInResponse(request, check);
  }
  throw staffJson({ error: AUTH_ERRORS.invalid }, { status: 401 });
}

/** The app's one cross-site predicate (app/lib/cross-site.ts), on a Fetch API request. */
export function isCrossOrigin(request: Request): boolean {
  return isCrossSiteWrite({
    method: request.method,
    secFetchSite: request.headers.get("sec-fetch-site"),
    origin: request.headers.get("origin"),
    host: new URL(request.url).host,
    publicUrl: getEnv().PUBLIC_URL,
  });
}

export const crossOriginResponse = () => staffJson({ error: AUTH_ERRORS.crossOrigin }, { status: 403 });
