import type { MetaDescriptor } from "react-router";
import type { PageInfo } from "~/content/pages";
import { site } from "~/content/site";

interface RootData {
  origin: string;
}

/** The canonical origin, from the root loader (PUBLIC_URL). */
export function originFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return root?.origin ?? "";
}

/** Title, description, canonical link, Open Graph and Twitter tags of one page. */
export function pageMeta(
  page: Pick<PageInfo, "path" | "title" | "description" | "index">,
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): MetaDescriptor[] {
  const url = `${originFrom(matches)}${page.path}`;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    ...(page.index ? [] : [{ name: "robots", content: "noindex, nofollow" }]),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
}

/** schema.org LocalBusiness description of the company. */
export function localBusinessJsonLd(origin: string): Record<string, unknown> {
  const days: Record<string, string[]> = {
    "Mo-Fr": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    Sa: ["Saturday"],
  };
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#business`,
    name: site.name,
    url: `${origin}/`,
    telephone: site.phone.tel,
    email: site.email,
    foundingDate: String(site.founded),
    priceRange: "£££",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: site.openingHours
      .filter((h) => h.schema)
      .map((h) => {
        const [dayKey = "", range = ""] = (h.schema ?? "").split(" ");
        const [opens, closes] = range.split("-");
        return { "@type": "OpeningHoursSpecification", dayOfWeek: days[dayKey], opens, closes };
      }),
    areaServed: site.serviceAreas.map((name) => ({ "@type": "Place", name })),
    sameAs: site.socials.map((s) => s.href),
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in any value. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
