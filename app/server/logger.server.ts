import pino from "pino";
import { getEnv } from "./env.server";
import { currentLogContext } from "./log-context.server";

/** Contact details never reach the logs, whatever a caller passes (at the top level or one object down). */
const CONTACT_FIELDS = ["email", "phone", "name", "address", "postcode", "password"];
export const REDACTED_PATHS = [...CONTACT_FIELDS, ...CONTACT_FIELDS.map((f) => `*.${f}`)];

/**
 * Errors as pino writes them, minus the values of a failed query: Drizzle puts
 * the query's parameters (a lead's name, e-mail, message…) in the message,
 * the stack and `params`, and PostgreSQL may quote a whole row in `detail`.
 */
export function serializeError(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!out || typeof out !== "object" || out === err) return out;
  const { params } = err as { params?: unknown };
  if (Array.isArray(params) && params.length > 0) {
    const values = `\nparams: ${String(params)}`;
    for (const key of ["message", "stack"]) {
      if (typeof out[key] === "string") out[key] = (out[key] as string).split(values).join("");
    }
  }
  delete out.params;
  delete out.detail;
  return out;
}

export interface LoggerOptions {
  level?: pino.LevelWithSilentOrString;
  /** Where JSON lines go; stdout by default (tests pass a stream of their own). */
  destination?: pino.DestinationStream;
}

/**
 * JSON lines on stdout (pretty in development). A line written while a
 * request is handled carries its `requestId`, wherever in the app it is
 * written (see log-context.server.ts); a requestId given to the call wins.
 */
export function createLogger({ level, destination }: LoggerOptions = {}): pino.Logger {
  const env = getEnv();
  const pretty = env.NODE_ENV === "development" && !destination;
  const options: pino.LoggerOptions = {
    level: level ?? env.LOG_LEVEL,
    base: undefined,
    mixin: () => {
      const context = currentLogContext();
      return context ? { requestId: context.requestId } : {};
    },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError },
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

let instance: pino.Logger | undefined;

export function getLogger(): pino.Logger {
  instance ??= createLogger();
  return instance;
}
