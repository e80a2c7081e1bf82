import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OVERFLOW_SOURCE } from "~/lib/attribution";
import type { QuizFunnel } from "~/lib/staff-types";
import { Breakdowns } from "./breakdowns";

const figures = (starts: number) => ({ starts, formReached: 0, submissions: 0, conversionRate: 0 });

function funnel(parts: Partial<QuizFunnel>): QuizFunnel {
  return {
    totalStarts: 0,
    formReached: 0,
    formReachRate: 0,
    submissions: 0,
    conversionRate: 0,
    abandoned: 0,
    dropOffRate: 0,
    questionDropoff: {},
    popularAnswers: {},
    variants: { a: figures(0), b: figures(0) },
    utmSources: [],
    utmOther: null,
    daily: [],
    filters: {},
    ...parts,
  };
}

describe("the sources table", () => {
  it("shows the listed sources and one row for all the others, never more", () => {
    const utmSources = Array.from({ length: 20 }, (_, i) => ({
      source: i === 0 ? OVERFLOW_SOURCE : `source-${i}`,
      starts: 100 - i,
      submissions: 1,
      conversionRate: 1,
    }));
    const html = renderToStaticMarkup(
      <Breakdowns
        funnel={funnel({
          utmSources,
          utmOther: { sources: 99_980, starts: 99_980, submissions: 0, conversionRate: 0 },
        })}
      />,
    );
    const sourcesTable = html.slice(html.indexOf('id="utm-sources"'));
    expect(sourcesTable.match(/<tr/g)).toHaveLength(1 + 20 + 1);
    expect(sourcesTable).toContain("99,980 other sources");
    expect(sourcesTable).toContain("New tags past the daily limit");
    expect(sourcesTable).not.toContain(OVERFLOW_SOURCE);
  });
});
