import { Clock, Phone } from "lucide-react";
import { HashLink } from "~/components/hash-link";
import { SectionHeading } from "~/components/section-heading";
import { buttonVariants } from "~/components/ui/button";
import type { processIntro as introCopy } from "~/content/home";
import type { ProcessStep } from "~/content/process";
import { site } from "~/content/site";

/** The six steps from consultation to switch-on (anchor #process). */
export function ProcessSection({
  processIntro,
  processSteps,
  typicalTimeline,
}: {
  processIntro: typeof introCopy;
  processSteps: ProcessStep[];
  typicalTimeline: string;
}) {
  return (
    <section id="process" aria-labelledby="process-heading" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="process-heading" title={processIntro.title}>
          {processIntro.intro}
        </SectionHeading>
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {processSteps.map((step, i) => (
            <li key={step.title} className="flex flex-col rounded-xl border border-border bg-background p-6">
              <div className="flex items-center justify-between gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-foreground">
                  <Clock aria-hidden="true" className="size-4" />
                  {step.duration}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-bold text-primary">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-foreground">
            Typically <strong>{typicalTimeline}</strong> from consultation to switch-on.
          </p>
          <div className="grid w-full gap-3 sm:flex sm:w-auto">
            <HashLink to="/#contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
              {processIntro.cta}
            </HashLink>
            <a href={`tel:${site.phone.tel}`} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <Phone aria-hidden="true" /> Call Now: {site.phone.display}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
