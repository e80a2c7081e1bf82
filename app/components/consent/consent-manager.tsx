import { useEffect, useState, useSyncExternalStore } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { ConsentBanner } from "./consent-banner";
import { onConsentChange, onConsentOpen, readConsent } from "./consent-store";
import { loadPixel } from "./pixel";

/**
 * Asks for consent to marketing cookies (once, remembered) and loads the Meta
 * pixel only when the visitor accepted and META_PIXEL_ID is set. Mounted once
 * in root.tsx. The server renders the banner into every page, the same for
 * every visitor; a script in <head> (CONSENT_PROBE_SCRIPT) keeps it hidden
 * before hydration for visitors who have already chosen. So it paints with
 * the page rather than popping up after the scripts have run.
 */
export function ConsentManager() {
  const rootData = useRouteLoaderData("root") as { metaPixelId?: string | null } | undefined;
  const revalidator = useRevalidator();
  // null (not chosen) on the server and while hydrating: the choice lives in the browser only.
  const consent = useSyncExternalStore(onConsentChange, readConsent, () => null);
  const [reopened, setReopened] = useState(false);
  const [configChecked, setConfigChecked] = useState(false);

  useEffect(() => onConsentOpen(() => setReopened(true)), []);

  // A prerendered page carries the root loader's data of build time; the pixel
  // id is run-time configuration, so it is read again from the server (once
  // per page load, and only for visitors who accepted) before it is trusted.
  const accepted = consent === "accepted";
  useEffect(() => {
    if (!accepted || configChecked) return;
    let live = true;
    void revalidator.revalidate().then(() => live && setConfigChecked(true));
    return () => {
      live = false;
    };
    // The revalidator object changes identity while it runs; one request per page load is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accepted, configChecked]);

  const pixelId = rootData?.metaPixelId;
  useEffect(() => {
    if (accepted && configChecked && pixelId) loadPixel(pixelId);
    // Withdrawn after the pixel loaded on this page: tell it to stop; it is not loaded again.
    if (consent === "rejected") window.fbq?.("consent", "revoke");
  }, [accepted, configChecked, pixelId, consent]);

  if (consent !== null && !reopened) return null;
  return <ConsentBanner reopened={reopened} onChoice={() => setReopened(false)} />;
}
