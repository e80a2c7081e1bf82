/** Calls resource-route handlers the way React Router does, with our request context. */
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/lib/request-context";

export const ORIGIN = "http://staff.test";

export function context(ip = "192.0.2.1") {
  return new RouterContextProvider(new Map([[requestInfoContext, { ip, requestId: "test" }]]));
}

export function request(path: string, init: RequestInit = {}): Request {
  return new Request(`${ORIGIN}${path}`, init);
}

export const jsonPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

/** The cookie pair ("name=value") from a Set-Cookie header. */
export function cookieOf(response: Response): string {
  const set = response.headers.get("set-cookie") ?? "";
  return set.split(";")[0]!;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are generated per route; tests pass the common subset
export type AnyArgs = any;

/** A loader or action called as React Router calls it: a thrown Response is the answer. */
export function asRoute(fn: (args: AnyArgs) => unknown): (args: AnyArgs) => Promise<Response> {
  return async (args) => {
    try {
      return (await fn(args)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
}
