/** Small helpers shared by the JSON endpoints. */

export const BODY_LIMIT_BYTES = 64 * 1024;

/** An expected failure with the HTTP status and JSON body it maps to. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    return Response.json({ error: this.message, ...this.body }, { status: this.status, headers: this.headers });
  }
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers?: HeadersInit) {
  return Response.json({ error, ...extra }, { status, headers });
}

const mediaType = (request: Request) => (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The body's bytes, at most `limit` of them: a declared Content-Length over
 * the limit is refused before reading, and a body without one (chunked) is
 * read only until it passes the limit.
 */
async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw new HttpError(413, "Request body too large");
  if (!request.body) return new Uint8Array();

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading, but leave the stream alone: cancelling it would destroy the
      // socket before the 413 goes out. The server discards the rest after answering.
      reader.releaseLock();
      throw new HttpError(413, "Request body too large");
    }
    chunks.push(value);
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
 */
export async function readJsonBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<unknown> {
  const type = mediaType(request);
  if (type !== "application/json" && type !== "text/plain") {
    throw new HttpError(415, "Expected a JSON body");
  }
  const bytes = await readBytes(request, limit);
  if (bytes.byteLength === 0) throw new HttpError(400, "Empty request body");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "Request body is not valid UTF-8");
  }
  if (text.trim() === "") throw new HttpError(400, "Empty request body");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "Request body is not valid JSON");
  }
}

/**
 * Reads a form post (urlencoded or multipart) of at most `limit` bytes.
 * Unlike `request.formData()`, it never buffers more than the limit.
 */
export async function readFormBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<FormData> {
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new HttpError(415, "Expected a form");
  }
  const bytes = await readBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new HttpError(415, "The form could not be read");
  }
}

/** Only POST is accepted by this endpoint. */
export function methodNotAllowed(allowed: string): Response {
  return jsonError(405, "Method not allowed", {}, { Allow: allowed });
}
