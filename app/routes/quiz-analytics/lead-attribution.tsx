/**
 * Where a lead came from, compactly: the campaign tags (utm_*), landing page
 * and referrer of its first and last touch (one line when they are the same),
 * the click ids only when the visitor's consent let us keep them
 * (docs/decisions/095), and the page the form was sent from. Only the fields
 * present are shown; a lead stored before touches were kept shows its
 * utm_source/medium/campaign columns instead.
 */
import { staffCopy } from "~/content/staff";
import { clickIdKeys, utmKeys, type Touch } from "~/lib/attribution";
import type { StaffLead } from "~/lib/staff-types";

const copy = staffCopy.leads.touches;

type Pair = [label: string, value: string];

function touchPairs(touch: Touch | null | undefined): Pair[] {
  if (!touch) return [];
  const pairs: Pair[] = [];
  for (const key of utmKeys) if (touch[key]) pairs.push([key, touch[key]]);
  if (touch.landing_page) pairs.push([copy.landingPage, touch.landing_page]);
  if (touch.referrer) pairs.push([copy.referrer, touch.referrer]);
  return pairs;
}

const same = (a: Pair[], b: Pair[]) =>
  a.length === b.length && a.every(([k, v], i) => b[i]![0] === k && b[i]![1] === v);

/** The rows to show, label first; empty when the lead carries no attribution at all. */
function attributionRows(lead: StaffLead): [string, Pair[]][] {
  const rows: [string, Pair[]][] = [];
  const first = touchPairs(lead.attribution?.firstTouch);
  let last = touchPairs(lead.attribution?.lastTouch);
  if (!lead.attribution) {
    // Before first and last touch were kept: the last touch's columns.
    last = [
      ["utm_source", lead.utmSource],
      ["utm_medium", lead.utmMedium],
      ["utm_campaign", lead.utmCampaign],
    ].filter((p): p is Pair => Boolean(p[1]));
  }
  if (first.length > 0 && same(first, last)) rows.push([copy.firstAndLast, first]);
  else {
    if (first.length > 0) rows.push([copy.first, first]);
    if (last.length > 0) rows.push([copy.last, last]);
  }
  const ids = lead.attribution?.clickIds;
  const clickIds = ids ? clickIdKeys.filter((k) => ids[k]).map((k): Pair => [k, ids[k]!]) : [];
  if (clickIds.length > 0) rows.push([copy.clickIds, clickIds]);
  const other: Pair[] = [];
  if (lead.page) other.push([copy.page, lead.page]);
  if (lead.referrer && !rows.some(([, pairs]) => pairs.some(([k]) => k === copy.referrer)))
    other.push([copy.referrer, lead.referrer]);
  if (lead.variant) other.push([copy.variant, lead.variant.toUpperCase()]);
  if (other.length > 0) rows.push([staffCopy.leads.fields.attribution, other]);
  return rows;
}

export function LeadAttribution({ lead }: { lead: StaffLead }) {
  const rows = attributionRows(lead);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-3 grid gap-2 text-sm">
      {rows.map(([label, pairs]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">
            {pairs.map(([k, v], i) => (
              <span key={k}>
                {i > 0 && " · "}
                <span className="text-muted-foreground">{k}</span> {v}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
