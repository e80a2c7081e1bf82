import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tariffs } from "~/content/estimate";
import { priceCapNotice, PriceCapWarning } from "./price-cap-warning";

function render(notice: ReturnType<typeof priceCapNotice>) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <PriceCapWarning notice={notice} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the staff area's price-cap warning", () => {
  afterEach(() => vi.useRealTimers());

  it("stays away while the figures are under four months old, and shows their dates once they are older", () => {
    vi.useFakeTimers();
    // The figures are dated 1 July 2026 at the time of writing; the test follows whatever date they carry.
    const [y, m] = tariffs.unitRate.asOf.split("-").map(Number) as [number, number];
    vi.setSystemTime(new Date(Date.UTC(y, m - 1 + 3, 15, 12)));
    expect(priceCapNotice()).toBeNull();
    expect(render(priceCapNotice())).toBe("");

    vi.setSystemTime(new Date(Date.UTC(y, m - 1 + 5, 2, 12)));
    const notice = priceCapNotice();
    expect(notice).toEqual({ asOf: tariffs.unitRate.asOf, staleAfter: expect.stringMatching(/^\d{4}-\d{2}-01$/) });
    const html = render(notice);
    expect(html).toContain("Savings estimates use an old price cap");
    expect(html).toContain(`Ofgem price cap of ${tariffs.unitRate.asOf}`);
    expect(html).toContain('href="/how-we-estimate"');
  });

  it("reads the day in the UK, from the figures' own date", () => {
    // Figures of 1 July are fresh through 1 November (UK), stale from 2 November.
    expect(priceCapNotice(new Date("2026-11-01T23:30:00Z"), "2026-07-01")).toBeNull();
    expect(priceCapNotice(new Date("2026-11-02T00:30:00Z"), "2026-07-01")).toEqual({
      asOf: "2026-07-01",
      staleAfter: "2026-11-01",
    });
    // In summer time, 23:30 UTC on 1 August is already 2 August in the UK.
    expect(priceCapNotice(new Date("2027-07-31T22:59:00Z"), "2027-04-01")).toBeNull();
    expect(priceCapNotice(new Date("2027-08-01T23:30:00Z"), "2027-04-01")).not.toBeNull();
  });
});
