import { LogOut } from "lucide-react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { staffCopy } from "~/content/staff";

const tab =
  "inline-flex min-h-11 items-center border-b-3 px-3 font-medium focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring";

/** A plain header for staff: who we are, the area's tabs, and the log-out controls. */
export function StaffHeader({ loggedIn }: { loggedIn: boolean }) {
  return (
    <header className="border-b border-border bg-primary text-primary-foreground">
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 py-2">
        <p className="text-base leading-tight font-semibold sm:text-lg">
          {site.name}
          <span className="block text-sm font-normal opacity-90 sm:ml-2 sm:inline">{staffCopy.areaLabel}</span>
        </p>
        {loggedIn && (
          <div className="flex flex-wrap items-center gap-1">
            <Form method="post" action="/quiz-analytics">
              <input type="hidden" name="intent" value="logout" />
              <Button type="submit" variant="ghost" className="text-primary-foreground hover:bg-white/10">
                <LogOut aria-hidden="true" />
                {staffCopy.logOut}
              </Button>
            </Form>
            <Form method="post" action="/quiz-analytics">
              <input type="hidden" name="intent" value="logout-all" />
              <Button
                type="submit"
                variant="ghost"
                title={staffCopy.logOutEverywhereHint}
                className="text-primary-foreground hover:bg-white/10"
              >
                {staffCopy.logOutEverywhere}
              </Button>
            </Form>
          </div>
        )}
      </div>
      {loggedIn && (
        <nav aria-label={staffCopy.tabs.label} className="container-page flex gap-2">
          {(
            [
              ["/quiz-analytics", staffCopy.tabs.inbox],
              ["/quiz-analytics/bookings", staffCopy.tabs.bookings],
              ["/quiz-analytics/funnel", staffCopy.tabs.funnel],
            ] as const
          ).map(([to, label]) => (
            <NavLink
              key={to}
              to={to}
              end
              className={({ isActive }) =>
                `${tab} ${isActive ? "border-primary-foreground" : "border-transparent opacity-90 hover:opacity-100"}`
              }
            >
              {label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
