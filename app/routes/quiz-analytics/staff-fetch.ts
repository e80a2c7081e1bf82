/** Client-side calls to the staff API; the session cookie goes along by itself. */

export class SessionExpiredError extends Error {
  constructor() {
    super("Invalid password");
  }
}

/**
 * Fetches JSON from a staff endpoint. A 401 answering 'Invalid password'
 * (password changed, cookie expired or tampered with) becomes a
 * SessionExpiredError; any other failure a plain Error.
 */
export async function staffFetch<T>(url: string, init: RequestInit = {}, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    ...init,
    signal,
    credentials: "same-origin",
    headers: { Accept: "application/json", ...init.headers },
  });
  if (res.ok) return (await res.json()) as T;
  const body = (await res.json().catch(() => ({}))) as { error?: unknown };
  if (res.status === 401 && typeof body.error === "string" && body.error.includes("Invalid password")) {
    throw new SessionExpiredError();
  }
  throw new Error(`${url} answered ${res.status}${typeof body.error === "string" ? `: ${body.error}` : ""}`);
}
