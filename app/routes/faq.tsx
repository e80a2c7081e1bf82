import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.faq, matches);

export default function FaqPage() {
  return (
    <main id="main">
      <PageHero title="Frequently Asked Questions" />
    </main>
  );
}
