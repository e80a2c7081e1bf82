import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";
import { staffCopy } from "~/content/staff";

/** A plain header for staff: who we are, which area this is, and the log-out control. */
export function StaffHeader({ loggedIn }: { loggedIn: boolean }) {
  return (
    <header className="border-b border-border bg-primary text-primary-foreground">
      <div className="container-page flex min-h-16 items-center justify-between gap-4 py-2">
        <p className="text-base leading-tight font-semibold sm:text-lg">
          {site.name}
          <span className="block text-sm font-normal opacity-90 sm:ml-2 sm:inline">{staffCopy.areaLabel}</span>
        </p>
        {loggedIn && (
          <Form method="post" action="/quiz-analytics">
            <input type="hidden" name="intent" value="logout" />
            <Button type="submit" variant="ghost" className="text-primary-foreground hover:bg-white/10">
              <LogOut aria-hidden="true" />
              {staffCopy.logOut}
            </Button>
          </Form>
        )}
      </div>
    </header>
  );
}
