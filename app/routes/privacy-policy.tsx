import { LegalPage } from "~/components/legal-page";
import { privacyPolicy } from "~/content/legal";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({ page: pages.privacy, doc: privacyPolicy });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />;
}
