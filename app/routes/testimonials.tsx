import { HeartHandshake, ShieldCheck, ThumbsUp, type LucideIcon } from "lucide-react";
import { CtaBand, CtaLinks } from "~/components/cta-band";
import { pageCtas } from "~/content/calls-to-action";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { pages } from "~/content/pages";
import { testimonials, testimonialStats, testimonialValues } from "~/content/testimonials";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/testimonials";
import { ReviewCard } from "./testimonials/review-card";
import { FeatureCard } from "~/components/feature-card";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({ page: pages.testimonials, testimonials, testimonialStats, testimonialValues });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

const valueIcons: LucideIcon[] = [ThumbsUp, ShieldCheck, HeartHandshake];

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { testimonials, testimonialStats, testimonialValues } = loaderData;
  return (
    <main id="main">
      <PageHero title="What Our Customers Say">
        Real reviews from homeowners and businesses across South Wales and the South West.
      </PageHero>

      <section aria-label="Our figures" className="border-b border-border bg-surface">
        <dl className="container-page grid grid-cols-3 gap-3 py-8 text-center">
          {testimonialStats.map((s) => (
            <div key={s.label} className="flex flex-col">
              <dt className="text-sm text-muted-foreground sm:text-base">{s.label}</dt>
              <dd className="order-first text-2xl font-extrabold text-primary sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="reviews-heading" className="container-page py-14 sm:py-16">
        <SectionHeading id="reviews-heading" title="Customer Reviews" />
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {testimonials.map((review) => (
            <ReviewCard key={review.name} review={review} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-heading" className="bg-surface py-14 sm:py-16">
        <div className="container-page">
          <SectionHeading id="values-heading" title="What Our Customers Value" />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {testimonialValues.map((v, i) => (
              <FeatureCard
                key={v.title}
                icon={valueIcons[i] ?? ThumbsUp}
                title={v.title}
                text={v.text}
                className="bg-background"
              />
            ))}
          </ul>
        </div>
      </section>

      <CtaBand id="testimonials-cta" title={pageCtas.testimonials.title} text={pageCtas.testimonials.text}>
        <CtaLinks secondary={pageCtas.testimonials.secondary} />
      </CtaBand>
    </main>
  );
}
