/** The inbox's filter form and its "Load more" link keep every filter of the address. */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeadFilters } from "~/lib/staff-types";
import { LeadsInbox } from "./leads-inbox";

function render(filters: LeadFilters, nextCursor: string | null) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <LeadsInbox page={{ leads: [], nextCursor }} filters={filters} now="2026-11-23T09:00:00Z" />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the inbox filters", () => {
  const cursor = "00000000-0000-4000-8000-000000000009";
  const filters: LeadFilters = { status: "new", source: "quiz", from: "2026-11-01", to: "2026-11-23", q: "cf10" };

  it("show the address's filters in the form and offer Clear", () => {
    const html = render(filters, null);
    expect(html).toMatch(/<option value="quiz" selected="">Quiz<\/option>/);
    expect(html).toMatch(/type="date"[^>]*name="from" value="2026-11-01"/);
    expect(html).toMatch(/type="date"[^>]*name="to" value="2026-11-23"/);
    expect(html).toContain(">Clear</a>");
    expect(render({}, null)).not.toContain(">Clear</a>");
  });

  it("carry every filter into Load more", () => {
    const href = /href="([^"]*before=[^"]*)"/.exec(render(filters, cursor))?.[1]?.replace(/&amp;/g, "&");
    const params = new URL(href!, "http://x").searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ before: cursor, ...filters });
  });
});
