import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.privacy, matches);

export default function PrivacyPolicyPage() {
  return (
    <main id="main">
      <PageHero title="Privacy Policy" />
    </main>
  );
}
