/**
 * The landing page's project cards claim work we have done: each must be one of our case
 * studies, in the same place and with the same system size, so the two pages never disagree.
 */
import { describe, expect, it } from "vitest";
import { caseStudies } from "./case-studies";
import { landing } from "./landing";

describe("landing page projects", () => {
  it.each(landing.projects.items.map((item) => [item.title, item] as const))(
    "%s is one of our case studies",
    (_, item) => {
      const place = item.title.split(", ").at(-1);
      const size = item.detail.match(/[\d.,]+kWh?/)?.[0];
      const study = caseStudies.find((c) => c.location === place && size !== undefined && c.system.includes(size));
      expect(study, `${item.title}: ${item.detail}`).toBeDefined();
    },
  );
});
