/**
 * The HTTP helpers of route modules (docs/decisions/014). Routes own the
 * exchange: method, body, rate limit, status and headers; the domain modules
 * they call take parsed input and return results. A helper that refuses a
 * request throws the Response to send, which React Router returns as it is
 * from a loader, an action or a resource route.
 */

export const BODY_LIMIT_BYTES = 64 * 1024;

/** `{error, ...extra}` with the status, as every JSON endpoint answers a failure. */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) {
  return Response.json({ error, ...extra }, { status, headers });
}

/** 429 with Retry-After, for a client over one of its limits. */
export function tooManyRequests(error: string, retryAfterSeconds: number): Response {
  return jsonError(429, error, {}, { "Retry-After": String(retryAfterSeconds) });
}

/** The endpoint does not take this method. */
export function methodNotAllowed(allowed: string): Response {
  return jsonError(405, "Method not allowed", {}, { Allow: allowed });
}

/** Throws 405 unless the request uses one of the methods. */
export function requireMethod(request: Request, ...methods: string[]): void {
  if (!methods.includes(request.method)) throw methodNotAllowed(methods.join(", "));
}

const mediaType = (request: Request) => (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The body's bytes, at most `limit` of them: a declared Content-Length over
 * the limit is refused before reading, and a body without one (chunked) is
 * read only until it passes the limit.
 */
async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => jsonError(413, "Request body too large");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      // The client went away or broke off the body: nothing to answer to.
      throw jsonError(400, "The request body broke off");
    }
    if (part.done) break;
    size += part.value.byteLength;
    if (size > limit) {
      // Stop reading, but leave the stream alone: cancelling it would destroy the
      // socket before the 413 goes out. The server discards the rest after answering.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON body of at most `limit` bytes without buffering more than that.
 * Accepts application/json, and text/plain for navigator.sendBeacon bodies.
 * Throws 400, 413 or 415 as a Response.
 */
export async function readJsonBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const type = mediaType(request);
  if (type !== "application/json" && type !== "text/plain") throw jsonError(415, "Expected a JSON body");
  const bytes = await readBytes(request, limit);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw jsonError(400, "Request body is not valid UTF-8");
  }
  if (text.trim() === "") throw jsonError(400, "Empty request body");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw jsonError(400, "Request body is not valid JSON");
  }
}

/**
 * Reads a form post (urlencoded or multipart) of at most `limit` bytes.
 * Unlike `request.formData()`, it never buffers more than the limit. Throws
 * 400, 413 or 415 as a Response.
 */
export async function readFormBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<FormData> {
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw jsonError(415, "Expected a form");
  }
  const bytes = await readBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw jsonError(415, "The form could not be read");
  }
}
