import { describe, expect, it } from "vitest";
import { durationText } from "~/content/pipeline";
import { leads } from "~/server/db/schema";
import { getPipelineFigures } from "~/server/pipeline-figures.server";
import { setupAppDatabase } from "./db";

const db = setupAppDatabase({});
const MIN = 60_000;

async function lead(values: Partial<typeof leads.$inferInsert>) {
  await db()
    .db.insert(leads)
    .values({ source: "quote", name: "N", email: "n@example.com", phone: "07700 900001", ...values });
}

describe("pipeline figures", () => {
  it("gives the median time to first contact and lead-to-won by source and utm_source, within the dates", async () => {
    const day = (iso: string) => new Date(iso);
    const at = day("2026-06-10T09:00:00Z");
    const contacted = (minutes: number) => new Date(at.getTime() + minutes * MIN);
    // Three contacted quote/quiz leads: 10, 30 and 240 minutes; median 30.
    await lead({ createdAt: at, status: "won", valueGbp: 9000, firstContactedAt: contacted(10), utmSource: "google" });
    await lead({
      createdAt: at,
      status: "contacted",
      firstContactedAt: contacted(30),
      source: "quiz",
      utmSource: "google",
    });
    await lead({
      createdAt: at,
      status: "lost",
      lostReason: "price",
      firstContactedAt: contacted(240),
      source: "quiz",
    });
    await lead({ createdAt: at, source: "quiz", utmSource: "facebook" }); // still new
    // A booking first moved by staff days later does not count towards the median.
    await lead({ createdAt: at, source: "booking", status: "won", firstContactedAt: contacted(5000) });
    // Outside the dates: 11 June in London.
    const late = day("2026-06-10T23:30:00Z");
    await lead({ createdAt: late, status: "won", firstContactedAt: new Date(late.getTime() + MIN) });

    const f = await getPipelineFigures({ from: "2026-06-10", to: "2026-06-10" });
    expect(f.medianMinutesToFirstContact).toBe(30);
    expect(f.contacted).toBe(3);
    expect(f.waiting).toBe(1);
    expect(f.bySource).toEqual([
      { source: "quiz", leads: 3, won: 0, rate: 0 },
      { source: "booking", leads: 1, won: 1, rate: 100 },
      { source: "quote", leads: 1, won: 1, rate: 100 },
    ]);
    expect(f.byUtmSource).toEqual([
      { source: "google", leads: 2, won: 1, rate: 50 },
      { source: null, leads: 2, won: 1, rate: 50 },
      { source: "facebook", leads: 1, won: 0, rate: 0 },
    ]);

    const all = await getPipelineFigures({});
    expect(all.bySource.find((s) => s.source === "quote")).toEqual({ source: "quote", leads: 2, won: 2, rate: 100 });
    // Median of 1, 10, 30 and 240 minutes.
    expect(all).toMatchObject({ contacted: 4, medianMinutesToFirstContact: 20 });
    expect(await getPipelineFigures({ from: "2027-01-01" })).toMatchObject({
      medianMinutesToFirstContact: null,
      bySource: [],
      byUtmSource: [],
    });
  });

  it("writes durations in words", () => {
    expect(durationText(45)).toBe("45 min");
    expect(durationText(200)).toBe("3 h 20 min");
    expect(durationText(120)).toBe("2 h");
    expect(durationText(24 * 60)).toBe("1 day");
    expect(durationText(52 * 60)).toBe("2 days 4 h");
  });
});
