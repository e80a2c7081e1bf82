import { PageHero } from "~/components/page-hero";
import { quotePage } from "~/content/lead-forms";
import { pages } from "~/content/pages";
import { ESTIMATE_FIELDS } from "~/lib/estimate/fields";
import { pageMeta } from "~/lib/seo";
import { leadFormAction } from "~/server/lead-form.server";
import type { Route } from "./+types/contact-us";
import { ConsultationCard } from "./contact-us/consultation-card";
import { QuoteForm } from "./contact-us/quote-form";
import { ContactInfoCard, QuickActionsCard } from "./contact-us/side-cards";

/**
 * Page titles travel as route data (the table of every page's meta stays out
 * of the page's JavaScript). Rendered per request: the estimate's inputs in
 * the query (the calculator's "Get a precise quote") prefill the quote form.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const prefill: Record<string, string> = {};
  for (const name of ESTIMATE_FIELDS) {
    const value = params.get(name)?.trim();
    if (value) prefill[name] = value.slice(0, 20);
  }
  return { page: pages.contact, prefill };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

// The quote form posts here when JavaScript is off.
export async function action({ request, context }: Route.ActionArgs) {
  return leadFormAction({ request, context, source: "quote" });
}

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero title="Contact Us">{quotePage.intro}</PageHero>
      <div className="bg-surface py-12 sm:py-16">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="grid gap-8">
            <QuoteForm prefill={loaderData.prefill} />
            <ConsultationCard />
          </div>
          <div className="grid content-start gap-8">
            <QuickActionsCard />
            <ContactInfoCard />
          </div>
        </div>
      </div>
    </main>
  );
}
