/**
 * The visit's attribution as this browser remembers it (docs/decisions/095):
 * the first touch (the first landing on the site) and the last touch (the
 * latest landing with campaign tags or a click id), in local storage for
 * TOUCH_DAYS; the advertising click ids only once the visitor has accepted
 * marketing cookies. Before that they are held in this page's memory, so
 * accepting on the landing page still keeps them; refusing or withdrawing
 * forgets them and removes the Meta cookies our pages can reach.
 *
 * Every value read back is normalised again: storage is the visitor's to edit.
 */
import {
  CLICK_ID_MAX,
  type ClickIds,
  clickIdKeys,
  clickIdsFromSearch,
  normaliseUtm,
  type Touch,
  type Utm,
  utmFromSearch,
  utmKeys,
} from "./attribution";
import { LIMITS } from "./lead-constants";
import { isOneLineText } from "./storable-text";

export const FIRST_TOUCH_KEY = "attribution-first-touch";
export const LAST_TOUCH_KEY = "attribution-last-touch";
export const CLICK_IDS_KEY = "attribution-click-ids";
/** How long a touch or a click id is remembered; older ones are dropped when read. */
export const TOUCH_DAYS = 90;
/** The Meta pixel's first-party cookies (its browser id and click id). */
export const META_COOKIES = ["_fbp", "_fbc"] as const;

type Where = { pathname: string; search: string; referrer: string; origin: string };

/** Click ids of this page load, before any consent (never written anywhere). */
let pending: ClickIds = {};
let recorded = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function save(key: string, value: object, now: Date): void {
  try {
    storage()?.setItem(key, JSON.stringify({ at: now.getTime(), value }));
  } catch {
    // Storage full or blocked: the attribution is lost, never the visit.
  }
}

function load(key: string, now: Date): Record<string, unknown> | null {
  try {
    const raw = JSON.parse(storage()?.getItem(key) ?? "null") as { at?: unknown; value?: unknown } | null;
    if (!raw || typeof raw.at !== "number" || !raw.value || typeof raw.value !== "object") return null;
    if (now.getTime() - raw.at > TOUCH_DAYS * 86_400_000) {
      storage()?.removeItem(key);
      return null;
    }
    return raw.value as Record<string, unknown>;
  } catch {
    return null;
  }
}

const line = (value: unknown, max: number): string | undefined => {
  if (typeof value !== "string") return undefined;
  const cut = value.trim().slice(0, max);
  return cut && isOneLineText(cut) ? cut : undefined;
};

function cleanTouch(value: Record<string, unknown> | null): Touch | null {
  if (!value) return null;
  const touch: Touch = {};
  for (const key of utmKeys) {
    const tag = typeof value[key] === "string" ? normaliseUtm(value[key]) : undefined;
    if (tag) touch[key] = tag;
  }
  const landing = line(value.landing_page, LIMITS.attribution);
  if (landing) touch.landing_page = landing;
  const referrer = line(value.referrer, LIMITS.referrer);
  if (referrer) touch.referrer = referrer;
  return Object.keys(touch).length > 0 ? touch : null;
}

function cleanClickIds(value: Record<string, unknown> | null): ClickIds {
  const ids: ClickIds = {};
  for (const key of clickIdKeys) {
    const id = typeof value?.[key] === "string" ? normaliseUtm(value[key], CLICK_ID_MAX) : undefined;
    if (id) ids[key] = id;
  }
  return ids;
}

/**
 * Notes this page load as a landing: the first touch if none is remembered,
 * the last touch if it carries campaign tags or a click id. Click ids are
 * stored only with consent. Once per page load (later calls do nothing).
 */
export function recordLanding(where: Where, consent: "accepted" | "rejected" | null, now = new Date()): void {
  if (recorded) return;
  recorded = true;
  const utm = utmFromSearch(where.search);
  pending = clickIdsFromSearch(where.search);
  let referrer: string | undefined;
  try {
    // Our own pages are not where a visit came from (a reload, a new tab).
    referrer = where.referrer && new URL(where.referrer).origin !== where.origin ? where.referrer : undefined;
  } catch {
    referrer = undefined;
  }
  const touch = cleanTouch({ ...utm, landing_page: where.pathname, referrer });
  if (touch && !load(FIRST_TOUCH_KEY, now)) save(FIRST_TOUCH_KEY, touch, now);
  const campaign = Object.keys(utm).length > 0 || Object.keys(pending).length > 0;
  if (touch && campaign) save(LAST_TOUCH_KEY, touch, now);
  if (consent === "accepted") keepClickIds(now);
}

/** After an acceptance: this landing's click ids join the ones remembered. */
export function keepClickIds(now = new Date()): void {
  if (Object.keys(pending).length === 0) return;
  save(CLICK_IDS_KEY, { ...cleanClickIds(load(CLICK_IDS_KEY, now)), ...pending }, now);
}

/** The host names a cookie of this page may have been set on: the host and each parent domain. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split(".");
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join("."));
  return domains;
}

/**
 * After a refusal or a withdrawal: the remembered click ids are forgotten and
 * the Meta cookies on our domain are expired (on the host and every parent
 * domain, wherever the pixel set them). Cookies on Meta's own domains are
 * beyond a page's reach; the cookie policy says how to clear them.
 */
export function forgetMarketing(): void {
  pending = {};
  try {
    storage()?.removeItem(CLICK_IDS_KEY);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
  for (const name of META_COOKIES) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of cookieDomains(window.location.hostname))
      document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}

function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * What a lead carries of the remembered attribution: the last touch's
 * campaign tags (`utm`) and landing page, the first touch, the consent, and
 * only with consent the click ids and the Meta cookies.
 */
export function rememberedAttribution(
  consent: "accepted" | "rejected" | null,
  now = new Date(),
): { utm: Utm | undefined; fields: Record<string, unknown> } {
  const last = cleanTouch(load(LAST_TOUCH_KEY, now));
  const first = cleanTouch(load(FIRST_TOUCH_KEY, now));
  const fields: Record<string, unknown> = { marketing_consent: consent === "accepted" };
  if (first) fields.first_touch = first;
  if (last?.landing_page) fields.landing_page = last.landing_page;
  let utm: Utm | undefined;
  if (last) {
    utm = {};
    for (const key of utmKeys) if (last[key]) utm[key] = last[key];
    if (Object.keys(utm).length === 0) utm = undefined;
  }
  if (consent === "accepted") {
    const ids = cleanClickIds({ ...load(CLICK_IDS_KEY, now), ...pending, fbc: cookie("_fbc"), fbp: cookie("_fbp") });
    Object.assign(fields, ids);
  }
  return { utm, fields };
}

/** For tests: the next recordLanding runs again. */
export function resetLandingForTests(): void {
  recorded = false;
  pending = {};
}
