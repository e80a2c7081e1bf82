import { Clock, FileText, Mail, MapPin, Phone, Ruler } from "lucide-react";
import { quotePage } from "~/content/lead-forms";
import { site } from "~/content/site";

const cardClass = "rounded-xl border border-border bg-background p-5 shadow-sm sm:p-6";
const actionIcons = [FileText, Phone, Ruler];

/** Quick Actions: the quote form on this page, or a call for a consultation or a survey. */
export function QuickActionsCard() {
  const { heading, items } = quotePage.quickActions;
  return (
    <section aria-labelledby="quick-actions-heading" className={cardClass}>
      <h2 id="quick-actions-heading" className="text-xl font-bold text-primary">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3">
        {items.map((item, i) => {
          const Icon = actionIcons[i] ?? FileText;
          return (
            <li key={item.label}>
              <a
                href={item.href === "tel" ? `tel:${site.phone.tel}` : item.href}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-border p-3 hover:bg-muted"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-primary">{item.label}</span>
                  <span className="block text-sm text-muted-foreground">{item.description}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Contact Information: phone, e-mail, the Risca address and response times. */
export function ContactInfoCard() {
  const c = quotePage.contactInfo;
  return (
    <section aria-labelledby="contact-info-heading" className={cardClass}>
      <h2 id="contact-info-heading" className="text-xl font-bold text-primary">
        {c.heading}
      </h2>
      <dl className="mt-4 grid gap-4">
        <InfoRow icon={<Phone aria-hidden="true" className="size-5" />} term={c.phone}>
          <a href={`tel:${site.phone.tel}`} className="font-semibold text-primary underline underline-offset-4">
            {site.phone.display}
          </a>
        </InfoRow>
        <InfoRow icon={<Mail aria-hidden="true" className="size-5" />} term={c.email}>
          <a
            href={`mailto:${site.email}`}
            className="font-semibold break-all text-primary underline underline-offset-4"
          >
            {site.email}
          </a>
        </InfoRow>
        <InfoRow icon={<MapPin aria-hidden="true" className="size-5" />} term={c.address}>
          <address className="not-italic">
            {site.address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoRow>
        <InfoRow icon={<Clock aria-hidden="true" className="size-5" />} term={c.responseTimes}>
          {c.responseLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </InfoRow>
      </dl>
    </section>
  );
}

function InfoRow({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[1.25rem_1fr] gap-x-3">
      <dt className="col-span-2 grid grid-cols-subgrid items-center text-sm font-semibold text-muted-foreground">
        <span className="text-primary">{icon}</span>
        {term}
      </dt>
      <dd className="col-start-2">{children}</dd>
    </div>
  );
}
