import { CheckCircle2, Clock, Phone } from "lucide-react";
import { Link } from "react-router";
import { artImage } from "~/components/art/image.server";
import { Logo } from "~/components/logo";
import { buttonVariants } from "~/components/ui/button";
import { landing } from "~/content/landing";
import { pages } from "~/content/pages";
import { quizCopy } from "~/content/quiz";
import { site } from "~/content/site";
import { quizBandEstimates } from "~/lib/estimate/quiz";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/landing";
import { CallToAction, Certifications, LandingFooter } from "./landing/closing-sections";
import { HowItWorks, InfoBanner, LandingWhyChoose, SavingsStats } from "./landing/info-sections";
import { Quiz } from "./landing/quiz";
import { About, LandingTestimonials, RecentProjects } from "./landing/story-sections";

// Page titles travel as route data: the table of every page's meta stays out of the page's JavaScript.
export const loader = () => ({
  page: pages.landing,
  // Drawn on the server: the pictures are files, not code in the page (docs/decisions/013).
  projectArt: landing.projects.items.map((p) => artImage(`landing-${p.scene}`, `Illustration: ${p.title}`)),
  // The engine's figures for each bill answer, as sentences: the page ships them, not the engine (docs/decisions/100).
  quizEstimates: quizBandEstimates(),
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

/** The page paid adverts point at: its own slim header with a phone link, the quiz first. */
export default function LandingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="container-page flex h-16 items-center justify-between gap-3">
          <Link to="/" aria-label={`${site.name} home`} className="rounded-md">
            <Logo />
          </Link>
          <a href={`tel:${site.phone.tel}`} className={buttonVariants({ variant: "accent", size: "sm" })}>
            <Phone aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{landing.header.callLabel}</span> {site.phone.display}
          </a>
        </div>
      </header>
      <main id="main">
        <section id="quiz" aria-labelledby="quiz-heading" className="bg-surface py-8 md:py-14">
          <div className="container-page grid items-start gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-10">
            <div className="md:pt-6">
              <p className="hidden text-sm font-semibold uppercase tracking-wide text-success md:block">
                {landing.hero.eyebrow}
              </p>
              <h1
                id="quiz-heading"
                tabIndex={-1}
                className="text-3xl font-extrabold tracking-tight text-primary focus:outline-none md:mt-2 md:text-5xl"
              >
                {quizCopy.heading}
              </h1>
              <p className="mt-2 flex items-center gap-2 font-semibold text-muted-foreground">
                <Clock aria-hidden="true" className="size-4" /> {quizCopy.duration}
              </p>
              <p className="mt-4 hidden text-lg text-muted-foreground md:block">{quizCopy.intro}</p>
              <ul className="mt-6 hidden space-y-3 md:block">
                {landing.hero.points.map((p) => (
                  <li key={p} className="flex items-center gap-2 font-medium text-foreground">
                    <CheckCircle2 aria-hidden="true" className="size-5 text-success" /> {p}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <Quiz estimates={loaderData.quizEstimates} />
              <noscript>
                <p className="mt-4 rounded-md bg-accent-soft p-4 text-foreground">
                  {quizCopy.noScript} <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
                </p>
              </noscript>
            </div>
          </div>
        </section>
        <InfoBanner />
        <LandingWhyChoose />
        <SavingsStats />
        <HowItWorks />
        <LandingTestimonials />
        <RecentProjects art={loaderData.projectArt} />
        <About />
        <CallToAction />
        <Certifications />
      </main>
      <LandingFooter />
    </>
  );
}
