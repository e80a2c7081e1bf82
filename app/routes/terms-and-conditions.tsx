import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.terms, matches);

export default function TermsAndConditionsPage() {
  return (
    <main id="main">
      <PageHero title="Terms & Conditions" />
    </main>
  );
}
