import { Phone } from "lucide-react";
import { HashLink } from "~/components/hash-link";
import { buttonVariants } from "~/components/ui/button";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { leadFormAction } from "~/server/lead-form.server";
import type { Route } from "./+types/home";
import { ContactSection } from "./home/contact-section";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.home, matches);

// The contact form posts here when JavaScript is off (see ContactSection).
export async function action({ request, context }: Route.ActionArgs) {
  return leadFormAction({ request, context, source: "contact" });
}

export default function HomePage() {
  return (
    <main id="main">
      <section id="hero" className="bg-primary py-16 text-white sm:py-24">
        <div className="container-page">
          <p className="inline-flex rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-foreground">
            Now Serving Residential Customers
          </p>
          <h1 className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            Transform Your Business or Home with Solar Power and Battery Storage
          </h1>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <HashLink to="/#contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
              Get Free Quote
            </HashLink>
            <a
              href={`tel:${site.phone.tel}`}
              className={buttonVariants({
                variant: "outline",
                size: "lg",
                className: "border-white bg-transparent text-white hover:bg-white/10",
              })}
            >
              <Phone aria-hidden="true" /> Call {site.phone.display}
            </a>
          </div>
        </div>
      </section>
      <section id="services" aria-labelledby="services-heading" className="container-page py-16">
        <h2 id="services-heading" className="text-3xl font-bold text-primary">
          Our Services
        </h2>
      </section>
      <section id="process" aria-labelledby="process-heading" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="process-heading" className="text-3xl font-bold text-primary">
            Our Process
          </h2>
        </div>
      </section>
      <ContactSection />
    </main>
  );
}
