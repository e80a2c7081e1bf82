import { useCallback, useState } from "react";
import { data, redirect } from "react-router";
import { TooltipProvider } from "~/components/ui/tooltip";
import { pages } from "~/content/pages";
import { requestInfoContext } from "~/lib/request-context";
import { readFormBody } from "~/server/http.server";
import { pageMeta } from "~/lib/seo";
import {
  AUTH_ERRORS,
  clearedSessionCookie,
  hasStaffSession,
  isCrossOrigin,
  logIn,
  NO_STORE,
} from "~/server/auth.server";
import type { Route } from "./+types/quiz-analytics";
import { Dashboard } from "./quiz-analytics/dashboard";
import { Gate } from "./quiz-analytics/gate";
import { StaffHeader } from "./quiz-analytics/staff-header";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.quizAnalytics, matches);

export const headers: Route.HeadersFunction = () => NO_STORE;

/** Whether the visitor already holds a valid session, so the dashboard opens at once. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ authenticated: hasStaffSession(request) }, { headers: NO_STORE });
}

/**
 * The gate's form posts here (it works without JavaScript too): log in or log
 * out, then redirect so the loader sees the new cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossOrigin(request)) return data({ error: AUTH_ERRORS.crossOrigin }, { status: 403, headers: NO_STORE });
  let form: FormData;
  try {
    form = await readFormBody(request, 4 * 1024);
  } catch {
    return data({ error: AUTH_ERRORS.required }, { status: 400, headers: NO_STORE });
  }
  if (form.get("intent") === "logout") {
    return redirect("/quiz-analytics", { headers: { ...NO_STORE, "Set-Cookie": clearedSessionCookie(request) } });
  }
  const result = await logIn({ request, password: form.get("password"), ip: context.get(requestInfoContext).ip });
  if (result.ok) return redirect("/quiz-analytics", { headers: { ...NO_STORE, "Set-Cookie": result.cookie } });
  return data({ error: result.error }, { status: result.status, headers: NO_STORE });
}

export default function QuizAnalyticsPage({ loaderData, actionData }: Route.ComponentProps) {
  // Set to the loader data of the moment the server refused our session; a
  // fresh log-in brings new loader data, which clears it without an effect.
  const [expiredFor, setExpiredFor] = useState<object | null>(null);
  const expired = expiredFor === loaderData;
  const loggedIn = loaderData.authenticated && !expired;
  const onSessionExpired = useCallback(() => setExpiredFor(loaderData), [loaderData]);

  return (
    <div className="min-h-dvh bg-surface">
      <StaffHeader loggedIn={loggedIn} />
      <main id="main" className="container-page py-8 sm:py-12">
        {loggedIn ? (
          <TooltipProvider>
            <Dashboard onSessionExpired={onSessionExpired} />
          </TooltipProvider>
        ) : (
          <Gate expired={expired} serverError={actionData?.error} />
        )}
      </main>
    </div>
  );
}
