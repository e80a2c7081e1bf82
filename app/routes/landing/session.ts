import { normaliseUtm, type Utm, utmKeys } from "~/lib/attribution";
import type { DeviceType } from "~/lib/quiz-event-schema";
import { type QuizVariant, resolveVariant } from "./variant";

/** What the page knows about this visit: its id, variant, campaign tags and device class. */
export interface QuizSession {
  sessionId: string;
  variant: QuizVariant;
  deviceType: DeviceType;
  utm: Utm;
}

export type { Utm };

export const SESSION_KEY = "quiz_session_id";
export const UTM_KEY = "quiz_utm";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

function safeGet(storage: KeyValueStore | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStore | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage refused (private browsing, quota): the value lasts for this page view.
  }
}

/** A random v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function randomId(crypto: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">>): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The session id kept in session storage, created on first use. */
export function sessionIdFrom(storage: KeyValueStore | null, crypto: Parameters<typeof randomId>[0]): string {
  const existing = safeGet(storage, SESSION_KEY);
  if (existing && existing.length <= 100) return existing;
  const id = randomId(crypto);
  safeSet(storage, SESSION_KEY, id);
  return id;
}

/**
 * Campaign tags from the URL; when the URL has none, the ones this browser
 * session arrived with, so they survive moving around the site.
 */
export function utmFrom(search: string, storage: KeyValueStore | null): Utm {
  const params = new URLSearchParams(search);
  const fromUrl: Utm = {};
  for (const key of utmKeys) {
    const value = normaliseUtm(params.get(key));
    if (value) fromUrl[key] = value;
  }
  if (Object.keys(fromUrl).length) {
    safeSet(storage, UTM_KEY, JSON.stringify(fromUrl));
    return fromUrl;
  }
  try {
    const saved = JSON.parse(safeGet(storage, UTM_KEY) ?? "{}") as Record<string, unknown>;
    const kept: Utm = {};
    for (const key of utmKeys) {
      const value = saved[key];
      const tag = typeof value === "string" ? normaliseUtm(value) : undefined;
      if (tag) kept[key] = tag;
    }
    return kept;
  } catch {
    return {};
  }
}

/** Device class by viewport width: the quiz's layout switches at 768 px (docs/product.md §9.1). */
export function deviceTypeFor(width: number): DeviceType {
  if (width < 768) return "mobile";
  if (width < 1024) return "tablet";
  return "desktop";
}

function storageOf(name: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/** Reads or creates this visit's session in the browser (never on the server). */
export function startQuizSession(): QuizSession {
  const session = storageOf("sessionStorage");
  return {
    sessionId: sessionIdFrom(session, window.crypto),
    variant: resolveVariant({ search: window.location.search, storage: storageOf("localStorage") }),
    deviceType: deviceTypeFor(window.innerWidth),
    utm: utmFrom(window.location.search, session),
  };
}
