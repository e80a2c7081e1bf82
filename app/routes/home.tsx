import { ServicesSection } from "~/components/services/services-section";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";
import { ContactSection } from "./home/contact-section";
import { Hero } from "./home/hero";
import { ProcessSection } from "./home/process-section";
import { RecordPromo } from "./home/record-promo";
import { WhyChoose } from "./home/why-choose";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.home, matches);

export default function HomePage() {
  return (
    <main id="main">
      <Hero />
      <ServicesSection />
      <WhyChoose />
      <RecordPromo />
      <ProcessSection />
      <ContactSection />
    </main>
  );
}
