import { Button, type ButtonProps } from "~/components/ui/button";
import { consentCopy } from "~/content/consent";
import { openConsentPreferences } from "./consent-store";

/** Reopens the cookie choice (for the cookie policy page); shown only while a pixel is configured (decision 097). */
export function CookiePreferencesButton(props: Omit<ButtonProps, "onClick" | "type">) {
  return (
    <Button type="button" variant="outline" data-ads-only="" {...props} onClick={openConsentPreferences}>
      {props.children ?? consentCopy.change}
    </Button>
  );
}
