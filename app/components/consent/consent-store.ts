/**
 * The visitor's choice about marketing cookies, kept in this browser's local
 * storage (first-party, never sent to any server). Strictly necessary storage
 * needs no consent (PECR), so remembering the choice itself is allowed.
 */
export type Consent = "accepted" | "rejected";

export const CONSENT_STORAGE_KEY = "cookie-consent";
const CHANGE_EVENT = "cookie-consent:change";
const OPEN_EVENT = "cookie-consent:open";

/** The choice of this page view, for browsers that block storage (asked again on the next visit). */
let inMemory: Consent | null = null;

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "accepted" || value === "rejected" ? value : inMemory;
  } catch {
    return inMemory;
  }
}

export function writeConsent(consent: Consent): void {
  inMemory = consent;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, consent);
  } catch {
    // Storage blocked (some private modes): the in-memory choice holds until the page is left.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Subscribes to changes of the choice, in this tab and (through the storage event) in others. */
export function onConsentChange(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

/** Shows the consent banner again so the visitor can change their choice. */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function onConsentOpen(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}
