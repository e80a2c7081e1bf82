import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.about, matches);

export default function AboutPage() {
  return (
    <main id="main">
      <PageHero title="About Cymru Solar & Storage" />
    </main>
  );
}
