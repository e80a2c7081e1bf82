import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { deliveryChannels } from "~/lib/lead-constants";
import type { Database } from "../db/index.server";
import { type Lead, leadDeliveries, leads } from "../db/schema";
import { onLeadStored } from "../lead-events.server";
import { runInBackground } from "../log-context.server";
import { type BackoffOptions, backoffDelay, defaultBackoff } from "./backoff";
import { scheduleSpeedReminders } from "./speed-reminder.server";
import { type Channel, type DeliveryResult, type DigestSender, type Sender, describeError } from "./types";

export interface WorkerOptions {
  getDb: () => Promise<Database>;
  senders: Partial<Record<Channel, Sender>>;
  /** Sends the e-mails held for the digest together; without it they stay pending. */
  digest?: DigestSender;
  /** Leads in one digest at most; more wait for the next one. */
  digestMax?: number;
  log: Logger;
  /** How often to look for due rows when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed row stays out of other workers' reach; longer than any single send. */
  leaseMs?: number;
  /** Attempts before a row is marked failed. */
  maxAttempts?: number;
  /** Rows claimed (and sent in parallel) at a time. */
  batchSize?: number;
  backoff?: BackoffOptions;
  /** The time by which reminders fall due (a fake clock in tests). */
  now?: () => Date;
}

export interface DeliveryWorker {
  start(): void;
  /** Stops polling and waits for the sends in flight to be recorded. */
  stop(): Promise<void>;
  /** Claims and sends everything due now; resolves when nothing due is left. */
  drain(): Promise<void>;
}

interface Claimed {
  id: number;
  leadId: string;
  channel: Channel;
  attempts: number;
}

const ms = (n: number) => sql`now() + ${n} * interval '1 millisecond'`;

/**
 * Drives `lead_deliveries` rows from pending to delivered or failed. Rows are
 * claimed with FOR UPDATE SKIP LOCKED in a short transaction that increments
 * `attempts` and moves `next_attempt_at` forward by the lease: several workers
 * (in one process or many) never send the same row at once, and a worker that
 * dies mid-send leaves a row that falls due again when its lease expires.
 */
