import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.cookies, matches);

export default function CookiePolicyPage() {
  return (
    <main id="main">
      <PageHero title="Cookie Policy" />
    </main>
  );
}
