/**
 * The staff area's frame (docs/decisions/058): the gate, or the header with
 * its tabs and the page below (the inbox first, the funnel beside it). The
 * loader says whether the browser holds a live session, or a cookie that no
 * longer opens one: then the gate says 'Session expired. Please log in again.'
 */
import { data, isRouteErrorResponse, Outlet, redirect } from "react-router";
import { TooltipProvider } from "~/components/ui/tooltip";
import { AUTH_ERRORS, staffCopy } from "~/content/staff";
import { pages } from "~/content/pages";
import { requestInfoContext } from "~/lib/request-context";
import { pageMeta } from "~/lib/seo";
import { isCrossOrigin, logOut, NO_STORE, orUnavailable, sessionSetCookie, staffSession } from "~/server/auth.server";
import { readFormBody } from "~/server/http.server";
import { logIn } from "~/server/staff-login.server";
import type { Route } from "./+types/quiz-analytics";
import { Gate } from "./quiz-analytics/gate";
import { priceCapNotice, PriceCapWarning } from "./quiz-analytics/price-cap-warning";
import { StaffHeader } from "./quiz-analytics/staff-header";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.quizAnalytics, matches);

export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ request }: Route.LoaderArgs) {
  const session = await staffSession(request);
  // Staff only: the estimate's price-cap figures, when they have missed an Ofgem reset.
  const priceCap = session.state === "valid" ? priceCapNotice() : null;
  return data({ session: session.state, priceCap }, { headers: NO_STORE });
}

/**
 * The gate's and the header's forms post here (they work without JavaScript
 * too): log in, log out, or log out everywhere; then redirect so the loaders
 * see the new cookie. The redirect keeps the tab and filters the form came from.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossOrigin(request)) return data({ error: AUTH_ERRORS.crossOrigin }, { status: 403, headers: NO_STORE });
  let form: FormData;
  try {
    form = await readFormBody(request, 4 * 1024);
  } catch {
    return data({ error: AUTH_ERRORS.required }, { status: 400, headers: NO_STORE });
  }
  const back = returnPath(form.get("returnTo"));
  const intent = form.get("intent");
  if (intent === "logout" || intent === "logout-all") {
    const everywhere = intent === "logout-all" && (await staffSession(request)).state === "valid";
    const cleared = await logOut(request, everywhere);
    return redirect("/quiz-analytics", { headers: { ...NO_STORE, "Set-Cookie": cleared } });
  }
  const { ip } = context.get(requestInfoContext);
  const result = await orUnavailable(() => logIn({ password: form.get("password"), ip }));
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: NO_STORE });
  return redirect(back, { headers: { ...NO_STORE, "Set-Cookie": await sessionSetCookie(request, result.sessionId) } });
}

/** Only a path of the staff area itself: never an open redirect. */
function returnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string") return "/quiz-analytics";
  return /^\/quiz-analytics(\/funnel|\/bookings)?(\?[\w\-=&%.]*)?$/.test(value) ? value : "/quiz-analytics";
}

export default function QuizAnalyticsLayout({ loaderData, actionData }: Route.ComponentProps) {
  const loggedIn = loaderData.session === "valid";
  return (
    <div className="min-h-dvh bg-surface">
      <StaffHeader loggedIn={loggedIn} />
      <main id="main" className="container-page py-8 sm:py-12">
        {loggedIn ? (
          <TooltipProvider>
            <PriceCapWarning notice={loaderData.priceCap} />
            <Outlet />
          </TooltipProvider>
        ) : (
          <Gate expired={loaderData.session === "expired"} serverError={actionData?.error} />
        )}
      </main>
    </div>
  );
}

/** The database failed under a staff page (503): say so in the staff frame, not as a crash. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <div className="min-h-dvh bg-surface">
      <StaffHeader loggedIn={false} />
      <main id="main" className="container-page py-8 sm:py-12">
        <h1 className="text-2xl font-bold text-primary sm:text-3xl">{staffCopy.title}</h1>
        <p
          role="alert"
          className="mt-6 rounded-lg border border-destructive bg-background p-6 font-medium text-destructive"
        >
          {unavailable ? AUTH_ERRORS.unavailable : staffCopy.loadFailed}
        </p>
      </main>
    </div>
  );
}
