import { artImage } from "~/components/art/image.server";
import { serviceCards } from "~/components/services/cards";
import { ServicesSection } from "~/components/services/services-section";
import { hero, processIntro, recordPromo, residentialOffer, servicesIntro } from "~/content/home";
import { pages } from "~/content/pages";
import { processSteps, typicalTimeline } from "~/content/process";
import { whyChooseTiles, whyChooseTitle } from "~/content/why-choose";
import { pageMeta } from "~/lib/seo";
import { leadFormAction } from "~/server/lead-form.server";
import type { Route } from "./+types/home";
import { ContactSection } from "./home/contact-section";
import { Hero } from "./home/hero";
import { ProcessSection } from "./home/process-section";
import { RecordPromo } from "./home/record-promo";
import { WhyChoose } from "./home/why-choose";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({
  page: pages.home,
  hero,
  residentialOffer,
  heroArt: artImage("house-roof"),
  servicesIntro,
  services: serviceCards(),
  whyChooseTitle,
  whyChooseTiles,
  recordPromo,
  recordArt: artImage("school-aerial", "Illustration of the school roofs covered in solar panels"),
  processIntro,
  processSteps,
  typicalTimeline,
});

// The contact form posts here when JavaScript is off (see ContactSection).
export async function action({ request, context }: Route.ActionArgs) {
  return leadFormAction({ request, context, source: "contact" });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function HomePage({ loaderData: d }: Route.ComponentProps) {
  return (
    <main id="main">
      <Hero hero={d.hero} residentialOffer={d.residentialOffer} art={d.heroArt} />
      <ServicesSection intro={d.servicesIntro} services={d.services} />
      <WhyChoose title={d.whyChooseTitle} tiles={d.whyChooseTiles} />
      <RecordPromo recordPromo={d.recordPromo} art={d.recordArt} />
      <ProcessSection processIntro={d.processIntro} processSteps={d.processSteps} typicalTimeline={d.typicalTimeline} />
      <ContactSection />
    </main>
  );
}
