import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.team, matches);

export default function TeamPage() {
  return (
    <main id="main">
      <PageHero title="Meet Our Team" />
    </main>
  );
}
