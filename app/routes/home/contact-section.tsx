import { Clock, Mail, Phone } from "lucide-react";
import { homeContact } from "~/content/lead-forms";
import { site } from "~/content/site";
import { ContactForm } from "./contact-form";

/** The home page's contact section (anchor #contact): intro, how to reach us, and the contact form. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <h2 id="contact-heading" className="text-3xl font-bold text-primary sm:text-4xl">
          {homeContact.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{homeContact.intro}</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div className="rounded-xl border border-border bg-background p-5 shadow-sm sm:p-8">
            <ContactForm />
          </div>
          <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-4">
            <h3 id="contact-details-heading" className="text-xl font-bold text-primary">
              {homeContact.detailsHeading}
            </h3>
            <ContactDetail icon={<Phone aria-hidden="true" />} label={homeContact.phoneLabel}>
              <a href={`tel:${site.phone.tel}`} className="font-semibold text-primary underline underline-offset-4">
                {site.phone.display}
              </a>
            </ContactDetail>
            <ContactDetail icon={<Mail aria-hidden="true" />} label={homeContact.emailLabel}>
              <a
                href={`mailto:${site.email}`}
                className="font-semibold break-all text-primary underline underline-offset-4"
              >
                {site.email}
              </a>
            </ContactDetail>
            <ContactDetail icon={<Clock aria-hidden="true" />} label={homeContact.responseHeading}>
              <p>{homeContact.responsePromise}</p>
            </ContactDetail>
            <p className="text-sm text-muted-foreground">{homeContact.privacyNote}</p>
          </aside>
        </div>
      </div>
    </section>
  );
}

function ContactDetail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-background p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-muted-foreground">{label}</p>
        {children}
      </div>
    </div>
  );
}
