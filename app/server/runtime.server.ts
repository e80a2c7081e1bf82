import { closeDatabase, getDatabase } from "./db/index.server";
import { startDeliveryWorker, stopDeliveryWorker } from "./delivery/index.server";
import { getEnv } from "./env.server";
import { runWithLogContext } from "./log-context.server";
import { getLogger } from "./logger.server";
import { type RetentionService, startRetention } from "./retention.server";
import { announceStaffPassword } from "./staff-password.server";

// runWithLogContext must be the app bundle's own too: its logger reads that context.
export { getEnv, getLogger, runWithLogContext };
// The server passes request details to the app under this key; it must be the
// app bundle's own instance, hence exported from here.
export { requestInfoContext } from "~/lib/request-context";

/** Opens the database (running migrations) and tells the operator where the staff password is. */
export async function start(): Promise<void> {
  const log = getLogger();
  // A generated password is printed once, when it is created; later starts say where it is kept.
  announceStaffPassword(log);
  let ready = false;
  try {
    const db = await getDatabase();
    log.info({ database: db.kind }, "database ready");
    ready = true;
  } catch (err) {
    // Pages still serve; /healthz reports 503 and the next request tries again.
    log.error(
      { err },
      "database unavailable at start-up: pages are served, /healthz answers 503, and the database is tried again on each request that needs it",
    );
  }
  // Sends the leads stored and not yet delivered (also those left by a previous run).
  startDeliveryWorker();
  // Deletes and erases what is past its retention period: now (when the database is up), then once a day
  // (docs/product.md §16).
  retention ??= startRetention({ runAtStart: ready });
}

let retention: RetentionService | undefined;

/** Stops background work (finishing the deliveries in flight), then closes the database. */
export async function stop(): Promise<void> {
  await retention?.stop();
  retention = undefined;
  await stopDeliveryWorker();
  await closeDatabase();
}
