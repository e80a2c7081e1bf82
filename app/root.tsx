import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ConsentManager } from "./components/consent/consent-manager";
import { CONSENT_PROBE_SCRIPT } from "./components/consent/consent-store";
import { ChatLauncher } from "./components/chat/chat-launcher";
import { LazyToaster } from "./components/lazy-toaster";
import { NotFound } from "./components/not-found";
import { errorScreen } from "./content/error-screen";
import { useNonce } from "./lib/nonce";
import { jsonLdString, localBusinessJsonLd } from "./lib/seo";
import { getEnv } from "./server/env.server";

export function loader() {
  const env = getEnv();
  return { origin: env.PUBLIC_URL, metaPixelId: env.META_PIXEL_ID ?? null };
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A pixel configured: the consent banner has something to ask (decision 097). Prerendered
  // pages get the attribute from the server at start-up instead (server/prerendered.ts).
  const ads = Boolean(useRouteLoaderData<typeof loader>("root")?.metaPixelId);
  return (
    // The consent probe sets data-consent on <html> before hydration; the server may set data-ads.
    <html lang="en-GB" data-ads={ads ? "" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_PROBE_SCRIPT }} />
        <meta name="theme-color" content="#0f2a4a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The staff area carries no advertising pixel and no chat. */
const STAFF_PATH = "/quiz-analytics";

export default function App({ loaderData }: Route.ComponentProps) {
  const staff = useLocation().pathname === STAFF_PATH;
  return (
    <>
      <Outlet />
      <script
        type="application/ld+json"
        // JSON-LD is data, not script; jsonLdString escapes "<" so it cannot close the tag.
        dangerouslySetInnerHTML={{ __html: jsonLdString(localBusinessJsonLd(loaderData.origin)) }}
      />
      <LazyToaster />
      {staff ? null : <ConsentManager />}
      {staff ? null : <ChatLauncher />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText || String(error.data ?? "")}`.trim()
        : errorScreen.unknown;
  return (
    <main id="main" className="container-page flex min-h-dvh flex-col justify-center py-16">
      <title>{errorScreen.pageTitle}</title>
      <h1 className="text-3xl font-bold text-primary">{errorScreen.heading}</h1>
      <p className="mt-4 rounded-md bg-muted p-4 font-mono text-sm">{message}</p>
      <p className="mt-6">
        <a href="/" className="font-semibold text-primary underline underline-offset-4">
          {errorScreen.home}
        </a>
      </p>
    </main>
  );
}
