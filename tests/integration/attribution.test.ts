/**
 * Full attribution on a lead (docs/decisions/095): first and last touch with
 * utm_term, utm_content and the landing page; the advertising click ids only
 * when the visitor accepted marketing cookies. Sent to POST /api/leads, read
 * back through GET /api/leads, the CSV export and the database itself.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeadPage } from "~/lib/staff-types";
import { action as leadsAction, loader as leadsLoader } from "~/routes/api.leads";
import { loader as csvLoader } from "~/routes/api.leads.csv";
import { setupAppDatabase } from "./db";
import { type AnyArgs, asRoute, context, jsonPost, request } from "./staff-helpers";

const PASSWORD = "attribution staff pass";
const db = setupAppDatabase({
  ANALYTICS_PASSWORD: PASSWORD,
  LEAD_RATE_LIMIT_PER_HOUR: "1000",
  LEAD_DUPLICATE_WINDOW_MINUTES: "0",
});
const auth = { "x-analytics-password": PASSWORD };
const post = asRoute(leadsAction);
const list = asRoute(leadsLoader);
const csv = asRoute(csvLoader);

const GCLID = "Cj0KCQiA-gclid_VALUE.1";
const clickIds = {
  gclid: GCLID,
  gbraid: "0AAAAAgbraid",
  wbraid: "CjkKwbraid",
  fbclid: "IwAR2F4-dbP0l7Mn1IawQQ",
  fbc: "fb.1.1554763741205.IwAR2F4-dbP0l7Mn1IawQQ",
  fbp: "fb.1.1596403881668.1116446470",
};

const base = {
  source: "quote",
  name: "Tomos Attribution",
  email: "tomos@example.com",
  phone: "07700 900222",
  page: "/contact-us",
  referrer: "https://www.google.com/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "winter-2026",
  utm_term: "solar panels cardiff",
  utm_content: "ad_2",
  landing_page: "/solar",
  first_touch: {
    utm_source: "facebook",
    utm_medium: "paid-social",
    utm_campaign: "autumn",
    utm_term: "battery",
    utm_content: "video-1",
    landing_page: "/landing",
    referrer: "https://m.facebook.com/",
  },
};

async function send(body: object): Promise<Response> {
  return post({
    request: jsonPost("/api/leads", body, { "user-agent": "Mozilla/5.0 (Test) Attribution" }),
    context: context(),
  } as AnyArgs);
}

async function stored(body: object): Promise<string> {
  const res = await send(body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function apiLead(id: string) {
  const res = await list({
    request: request("/api/leads?limit=100", { headers: auth }),
    context: context(),
  } as AnyArgs);
  expect(res.status).toBe(200);
  const page = (await res.json()) as LeadPage;
  return page.leads.find((l) => l.id === id)!;
}

const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db().db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every text of every table, for "appears nowhere" checks. */
async function wholeDatabaseText(): Promise<string> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const texts: string[] = [];
  for (const { table_name } of tables) {
    texts.push(JSON.stringify(await rowsOf(sql`select * from ${sql.identifier(table_name)}`)));
  }
  return texts.join("\n");
}

describe("lead attribution", () => {
  it("with consent keeps both touches, utm_term/utm_content, the landing page and every click id", async () => {
    const id = await stored({ ...base, marketing_consent: true, ...clickIds });
    const lead = await apiLead(id);
    expect(lead).toMatchObject({ utmSource: "google", utmMedium: "cpc", utmCampaign: "winter-2026" });
    expect(lead.attribution).toEqual({
      marketingConsent: true,
      firstTouch: base.first_touch,
      lastTouch: {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "winter-2026",
        // Campaign tags are normalised to URL-safe text (docs/decisions/015).
        utm_term: "solar-panels-cardiff",
        utm_content: "ad_2",
        landing_page: "/solar",
        referrer: "https://www.google.com/",
      },
      clickIds,
    });

    // The CSV export carries them too, through LEAD_FIELDS.
    const res = await csv({ request: request("/api/leads.csv", { headers: auth }), context: context() } as AnyArgs);
    const text = await res.text();
    expect(text.split("\n")[0]).toContain("attribution");
    expect(text).toContain(`gclid=${GCLID}`);
    expect(text).toContain("first touch: utm_source=facebook");
    expect(text).toContain("landing_page=/solar");
  });

  it("without consent keeps the campaign tags but no click id anywhere, whatever the browser sent", async () => {
    await db().db.execute(sql`delete from leads`);
    const refused = await stored({ ...base, email: "refused@example.com", marketing_consent: false, ...clickIds });
    const silent = await stored({ ...base, email: "silent@example.com", ...clickIds });
    for (const id of [refused, silent]) {
      const lead = await apiLead(id);
      expect(lead.attribution).toMatchObject({ marketingConsent: false, clickIds: null });
      expect(lead.attribution?.firstTouch?.utm_source).toBe("facebook");
      expect(lead.attribution?.lastTouch?.utm_term).toBe("solar-panels-cardiff");
      expect(lead.attribution).not.toHaveProperty("userAgent");
    }
    const everything = await wholeDatabaseText();
    for (const value of Object.values(clickIds)) expect(everything).not.toContain(value);
    expect(everything).not.toContain("Attribution)");
  });

  it("bounds hostile values and refuses only values that are not text", async () => {
    const long = "g".repeat(5000);
    const id = await stored({
      ...base,
      email: "bounded@example.com",
      marketing_consent: true,
      gclid: `${long}<script>`,
      utm_term: "x".repeat(500),
      first_touch: { utm_source: "a b c", landing_page: "/ok" },
    });
    const lead = await apiLead(id);
    expect(lead.attribution?.clickIds?.gclid).toBe("g".repeat(256));
    expect(lead.attribution?.lastTouch?.utm_term).toBe("x".repeat(64));
    expect(lead.attribution?.firstTouch).toEqual({ utm_source: "a-b-c", landing_page: "/ok" });

    for (const [field, value, message] of [
      ["first_touch", "facebook", "first_touch must be an object"],
      ["marketing_consent", "yes", "marketing_consent must be true or false"],
      ["gclid", 42, "gclid must be text"],
    ] as const) {
      const res = await send({ ...base, email: "bad@example.com", [field]: value });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    }
    const [row] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from leads where email = 'bad@example.com'`,
    );
    expect(row?.n).toBe(0);
  });
});
