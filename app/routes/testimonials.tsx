import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.testimonials, matches);

export default function TestimonialsPage() {
  return (
    <main id="main">
      <PageHero title="What Our Customers Say" />
    </main>
  );
}
