import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solar";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.solar, matches);

export default function SolarPage() {
  return (
    <main id="main">
      <PageHero title="Solar Energy for Homes & Businesses" />
    </main>
  );
}
