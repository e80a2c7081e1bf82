import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What every log line written while handling a request carries, without
 * passing it down through each function: server.ts enters the context for a
 * request, the logger's mixin reads it (logger.server.ts).
 */
export interface LogContext {
  requestId: string;
}

// Kept on globalThis so that a module reloaded by Vite in development still
// reads the context server.ts entered through the first instance.
const KEY = Symbol.for("solar-site.log-context");
const holder = globalThis as { [KEY]?: AsyncLocalStorage<LogContext> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<LogContext>());

/** Runs fn, and everything it starts, in a request's log context. */
export function runWithLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * Runs fn, and everything it starts, outside any request's context: for
 * background work (lead delivery) that a request merely set off.
 */
export function runInBackground<T>(fn: () => T): T {
  return storage.exit(fn);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
