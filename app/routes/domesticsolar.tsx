import { BatteryCharging, Clock, PoundSterling, TrendingUp, Zap, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ArtImage } from "~/components/art/art-image";
import { artImage } from "~/components/art/image.server";
import { CheckList } from "~/components/check-list";
import { CtaBand, onNavyOutline } from "~/components/cta-band";
import { pageCtas } from "~/content/calls-to-action";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { buttonVariants } from "~/components/ui/button";
import {
  type DomesticIcon,
  domesticBenefits,
  domesticIncluded,
  domesticIntro,
  domesticSteps,
  installationTime,
} from "~/content/domestic-solar";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/domesticsolar";
import { FeatureCard } from "~/components/feature-card";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({
  page: pages.domesticSolar,
  domesticBenefits,
  domesticIncluded,
  domesticIntro,
  domesticSteps,
  installationTime,
  art: artImage("house-roof", "Illustration of a family home with a row of solar panels on its roof"),
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

const icons: Record<DomesticIcon, LucideIcon> = {
  pound: PoundSterling,
  trending: TrendingUp,
  zap: Zap,
  battery: BatteryCharging,
};

const cta = pageCtas.domestic;

export default function DomesticSolarPage({ loaderData }: Route.ComponentProps) {
  const { domesticBenefits, domesticIncluded, domesticIntro, domesticSteps, installationTime, art } = loaderData;
  return (
    <main id="main">
      <PageHero title="Domestic Solar Panel Installation">{domesticIntro}</PageHero>

      <section aria-labelledby="domestic-benefits-heading" className="container-page py-14 sm:py-16">
        <SectionHeading id="domestic-benefits-heading" title="Why Homeowners Choose Solar" />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {domesticBenefits.map((b) => (
            <FeatureCard key={b.title} icon={icons[b.icon]} title={b.title} text={b.text} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="included-heading" className="bg-surface py-14 sm:py-16">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="included-heading" title="What's Included" align="left">
              One fixed price covers everything from the survey to switch-on.
            </SectionHeading>
            <CheckList items={domesticIncluded} columns className="mt-6" />
          </div>
          <div className="overflow-hidden rounded-xl">
            <ArtImage image={art} lazy />
          </div>
        </div>
      </section>

      <section aria-labelledby="domestic-process-heading" className="container-page py-14 sm:py-16">
        <SectionHeading id="domestic-process-heading" title="How It Works" />
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {domesticSteps.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-border p-6">
              <span className="flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-primary">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 flex items-center justify-center gap-2 text-center text-lg">
          <Clock aria-hidden="true" className="size-5 text-success" />
          <span>
            Installation takes just <strong>{installationTime}</strong>.
          </span>
        </p>
      </section>

      <CtaBand id="domestic-cta" title={cta.title} text={cta.text}>
        <Link to={cta.primary.to} className={buttonVariants({ variant: "accent", size: "lg" })}>
          {cta.primary.label}
        </Link>
        <Link
          to={cta.secondary.to}
          className={buttonVariants({ variant: "outline", size: "lg", className: onNavyOutline })}
        >
          {cta.secondary.label}
        </Link>
      </CtaBand>
    </main>
  );
}
