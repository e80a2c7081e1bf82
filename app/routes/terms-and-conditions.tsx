import { LegalPage } from "~/components/legal-page";
import { termsAndConditions } from "~/content/legal";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-and-conditions";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({ page: pages.terms, doc: termsAndConditions });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />;
}
