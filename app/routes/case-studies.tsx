import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.caseStudies, matches);

export default function CaseStudiesPage() {
  return (
    <main id="main">
      <PageHero title="Case Studies" />
    </main>
  );
}
