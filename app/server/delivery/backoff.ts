export interface BackoffOptions {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** Longest delay between attempts. */
  capMs: number;
  /** 0..1 fraction of the delay that is randomised, so failed rows do not retry in lockstep. */
  jitter: number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 30_000, capMs: 60 * 60_000, jitter: 0.2 };

/**
 * Delay before the next attempt after `attempts` failed ones: base, 2×base,
 * 4×base … capped, each shortened by up to `jitter` of itself at random.
 * With the defaults: 30 s, 1 min, 2 min, 4 min … 1 h.
 */
export function backoffDelay(attempts: number, options: BackoffOptions = defaultBackoff, random = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const delay = Math.min(options.capMs, options.baseMs * 2 ** exponent);
  return Math.round(delay * (1 - options.jitter * random()));
}
