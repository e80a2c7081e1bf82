import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import { forgetMarketing, keepClickIds, recordLanding } from "~/lib/attribution-store";
import { useBrowserValue } from "~/lib/browser-value";
import { ConsentBanner } from "./consent-banner";
import { adsConfigured, onConsentChange, onConsentOpen, readConsent } from "./consent-store";
import { dropWaitingPixelEvents, loadPixel } from "./pixel";

/**
 * Asks for consent to marketing cookies (once, remembered), and only when an
 * advertising pixel is configured (decision 097); loads the Meta pixel only
 * when the visitor accepted. Mounted once in root.tsx. The server renders the
 * banner into every page, the same for every visitor; a script in <head>
 * (CONSENT_PROBE_SCRIPT) keeps it hidden before hydration unless there is a
 * pixel and no stored choice. So it paints with the page rather than popping
 * up after the scripts have run. It also notes the visit's landing for the
 * lead's attribution, and forgets the click ids and Meta cookies on a refusal.
 */
export function ConsentManager() {
  const rootData = useRouteLoaderData("root") as { metaPixelId?: string | null } | undefined;
  const revalidator = useRevalidator();
  // null (not chosen) on the server and while hydrating: the choice lives in the browser only.
  const consent = useSyncExternalStore(onConsentChange, readConsent, () => null);
  // Rendered on the server as if there were a pixel (the HTML is the same for every server);
  // the browser reads what this server said (data-ads) and drops the banner if nothing is asked.
  const ads = useBrowserValue(adsConfigured, true);
  const [reopened, setReopened] = useState(false);
  const [configChecked, setConfigChecked] = useState(false);
  const previous = useRef(consent);

  useEffect(() => onConsentOpen(() => setReopened(true)), []);

  // The landing of this page load: first and last touch (click ids kept only with consent).
  useEffect(() => {
    const { pathname, search, origin } = window.location;
    recordLanding({ pathname, search, origin, referrer: document.referrer }, readConsent());
  }, []);

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
  }, [accepted, configChecked, pixelId]);

  // A change of mind: accepting keeps this landing's click ids; refusing or
  // withdrawing forgets them, expires the Meta cookies on our domain and
  // tells a pixel loaded on this page to stop (it is not loaded again).
  useEffect(() => {
    const before = previous.current;
    previous.current = consent;
    if (consent === before) return;
    if (consent === "accepted") keepClickIds();
    if (consent === "rejected") {
      forgetMarketing();
      dropWaitingPixelEvents();
      window.fbq?.("consent", "revoke");
    }
  }, [consent]);

  if (!ads) return null;
  if (consent !== null && !reopened) return null;
  return <ConsentBanner reopened={reopened} onChoice={() => setReopened(false)} />;
}
