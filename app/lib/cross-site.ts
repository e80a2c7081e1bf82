/**
 * The one cross-site predicate (docs/decisions/059): the Express server runs it
 * in front of every request, and the staff routes run it again on their own
 * writes, so a route called without the server (tests, another adapter) is
 * still covered. Framework-neutral: both callers pass the request's parts.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface CrossSiteInput {
  method: string;
  /** The Sec-Fetch-Site header: every current browser sends it. */
  secFetchSite: string | null | undefined;
  /** The Origin header: browsers send it on every POST, PUT, PATCH and DELETE. */
  origin: string | null | undefined;
  /** The host the request was addressed to (Host header, or the host of the request URL). */
  host: string | null | undefined;
  /** PUBLIC_URL: a proxy may rewrite Host, so the canonical origin's host counts too. */
  publicUrl: string;
}

/**
 * True for a state-changing request a browser marks as sent from another site
 * (CSRF). A request with neither marker (curl, a server, a script sending the
 * staff password header) passes: it carries no browser's cookies by accident.
 */
export function isCrossSiteWrite({ method, secFetchSite, origin, host, publicUrl }: CrossSiteInput): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (secFetchSite && secFetchSite !== "same-origin" && secFetchSite !== "none") return true;
  if (origin === null || origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // "null" (a sandboxed frame, a redirect chain) or garbage
  }
  return originHost !== host && originHost !== new URL(publicUrl).host;
}
