import { Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { footerLegalLinks, footerQuickLinks, footerServices } from "~/content/navigation";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { AccreditationStrip } from "./accreditation-strip";
import { AwardBadge } from "./award-badge";
import { CurrentYear } from "./current-date";
import { CookieSettingsLink } from "./consent/cookie-settings-link";
import { HashLink } from "./hash-link";
import { Logo } from "./logo";

const linkClass = "rounded-sm text-slate-200 underline-offset-4 hover:text-white hover:underline";

function FooterHeading({ children, className }: { children: React.ReactNode; className?: string }) {
  return <h2 className={cn("mb-4 flex items-center gap-2 text-base font-bold text-white", className)}>{children}</h2>;
}

export function SiteFooter() {
  return (
    <footer className="bg-primary text-slate-200">
      <div className="border-b border-white/10 bg-surface py-6">
        <AccreditationStrip />
      </div>

      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed">
            {site.tagline}. Award winning, and holders of the Welsh record for a single solar installation.
          </p>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={`tel:${site.phone.tel}`} className={`${linkClass} inline-flex items-center gap-2 py-1`}>
                <Phone aria-hidden="true" className="size-4" /> {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`${linkClass} inline-flex items-center gap-2 py-1`}>
                <Mail aria-hidden="true" className="size-4" /> {site.email}
              </a>
            </li>
            <li className="flex items-start gap-2 py-1">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">{site.address.lines.join(", ")}</address>
            </li>
          </ul>
          <ul className="flex flex-wrap gap-2" aria-label="Social media">
            {site.socials.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-white/25 px-3 text-sm font-medium text-white hover:bg-white/10"
                >
                  {s.name}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Quick links">
          <FooterHeading>Quick Links</FooterHeading>
          <ul className="space-y-1 text-sm">
            {footerQuickLinks.map((l) => (
              <li key={l.href}>
                <HashLink to={l.href} homeTarget="hero" className={`${linkClass} inline-block py-1.5`}>
                  {l.label}
                </HashLink>
              </li>
            ))}
          </ul>
          <FooterHeading className="mt-6">Legal</FooterHeading>
          <ul className="space-y-1 text-sm">
            {footerLegalLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className={`${linkClass} inline-block py-1.5`}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li data-ads-only="">
              <CookieSettingsLink className={`${linkClass} inline-block cursor-pointer py-1.5 text-left`} />
            </li>
          </ul>
        </nav>

        <div>
          <FooterHeading>Our Services</FooterHeading>
          <ul className="space-y-2 text-sm">
            {footerServices.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <div className="mt-6 flex items-center gap-4">
            <AwardBadge className="h-[84px] w-[72px]" />
            <p className="text-sm">
              Welsh Renewable Installer of the Year 2025 and Welsh record holder: 756.09kW on one site.
            </p>
          </div>
        </div>

        <div>
          <FooterHeading>Service Areas</FooterHeading>
          <ul className="space-y-2 text-sm">
            {site.serviceAreas.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <FooterHeading className="mt-6">
            <Clock aria-hidden="true" className="size-4" /> Opening Hours
          </FooterHeading>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {site.openingHours.map((h) => (
              <div key={h.days} className="contents">
                <dt className="font-semibold text-white">{h.days}</dt>
                <dd>{h.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear /> {site.legalName}. All rights reserved.
          </p>
          <a href={site.builderCredit.href} target="_blank" rel="noopener noreferrer" className={`${linkClass} py-1`}>
            {site.builderCredit.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
