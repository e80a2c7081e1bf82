import { CheckCircle2, Phone } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { takeLeadIdForPixel, trackPixelEvent } from "~/components/consent/pixel";
import { buttonVariants } from "~/components/ui/button";
import { thankYou } from "~/content/lead-forms";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/thank-you";
import { QuizEstimate } from "./thank-you/quiz-estimate";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export function loader() {
  return { page: pages.thankYou, thankYou, phone: site.phone };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { thankYou, phone } = loaderData;
  // The conversion for the advertising pixel; sent only if the pixel is (or gets) loaded with consent.
  // Its eventID is the lead's id, as the Conversions API's Lead event (docs/decisions/096).
  useEffect(() => trackPixelEvent("Lead", takeLeadIdForPixel()), []);

  return (
    <main id="main" className="bg-surface py-16 sm:py-24">
      <div className="container-page max-w-2xl text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-success" />
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-primary sm:text-5xl">Thank You!</h1>
        <p className="mt-4 text-lg text-foreground">{thankYou.lead}</p>
        <QuizEstimate />
        <section
          aria-labelledby="next-heading"
          className="mt-10 rounded-xl border border-border bg-background p-6 text-left shadow-sm"
        >
          <h2 id="next-heading" className="text-xl font-bold text-primary">
            {thankYou.nextHeading}
          </h2>
          <ol className="mt-4 grid gap-4">
            {thankYou.steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground"
                >
                  {i + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonVariants({ size: "lg" })}>
            {thankYou.home}
          </Link>
          <Link to="/landing" className={buttonVariants({ variant: "outline", size: "lg" })}>
            {thankYou.learnMore}
          </Link>
        </div>
        <p className="mt-8 text-foreground">
          {thankYou.callPrompt}{" "}
          <a
            href={`tel:${phone.tel}`}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline underline-offset-4"
          >
            <Phone aria-hidden="true" className="size-4" /> {phone.display}
          </a>
        </p>
      </div>
    </main>
  );
}
