import { getEnv } from "../env.server";
import { createLimiter, type Limiter } from "../rate-limit.server";

/**
 * What one chat reply may hold while it streams (decision 067): a slot among
 * the address's and the server's. Open streams cost memory and, with a paid
 * AI service, an upstream connection each; 2,000 of them once took the server
 * from 495 to 946 MB. Slots are counted in this process, because that is
 * where the memory and sockets are held.
 */
export type StreamSlot = { ok: true; release: () => void } | { ok: false; reason: "address" | "server" };

export interface StreamSlots {
  acquire(key: string): StreamSlot;
  /** Streams open now (for tests and the bench). */
  active(): number;
}

export function createStreamSlots({ perAddress, total }: { perAddress: number; total: number }): StreamSlots {
  const byAddress = new Map<string, number>();
  let open = 0;
  return {
    acquire(key) {
      const mine = byAddress.get(key) ?? 0;
      if (mine >= perAddress) return { ok: false, reason: "address" };
      if (open >= total) return { ok: false, reason: "server" };
      byAddress.set(key, mine + 1);
      open += 1;
      let released = false;
      return {
        ok: true,
        // Called from every way a stream can end (finished, cancelled, visitor gone); counts once.
        release() {
          if (released) return;
          released = true;
          open -= 1;
          const left = (byAddress.get(key) ?? 1) - 1;
          if (left === 0) byAddress.delete(key);
          else byAddress.set(key, left);
        },
      };
    },
    active: () => open,
  };
}

let slots: StreamSlots | undefined;
export function chatStreamSlots(): StreamSlots {
  const env = getEnv();
  slots ??= createStreamSlots({ perAddress: env.CHAT_STREAMS_PER_ADDRESS, total: env.CHAT_STREAMS_MAX });
  return slots;
}

let budget: Limiter | undefined;
/**
 * Calls to the OpenAI-compatible service per client address per day: spend an
 * attacker could otherwise run up. Beyond it the built-in assistant answers.
 */
export function aiCallBudget(): Limiter {
  budget ??= createLimiter("ai-calls-day", { points: getEnv().AI_CALLS_PER_ADDRESS_PER_DAY, duration: 24 * 60 * 60 });
  return budget;
}

/** For tests: forget the slots and the budget so new settings apply. */
export function resetChatLimitsForTests(): void {
  slots = undefined;
  budget = undefined;
}
