import { CookiePreferencesButton } from "~/components/consent/cookie-preferences-button";
import { LegalPage } from "~/components/legal-page";
import { cookiePolicy } from "~/content/legal";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({ page: pages.cookies, doc: cookiePolicy });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage doc={loaderData.doc} extras={{ "managing-cookies": <CookiePreferencesButton className="mt-4" /> }} />
  );
}
