import { data, redirect, type RouterContextProvider } from "react-router";
import { formMessages } from "~/content/lead-forms";
import { requestInfoContext } from "~/lib/request-context";
import type { Slot } from "~/lib/bookings/rules";
import { createBooking } from "./bookings.server";
import { readFormBody } from "./http.server";

/** What the booking form's action answers when no booking was made; the form shows it. */
export interface BookingFormFailure {
  ok: false;
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
  alternatives: Slot[];
}

const FIELD_LIMIT = 10_000;

export const manageUrl = (id: string, token: string) => `/booking/${id}?token=${encodeURIComponent(token)}`;

/**
 * The action of the booking form, with or without JavaScript: success is a
 * redirect to the visitor's booking page; failure, the form again with the
 * errors, the visitor's input and the nearest free times.
 */
export async function bookingFormAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const failure = (status: number, error: string, extra: Partial<BookingFormFailure> = {}) =>
    data<BookingFormFailure>({ ok: false, error, fields: {}, values: {}, alternatives: [], ...extra }, { status });
  if (request.method !== "POST") return failure(405, formMessages.errorDescription);
  let form: FormData;
  try {
    form = await readFormBody(request);
  } catch (refused) {
    return failure(refused instanceof Response ? refused.status : 400, formMessages.errorDescription);
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value.slice(0, FIELD_LIMIT);

  const result = await createBooking({ raw: values, ip: context.get(requestInfoContext).ip });
  if (result.ok) return redirect(`${manageUrl(result.id, result.token)}&new=1`, 303);
  delete values.website;
  return data<BookingFormFailure>(
    {
      ok: false,
      error: result.error,
      fields: result.status === 400 ? result.fields : {},
      values,
      alternatives: result.status === 409 ? result.alternatives : [],
    },
    {
      status: result.status,
      headers: result.status === 429 ? { "Retry-After": String(result.retryAfterSeconds) } : {},
    },
  );
}
