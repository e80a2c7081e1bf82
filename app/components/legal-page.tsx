import { ArrowLeft, Mail, Phone } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import type { LegalBlock, LegalDocument } from "~/content/legal";
import { site } from "~/content/site";
import { TodayLong } from "./current-date";
import { PageHero } from "./page-hero";

const linkClass = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

function ContactDetails() {
  return (
    <ul className="space-y-1">
      <li className="font-semibold">{site.legalName}</li>
      <li>{site.address.lines.join(", ")}</li>
      <li>
        <a href={`mailto:${site.email}`} className={`${linkClass} inline-flex items-center gap-2 py-1.5`}>
          <Mail aria-hidden="true" className="size-4" />
          {site.email}
        </a>
      </li>
      <li>
        <a href={`tel:${site.phone.tel}`} className={`${linkClass} inline-flex items-center gap-2 py-1.5`}>
          <Phone aria-hidden="true" className="size-4" />
          {site.phone.display}
        </a>
      </li>
    </ul>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block)
    return (
      <ul className="list-disc space-y-2 pl-6">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if ("contact" in block) return <ContactDetails />;
  return (
    <p>
      {block.before}
      <Link to={block.link.href} className={linkClass}>
        {block.link.label}
      </Link>
      {block.after}
    </p>
  );
}

/**
 * A legal page: 'Back to Home', today's date as 'Last updated' and numbered
 * sections. `extras` places page-specific controls (such as cookie settings)
 * at the end of a section, keyed by the section's id.
 */
export function LegalPage({ doc, extras = {} }: { doc: LegalDocument; extras?: Record<string, React.ReactNode> }) {
  return (
    <main id="main">
      <PageHero title={doc.title}>
        <p>
          Last updated: <TodayLong />
        </p>
      </PageHero>
      <div className="container-page py-10 sm:py-14">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-5" /> Back to Home
        </Link>
        <article className="mt-6 max-w-3xl">
          <p className="text-lg leading-relaxed">{doc.intro}</p>
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2 id={section.id} className="text-2xl font-bold text-primary">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-foreground">
                {section.blocks.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
                {extras[section.id]}
              </div>
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}