export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const batchSize = options.batchSize ?? 20;
  const backoff = options.backoff ?? defaultBackoff;
  const { log } = options;

  let running = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  let current: Promise<void> | undefined;
  let again = false;

  async function claim(db: Database): Promise<Claimed[]> {
    const channels = deliveryChannels.filter((channel) => options.senders[channel]);
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: leadDeliveries.id })
        .from(leadDeliveries)
        .where(
          and(
            eq(leadDeliveries.status, "pending"),
            lte(leadDeliveries.nextAttemptAt, sql`now()`),
            inArray(leadDeliveries.channel, channels),
            eq(leadDeliveries.digest, false),
          ),
        )
        .orderBy(asc(leadDeliveries.nextAttemptAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      return lease(tx, due);
    });
  }

  /** Counts an attempt on each row and moves it out of reach for the lease. */
  function lease(tx: Database, due: { id: number }[]): Promise<Claimed[]> {
    if (due.length === 0) return Promise.resolve([]);
    return tx
      .update(leadDeliveries)
      .set({ attempts: sql`${leadDeliveries.attempts} + 1`, nextAttemptAt: ms(leaseMs), updatedAt: sql`now()` })
      .where(
        inArray(
          leadDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning({
        id: leadDeliveries.id,
        leadId: leadDeliveries.leadId,
        channel: leadDeliveries.channel,
        attempts: leadDeliveries.attempts,
      });
  }

  /**
   * The held e-mails, once the oldest of them is due: all of them (up to
   * digestMax), due or not, so one digest carries every lead held so far.
   */
  async function claimDigest(db: Database): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const held = and(eq(leadDeliveries.digest, true), eq(leadDeliveries.status, "pending"));
      const [due] = await tx
        .select({ id: leadDeliveries.id })
        .from(leadDeliveries)
        .where(and(held, lte(leadDeliveries.nextAttemptAt, sql`now()`)))
        .limit(1);
      if (!due) return [];
      const rows = await tx
        .select({ id: leadDeliveries.id })
        .from(leadDeliveries)
        .where(held)
        .orderBy(asc(leadDeliveries.id))
        .limit(options.digestMax ?? 500)
        .for("update", { skipLocked: true });
      return lease(tx, rows);
    });
  }

  async function attempt(db: Database, row: Claimed, lead: Lead | undefined): Promise<void> {
    const sender = options.senders[row.channel];
    let result: DeliveryResult;
    if (!lead || !sender) result = { ok: false, error: lead ? `no sender for ${row.channel}` : "lead not found" };
    else result = await guarded(() => sender(lead));
    await record(db, row, result);
  }

  /** Senders return failures; a throw is a bug, still recorded rather than lost. */
  async function guarded(send: () => Promise<DeliveryResult>): Promise<DeliveryResult> {
    try {
      return await send();
    } catch (err) {
      return { ok: false, error: describeError(err) };
    }
  }

  async function record(db: Database, row: Claimed, result: DeliveryResult): Promise<void> {
    // Recorded only if the row is still this claim's: a staff retry or a newer claim wins.
    const mine = and(
      eq(leadDeliveries.id, row.id),
      eq(leadDeliveries.status, "pending"),
      eq(leadDeliveries.attempts, row.attempts),
    );
    if (result.ok && result.cancelled) {
      await db
        .update(leadDeliveries)
        .set({ status: "cancelled", updatedAt: sql`now()` })
        .where(mine);
      log.info({ deliveryId: row.id, leadId: row.leadId, channel: row.channel }, "lead delivery no longer needed");
      return;
    }
    if (result.ok) {
      await db
        .update(leadDeliveries)
        .set({ status: "delivered", deliveredAt: sql`now()`, updatedAt: sql`now()` })
        .where(mine);
      log.info(
        { deliveryId: row.id, leadId: row.leadId, channel: row.channel, attempts: row.attempts },
        "lead delivered",
      );
      return;
    }
    const failed = row.attempts >= maxAttempts;
    await db
      .update(leadDeliveries)
      .set(
        failed
          ? { status: "failed", lastError: result.error, updatedAt: sql`now()` }
          : { lastError: result.error, nextAttemptAt: ms(backoffDelay(row.attempts, backoff)), updatedAt: sql`now()` },
      )
      .where(mine);
    log[failed ? "error" : "warn"](
      { deliveryId: row.id, leadId: row.leadId, channel: row.channel, attempts: row.attempts, error: result.error },
      failed ? "lead delivery failed for good" : "lead delivery failed, will retry",
    );
  }

  async function drainOnce(): Promise<void> {
    const db = await options.getDb();
    // Reminders are queued only where something sends them.
    if (options.senders.speed_reminder) {
      const queued = await scheduleSpeedReminders(db, (options.now ?? (() => new Date()))());
      if (queued > 0) log.info({ queued }, "speed-to-lead reminders queued");
    }
    for (;;) {
      const claimed = await claim(db);
      if (claimed.length === 0) return;
      const ids = [...new Set(claimed.map((c) => c.leadId))];
      const found = await db.select().from(leads).where(inArray(leads.id, ids));
      const byId = new Map(found.map((l) => [l.id, l]));
      await Promise.all(claimed.map((row) => attempt(db, row, byId.get(row.leadId))));
      // On stop, the batch in flight is finished and nothing more is claimed.
      if (stopping) return;
    }
  }

  async function drainDigest(): Promise<void> {
    const send = options.digest;
    if (!send) return;
    const db = await options.getDb();
    const claimed = await claimDigest(db);
    if (claimed.length === 0) return;
    const found = await db
      .select()
      .from(leads)
      .where(
        inArray(
          leads.id,
          claimed.map((c) => c.leadId),
        ),
      )
      .orderBy(asc(leads.createdAt));
    const result = await guarded(() => send(found));
    await Promise.all(claimed.map((row) => record(db, row, result)));
    if (result.ok) log.info({ leads: found.length }, "lead digest e-mailed");
  }

  function drain(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    // Background work: a request that set it off (a new lead) must not lend it
    // its request id, nor keep it for the later rounds this drain goes on to.
    current = runInBackground(async () => {
      try {
        do {
          again = false;
          await drainOnce().catch((err: unknown) => log.error({ err }, "delivery worker could not run"));
          if (!stopping)
            await drainDigest().catch((err: unknown) => log.error({ err }, "lead digest could not be sent"));
        } while (again && !stopping);
      } finally {
        current = undefined;
      }
    });
    return current;
  }

  function schedule(): void {
    if (!running) return;
    timer = setTimeout(() => {
      void drain().finally(schedule);
    }, pollMs);
    timer.unref?.();
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      unsubscribe = onLeadStored(() => void drain());
      void drain();
      schedule();
    },
    async stop() {
      running = false;
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
      await current;
    },
    drain,
  };
}
