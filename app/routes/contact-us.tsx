import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.contact, matches);

export default function ContactUsPage() {
  return (
    <main id="main">
      <PageHero title="Get Your Free Quote" />
    </main>
  );
}
