import { Trophy } from "lucide-react";
import { artImage } from "~/components/art/image.server";
import { CtaBand, CtaLinks } from "~/components/cta-band";
import { pageCtas } from "~/content/calls-to-action";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { caseStudies } from "~/content/case-studies";
import { recordPromo } from "~/content/home";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/case-studies";
import { ImageCarousel } from "./case-studies/carousel";
import { ProjectCard, ProjectFacts } from "./case-studies/project-card";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export function loader() {
  // Illustrations are rendered here, on the server, so their drawing code stays out of the page's JavaScript.
  const projects = caseStudies.map((project) => ({
    ...project,
    illustration: project.image ? artImage(project.image.art, project.image.alt) : null,
    slides: (project.gallery ?? []).map((image) => ({ key: image.art, image: artImage(image.art, image.alt) })),
  }));
  return { page: pages.caseStudies, projects, recordStats: recordPromo.stats };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { projects, recordStats } = loaderData;
  const [featured, ...others] = projects;
  return (
    <main id="main">
      <PageHero title="Case Studies">
        Homes, farms, businesses and schools across Wales and the South West, including the largest single solar
        installation of its kind in Wales.
      </PageHero>

      {featured ? (
        <section aria-labelledby="featured-heading" className="container-page py-14 sm:py-16">
          <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-accent px-4 py-1.5 text-sm font-extrabold tracking-wider text-accent-foreground">
                <Trophy aria-hidden="true" className="size-4" />
                {featured.badge}
              </p>
              <h2
                id="featured-heading"
                className="mt-4 text-3xl font-extrabold tracking-tight text-primary sm:text-4xl"
              >
                {featured.title}
              </h2>
              <ProjectFacts project={featured} />
              <dl className="mt-6 grid grid-cols-3 gap-3">
                {recordStats.map((s) => (
                  <div
                    key={s.label}
                    className="flex flex-col rounded-lg bg-primary p-3 text-center text-primary-foreground"
                  >
                    <dt className="text-sm text-slate-200">{s.label}</dt>
                    <dd className="order-first text-xl font-extrabold sm:text-2xl">{s.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{featured.description}</p>
            </div>
            {featured.slides.length ? (
              <ImageCarousel label={`${featured.title} gallery`} slides={featured.slides} />
            ) : null}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="projects-heading" className="bg-surface py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading id="projects-heading" title="More of Our Projects" />
          <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {others.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        </div>
      </section>

      <CtaBand id="case-studies-cta" title={pageCtas.caseStudies.title} text={pageCtas.caseStudies.text}>
        <CtaLinks secondary={pageCtas.caseStudies.secondary} />
      </CtaBand>
    </main>
  );
}
