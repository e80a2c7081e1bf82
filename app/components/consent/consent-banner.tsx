import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { consentCopy } from "~/content/consent";
import { type Consent, writeConsent } from "./consent-store";

/**
 * The choice about marketing cookies. Fixed to the bottom of the window over
 * the page, so it moves nothing (no layout shift); a labelled region, not a
 * modal: the page stays usable while it is open.
 */
export function ConsentBanner({ reopened, onChoice }: { reopened: boolean; onChoice: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLElement>(null);

  // Floating controls (the chat button) make room for the banner while it is
  // open: its height is published as --consent-offset on the root element.
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--consent-offset", `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-offset");
    };
  }, []);
  useEffect(() => {
    if (reopened) first.current?.focus();
  }, [reopened]);

  const choose = (consent: Consent) => {
    writeConsent(consent);
    onChoice();
  };

  return (
    <section
      ref={region}
      data-consent-banner=""
      data-reopened={reopened ? "" : undefined}
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-background p-4 shadow-[0_-4px_20px_rgb(0_0_0/0.12)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-xl sm:border"
    >
      {/* On phones the chat button docks in the top right corner of the banner (chat-widget.tsx). */}
      <p id="consent-title" className="font-bold text-primary max-sm:pr-16">
        {consentCopy.title}
      </p>
      <p id="consent-text" className="mt-1 text-sm text-foreground max-sm:pr-16">
        {consentCopy.text}{" "}
        <Link to="/cookie-policy" className="font-semibold text-primary underline underline-offset-4">
          {consentCopy.policyLink}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          ref={first}
          size="sm"
          className="min-h-11 flex-1"
          data-consent-choice="accepted"
          onClick={() => choose("accepted")}
        >
          {consentCopy.accept}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="min-h-11 flex-1"
          data-consent-choice="rejected"
          onClick={() => choose("rejected")}
        >
          {consentCopy.reject}
        </Button>
      </div>
    </section>
  );
}
