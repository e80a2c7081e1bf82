import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/domesticsolar";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.domesticSolar, matches);

export default function DomesticsolarPage() {
  return (
    <main id="main">
      <PageHero title="Domestic Solar Panels" />
    </main>
  );
}
