/**
 * The browser's one way to send a lead: every form (contact, quote, quiz,
 * chat) posts through submitLead, which adds the visit's attribution, bounded
 * here once to what the server accepts, and turns the answer of POST
 * /api/leads into a result each form maps to its own copy.
 *
 * Types only from the server side: nothing of zod or the server reaches the
 * browser bundle.
 */
import type { LeadSource } from "./lead-schema";
import type { CreateLeadResult } from "~/server/leads.server";
import { readConsent } from "~/components/consent/consent-store";
import { rememberLeadForPixel } from "~/components/consent/pixel";
import type { StoredEstimate } from "./estimate/stored";
import { type Utm, utmFromSearch } from "./attribution";
import { rememberedAttribution } from "./attribution-store";
import { LIMITS } from "./lead-constants";
import { isOneLineText } from "./storable-text";

/** Where the visitor came from, as every lead carries it. */
export interface Attribution extends Utm {
  page: string;
  referrer?: string;
}

/**
 * The JSON body of POST /api/leads (app/routes/api.leads.ts sends the
 * server's result with its status as the HTTP status); other failures
 * (413, 415, a proxy's page) may send anything, so every key is optional.
 */
export type LeadResponseBody = Partial<
  Pick<Extract<CreateLeadResult, { ok: true }>, "id" | "estimate"> &
    Pick<Extract<CreateLeadResult, { status: 400 }>, "fields" | "error">
>;

/**
 * What a form learns from a submission. `fields`: the server named fields to
 * correct (their messages by field name). `tooMany`: over the lead limit, with
 * the server's sentence. `failed`: anything else, the network included;
 * nothing the visitor typed was at fault.
 */
export type LeadSubmitResult =
  | { ok: true; id: string; estimate?: StoredEstimate }
  | { ok: false; kind: "fields"; fields: Record<string, string> }
  | { ok: false; kind: "tooMany"; error: string }
  | { ok: false; kind: "failed"; status: number | null };

/** The body of a lead without the attribution, which submitLead adds. */
export type LeadPayload = { source: LeadSource } & Record<string, unknown>;

/** At most `max` UTF-16 units, never ending inside a surrogate pair (the server refuses a lone half). */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The page, referrer and campaign tags of this visit, each within the
 * server's limits, so a long or odd link can never cost a visitor their lead.
 * `utm` replaces the tags of the address (the quiz keeps the ones the visit
 * arrived with).
 */
export function collectAttribution(
  where: { pathname: string; search: string; referrer: string },
  utm: Utm = utmFromSearch(where.search),
): Attribution {
  const keep = (value: string, max: number) => {
    const clipped = clip(value.trim(), max);
    // The server refuses control characters in these one-line fields; a lead must never fail for its address.
    return isOneLineText(clipped) ? clipped : "";
  };
  const out: Attribution = { page: keep(where.pathname, LIMITS.attribution), ...utm };
  const referrer = keep(where.referrer, LIMITS.referrer);
  if (referrer) out.referrer = referrer;
  return out;
}

/** This page's attribution (in the browser; pages may have been prerendered). */
export function browserAttribution(utm?: Utm): Attribution {
  const { pathname, search } = window.location;
  return collectAttribution({ pathname, search, referrer: document.referrer }, utm);
}

/** Reads a response of POST /api/leads. */
export async function readLeadResponse(response: Response): Promise<LeadSubmitResult> {
  const body = (await response.json().catch(() => ({}))) as LeadResponseBody;
  if (response.status === 201 && typeof body.id === "string") {
    // The estimate the server stored with the lead (quiz and quote leads with a postcode), for the thank-you page.
    const estimate = body.estimate && typeof body.estimate === "object" ? body.estimate : undefined;
    return estimate ? { ok: true, id: body.id, estimate } : { ok: true, id: body.id };
  }
  const fields = body.fields && typeof body.fields === "object" ? body.fields : {};
  if (response.status === 400 && Object.keys(fields).length > 0) return { ok: false, kind: "fields", fields };
  if (response.status === 429 && typeof body.error === "string")
    return { ok: false, kind: "tooMany", error: body.error };
  return { ok: false, kind: "failed", status: response.status };
}

/**
 * Sends a lead with this page's attribution (or `utm` for the campaign tags).
 * Never throws: a network failure is `failed` with status null.
 */
export async function submitLead(payload: LeadPayload, options: { utm?: Utm } = {}): Promise<LeadSubmitResult> {
  try {
    // The first and last touch, the consent, and only with it the click ids (docs/decisions/095).
    const remembered = rememberedAttribution(readConsent());
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      // Attribution last: only the bounded values are ever sent.
      body: JSON.stringify({
        ...payload,
        ...remembered.fields,
        ...browserAttribution(options.utm ?? remembered.utm),
      }),
    });
    const result = await readLeadResponse(response);
    // The browser pixel's Lead on /thank-you carries the same event id as the server's (decision 096).
    if (result.ok) rememberLeadForPixel(result.id);
    return result;
  } catch {
    return { ok: false, kind: "failed", status: null };
  }
}
