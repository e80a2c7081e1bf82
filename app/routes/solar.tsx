import { BatteryCharging, Building2, House, Leaf, PoundSterling, ShieldCheck, type LucideIcon } from "lucide-react";
import { CtaBand, CtaLinks } from "~/components/cta-band";
import { pageCtas } from "~/content/calls-to-action";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { serviceCards } from "~/components/services/cards";
import { ServicesSection } from "~/components/services/services-section";
import { servicesIntro } from "~/content/home";
import { pages } from "~/content/pages";
import { type SolarIcon, solarBenefits, solarIntro, solarWhyChoose } from "~/content/solar";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solar";
import { FeatureCard } from "~/components/feature-card";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({
  page: pages.solar,
  solarBenefits,
  solarIntro,
  solarWhyChoose,
  services: serviceCards(),
  servicesIntro,
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

const icons: Record<SolarIcon, LucideIcon> = {
  leaf: Leaf,
  battery: BatteryCharging,
  pound: PoundSterling,
  shield: ShieldCheck,
  home: House,
  building: Building2,
};

export default function SolarPage({ loaderData }: Route.ComponentProps) {
  const { solarBenefits, solarIntro, solarWhyChoose, services, servicesIntro } = loaderData;
  return (
    <main id="main">
      <PageHero title="Solar Energy for Homes & Businesses">{solarIntro}</PageHero>

      <section aria-labelledby="solar-benefits-heading" className="container-page py-14 sm:py-16">
        <SectionHeading id="solar-benefits-heading" title="The Benefits of Solar" />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {solarBenefits.map((card) => (
            <FeatureCard
              key={card.title}
              icon={icons[card.icon]}
              title={card.title}
              text={card.text}
              badge="size-12 rounded-lg bg-accent text-accent-foreground"
            />
          ))}
        </ul>
      </section>

      <ServicesSection intro={servicesIntro} services={services} />

      <section aria-labelledby="solar-why-heading" className="container-page py-14 sm:py-16">
        <SectionHeading id="solar-why-heading" title={solarWhyChoose.title} />
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {solarWhyChoose.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li key={card.title} className="flex gap-5 rounded-xl bg-surface p-6 sm:p-8">
                <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <div>
                  <h3 className="text-xl font-bold text-primary">{card.title}</h3>
                  <p className="mt-2 text-muted-foreground">{card.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <CtaBand id="solar-cta" title={pageCtas.solar.title} text={pageCtas.solar.text}>
        <CtaLinks secondary={pageCtas.solar.secondary} />
      </CtaBand>
    </main>
  );
}
