import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/thank-you";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.thankYou, matches);

export default function ThankYouPage() {
  return (
    <main id="main">
      <PageHero title="Thank You!" />
    </main>
  );
}
