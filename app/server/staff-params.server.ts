/** Query strings of the staff API, validated; bad values are named in a 400. */
import { z } from "zod";
import { leadSources, leadStatuses, quizVariants } from "~/lib/lead-constants";
import type { FunnelFilters, LeadFilters } from "~/lib/staff-types";
import { isOneLineText } from "~/lib/storable-text";
import { LEADS_PAGE_MAX } from "./staff-leads.server";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, "must be a real date")
  // Year 0 passes the checks above (ISO's 1 BC) but PostgreSQL has no year 0; four digits cover the rest.
  .refine((v) => !v.startsWith("0000"), "must be a date from the year 0001 on");

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const filtersSchema = z
  .object({
    from: z.preprocess(blankToUndefined, day.optional()),
    to: z.preprocess(blankToUndefined, day.optional()),
    variant: z.preprocess(blankToUndefined, z.enum(quizVariants, { error: "must be a or b" }).optional()),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "must not be before from", path: ["to"] });

const SEARCH_MAX = 100;
const uuid = z.uuid({ error: "must be a lead id" });

const leadsPageSchema = z
  .object({
    limit: z.preprocess(
      (v) => (v === null ? undefined : v),
      z.coerce.number().int().min(1).max(LEADS_PAGE_MAX, `must be at most ${LEADS_PAGE_MAX}`).default(20),
    ),
    before: z.preprocess(blankToUndefined, uuid.optional()),
    status: z.preprocess(
      blankToUndefined,
      z.enum(leadStatuses, { error: `must be one of ${leadStatuses.join(", ")}` }).optional(),
    ),
    q: z.preprocess(
      (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : blankToUndefined(v)),
      z
        .string()
        .max(SEARCH_MAX, `must be at most ${SEARCH_MAX} characters`)
        .refine(isOneLineText, "must be one line of text")
        .optional(),
    ),
    source: z.preprocess(
      blankToUndefined,
      z.enum(leadSources, { error: `must be one of ${leadSources.join(", ")}` }).optional(),
    ),
    from: z.preprocess(blankToUndefined, day.optional()),
    to: z.preprocess(blankToUndefined, day.optional()),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "must not be before from", path: ["to"] });

export type Parsed<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "query"] ??= issue.message;
  return fields;
}

export function parseFunnelFilters(url: URL): Parsed<FunnelFilters> {
  const r = filtersSchema.safeParse({
    from: url.searchParams.get("from"),
    to: url.searchParams.get("to"),
    variant: url.searchParams.get("variant"),
  });
  if (!r.success) return { ok: false, fields: fieldsOf(r.error) };
  const value: FunnelFilters = {};
  if (r.data.from) value.from = r.data.from;
  if (r.data.to) value.to = r.data.to;
  if (r.data.variant) value.variant = r.data.variant;
  return { ok: true, value };
}

export function parseLeadsPage(url: URL): Parsed<{ limit: number; before?: string } & LeadFilters> {
  const p = url.searchParams;
  const r = leadsPageSchema.safeParse({
    limit: p.get("limit"),
    before: p.get("before"),
    status: p.get("status"),
    q: p.get("q"),
    source: p.get("source"),
    from: p.get("from"),
    to: p.get("to"),
  });
  if (!r.success) return { ok: false, fields: fieldsOf(r.error) };
  // Only the keys given: the page's links and forms carry just these.
  const value: { limit: number; before?: string } & LeadFilters = { limit: r.data.limit };
  if (r.data.before) value.before = r.data.before;
  if (r.data.status) value.status = r.data.status;
  if (r.data.q) value.q = r.data.q;
  if (r.data.source) value.source = r.data.source;
  if (r.data.from) value.from = r.data.from;
  if (r.data.to) value.to = r.data.to;
  return { ok: true, value };
}

export const parseLeadId = (v: unknown) => uuid.safeParse(v).success;
