import { BadgeCheck } from "lucide-react";
import { AccreditationStrip } from "~/components/accreditation-strip";
import { ArtImage } from "~/components/art/art-image";
import { artImage } from "~/components/art/image.server";
import { AwardBadge } from "~/components/award-badge";
import { CtaBand, CtaLinks } from "~/components/cta-band";
import { pageCtas } from "~/content/calls-to-action";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { aboutIntro, aboutStory, aboutValues, approvedBrands, award, milestones } from "~/content/about";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({
  page: pages.about,
  aboutIntro,
  aboutStory,
  aboutValues,
  approvedBrands,
  award,
  milestones,
  art: artImage(
    "house-battery",
    "Illustration of a home with solar panels and a battery, the kind of system we install every week",
  ),
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { aboutIntro, aboutStory, aboutValues, approvedBrands, award, milestones, art } = loaderData;
  return (
    <main id="main">
      <PageHero title="About Cymru Solar & Storage">{aboutIntro}</PageHero>

      <section
        aria-labelledby="story-heading"
        className="container-page grid items-center gap-10 py-14 sm:py-16 lg:grid-cols-2"
      >
        <div>
          <SectionHeading id="story-heading" title="Our Story" align="left" />
          {aboutStory.map((p) => (
            <p key={p} className="mt-4 text-lg leading-relaxed text-muted-foreground">
              {p}
            </p>
          ))}
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {aboutValues.map((v) => (
              <li key={v.title} className="rounded-lg bg-surface p-4">
                <p className="font-bold text-primary">{v.title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{v.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="overflow-hidden rounded-xl">
          <ArtImage image={art} lazy />
        </div>
      </section>

      <section aria-labelledby="timeline-heading" className="bg-surface py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading id="timeline-heading" title="Our Journey" />
          <ol className="mx-auto mt-10 max-w-3xl border-l-4 border-accent pl-6 sm:pl-8">
            {milestones.map((m) => (
              <li key={m.year} className="relative pb-10 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute -left-[38px] top-1 size-5 rounded-full border-4 border-background bg-primary sm:-left-[46px]"
                />
                <p className="text-3xl font-extrabold text-primary">{m.year}</p>
                <h3 className="mt-1 text-xl font-bold text-foreground">{m.title}</h3>
                <p className="mt-2 text-muted-foreground">{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="accreditations-heading" className="py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading id="accreditations-heading" title="Accredited and Insured">
            Your installation is certified, registered and protected by the industry's consumer schemes.
          </SectionHeading>
        </div>
        <AccreditationStrip className="mt-8" />
      </section>

      <section aria-labelledby="award-heading" className="bg-surface py-14 sm:py-16">
        <div className="container-page flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
          <AwardBadge className="h-[140px] w-[120px] shrink-0" />
          <div>
            <p className="text-sm font-bold uppercase tracking-wider text-success">Award winning</p>
            <h2 id="award-heading" className="mt-1 text-2xl font-extrabold text-primary sm:text-3xl">
              {award.title}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{award.text}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="brands-heading" className="container-page py-14 sm:py-16">
        <SectionHeading id="brands-heading" title="Approved Installer">
          We are trained and approved to install equipment from these manufacturers.
        </SectionHeading>
        <ul className="mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-3">
          {approvedBrands.map((brand) => (
            <li
              key={brand}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-background px-4 font-semibold text-primary"
            >
              <BadgeCheck aria-hidden="true" className="size-5 text-success" />
              {brand}
            </li>
          ))}
        </ul>
      </section>

      <CtaBand id="about-cta" title={pageCtas.about.title} text={pageCtas.about.text}>
        <CtaLinks secondary={pageCtas.about.secondary} />
      </CtaBand>
    </main>
  );
}
