import { randomUUID } from "node:crypto";

/** What we accept from a client or proxy as a request id: nothing that could forge or split a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id of a request: the incoming X-Request-Id when a proxy in front set a
 * safe one (so its logs and ours join up), else a fresh UUID.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The access-log path: without the query string, which may carry anything a visitor typed. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
