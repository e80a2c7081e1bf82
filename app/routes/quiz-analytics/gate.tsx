import { useId, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { staffCopy } from "~/content/staff";

const copy = staffCopy.gate;

/**
 * docs/product.md §4.5, §5.4: the password field, 'Password is required' when empty, at most
 * 100 characters. The password goes to the server once and is never kept in
 * the browser; the server answers with an HttpOnly cookie.
 */
export function Gate({ expired, serverError }: { expired: boolean; serverError?: string }) {
  const navigation = useNavigation();
  // Back to the tab and filters the gate interrupted, once logged in.
  const location = useLocation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/quiz-analytics";
  const [localError, setLocalError] = useState<string | null>(null);
  // A new server answer replaces our own message; typing clears both.
  const [dismissedError, setDismissedError] = useState<string | undefined>(undefined);
  const id = useId();
  const error = localError ?? (serverError !== dismissedError ? serverError : undefined);
  const notice = !error && expired ? copy.expired : undefined;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mx-auto max-w-md rounded-xl border border-border bg-background p-6 shadow-sm sm:p-8"
    >
      <h1 id={`${id}-heading`} className="text-2xl font-bold text-primary">
        {staffCopy.title}
      </h1>
      <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      {notice && (
        <p role="alert" className="mt-4 rounded-md border border-border bg-accent-soft p-3 font-medium text-foreground">
          {notice}
        </p>
      )}
      <Form
        method="post"
        action="/quiz-analytics"
        noValidate
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          const password = new FormData(event.currentTarget).get("password");
          if (typeof password !== "string" || password === "") {
            event.preventDefault();
            setLocalError(copy.required);
          } else {
            setLocalError(null);
            setDismissedError(undefined);
          }
        }}
      >
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <div>
          <label htmlFor={`${id}-password`} className="block font-medium">
            {copy.passwordLabel}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={100}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={() => {
              setLocalError(null);
              setDismissedError(serverError);
            }}
            className="mt-1 block min-h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </Button>
      </Form>
    </section>
  );
}
