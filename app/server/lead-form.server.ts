import { data, redirect, type RouterContextProvider } from "react-router";
import { formMessages } from "~/content/lead-forms";
import { utmKeys } from "~/lib/attribution";
import { requestInfoContext } from "~/lib/request-context";
import { readFormBody } from "./http.server";
import { createLead } from "./leads.server";

/** What a form route's action answers when the lead was not stored; the page re-renders with it. */
export interface LeadFormFailure {
  ok: false;
  /** A sentence for the whole form. */
  error: string;
  /** Messages by field name. */
  fields: Record<string, string>;
  /** What the visitor typed, so nothing is lost on a page re-rendered without JavaScript. */
  values: Record<string, string>;
}

/** Without JavaScript there is no consent, so no click id is read (docs/decisions/095). */
const ATTRIBUTION = utmKeys;
const FIELD_LIMIT = 10_000;

/**
 * The action behind the site's own lead forms when JavaScript is off (with
 * JavaScript the forms send JSON to POST /api/leads, which calls the same
 * createLead). Success: a redirect to /thank-you. Failure: the page again,
 * with the errors and the visitor's input.
 */
export async function leadFormAction({
  request,
  context,
  source,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  source: "contact" | "quote";
}) {
  if (request.method !== "POST") {
    return data<LeadFormFailure>(
      { ok: false, error: formMessages.errorDescription, fields: {}, values: {} },
      { status: 405, headers: { Allow: "POST" } },
    );
  }
  let form: FormData;
  try {
    // At most 64 KB, even when the length is not declared (request.formData() would read it all).
    form = await readFormBody(request);
  } catch (refused) {
    // 400 a body that broke off, 413 too large, 415 not a form: the page again, with the form's own message.
    return data<LeadFormFailure>(
      { ok: false, error: formMessages.errorDescription, fields: {}, values: {} },
      { status: refused instanceof Response ? refused.status : 400 },
    );
  }

  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "source") values[key] = value.slice(0, FIELD_LIMIT);
  }
  const raw: Record<string, unknown> = { ...values, source };
  // Without JavaScript the campaign tags are only in the address of the page the form was on.
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin) {
        raw.page ??= from.pathname;
        for (const key of ATTRIBUTION) raw[key] ??= from.searchParams.get(key) ?? undefined;
      }
    } catch {
      // An unparseable Referer only costs the attribution.
    }
  }

  const { ip } = context.get(requestInfoContext);
  const result = await createLead({ raw, ip });
  if (result.ok) return redirect("/thank-you", 303);
  delete values.website;
  const fields = result.status === 400 ? result.fields : {};
  const retryAfter = result.status === 400 ? undefined : result.retryAfterSeconds;
  const headers: HeadersInit = retryAfter ? { "Retry-After": String(retryAfter) } : {};
  return data<LeadFormFailure>(
    { ok: false, error: result.status === 400 ? formMessages.fieldErrorsIntro : result.error, fields, values },
    { status: result.status, headers },
  );
}
