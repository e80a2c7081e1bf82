import { consentCopy } from "~/content/consent";
import { openConsentPreferences } from "./consent-store";

/**
 * The footer's "Cookie settings": reopens the cookie choice. Shown only while
 * an advertising pixel is configured (the `data-ads-only` rule in app.css);
 * without one there is no choice to make and the footer's Cookie Policy link
 * says what is stored (decision 097). A button, since it opens the banner
 * rather than going anywhere; styled as the links around it.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  return (
    <button type="button" data-ads-only="" className={className} onClick={openConsentPreferences}>
      {consentCopy.settings}
    </button>
  );
}
