import { Link } from "react-router";
import { PageHero } from "~/components/page-hero";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { buttonVariants } from "~/components/ui/button";
import { faqs } from "~/content/faq";
import { pages } from "~/content/pages";
import { jsonLdString, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export function loader() {
  const faqPage = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
  return { page: pages.faq, faqs, faqJsonLd: jsonLdString(faqPage) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  return (
    <main id="main">
      <PageHero title="Frequently Asked Questions">
        Straight answers to the questions we hear most about solar panels and batteries.
      </PageHero>
      <div className="container-page max-w-4xl py-12 sm:py-16">
        <Accordion className="space-y-3">
          {faqs.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <section aria-labelledby="faq-more-heading" className="mt-12 rounded-xl bg-surface p-6 text-center sm:p-10">
          <h2 id="faq-more-heading" className="text-2xl font-bold text-primary">
            Still have questions?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Our advisers are happy to help, with no obligation. We reply within 24 hours.
          </p>
          <Link to="/contact-us" className={buttonVariants({ variant: "accent", size: "lg", className: "mt-6" })}>
            Contact Us
          </Link>
        </section>
      </div>
      <script
        type="application/ld+json"
        // Data, not script: jsonLdString escapes "<", so no answer can close the tag.
        dangerouslySetInnerHTML={{ __html: loaderData.faqJsonLd }}
      />
    </main>
  );
}
