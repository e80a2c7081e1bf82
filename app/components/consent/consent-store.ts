/**
 * The visitor's choice about marketing cookies, kept in this browser's local
 * storage (first-party, never sent to any server). Strictly necessary storage
 * needs no consent (PECR), so remembering the choice itself is allowed.
 */
export type Consent = "accepted" | "rejected";

export const CONSENT_STORAGE_KEY = "cookie-consent";
const CHANGE_EVENT = "cookie-consent:change";
const OPEN_EVENT = "cookie-consent:open";

/**
 * Set on <html> (`data-ads`) when an advertising pixel is configured: by the
 * root layout for pages rendered per request, and by the server, at start-up,
 * in the prerendered pages (server/prerendered.ts), since the pixel id is
 * run-time configuration. Without it there is nothing to ask (decision 097).
 */
export const ADS_ATTRIBUTE = "data-ads";

/** Whether this page was served with an advertising pixel configured (read in the browser only). */
export function adsConfigured(): boolean {
  return document.documentElement.hasAttribute(ADS_ATTRIBUTE);
}

/**
 * Runs in <head> before the first paint. When a pixel is configured and no
 * choice is stored it marks the page `data-consent="ask"`, so the banner that
 * every page's HTML carries shows from the first paint to visitors who have
 * not chosen and never flashes for those who have (app.css). Until the page's scripts have loaded,
 * it also makes the banner's buttons work: a click stores the choice and
 * hides the banner. Kept in step with readConsent and writeConsent.
 */
export const CONSENT_PROBE_SCRIPT = `if(document.documentElement.hasAttribute("${ADS_ATTRIBUTE}"))try{var c=localStorage.getItem("${CONSENT_STORAGE_KEY}");if(c!=="accepted"&&c!=="rejected")throw 0}catch(e){var d=document.documentElement;d.dataset.consent="ask";document.addEventListener("click",function(v){var b=v.target.closest&&v.target.closest("[data-consent-choice]");if(!b||d.dataset.consent!=="ask")return;try{localStorage.setItem("${CONSENT_STORAGE_KEY}",b.dataset.consentChoice)}catch(x){}d.dataset.consent="chosen"})}`;

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
