import { Trophy } from "lucide-react";
import { Link } from "react-router";
import { ArtImage, type ArtImageData } from "~/components/art/art-image";
import { buttonVariants } from "~/components/ui/button";
import type { recordPromo as promoCopy } from "~/content/home";

/** The banner about our record installation, linking to its case study. */
export function RecordPromo({ recordPromo, art }: { recordPromo: typeof promoCopy; art: ArtImageData }) {
  return (
    <section aria-labelledby="record-heading" className="bg-primary py-16 text-white sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent px-4 py-1.5 text-sm font-bold uppercase tracking-wide text-accent-foreground">
            <Trophy aria-hidden="true" className="size-4" /> {recordPromo.eyebrow}
          </p>
          <h2 id="record-heading" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {recordPromo.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-200">{recordPromo.text}</p>
          <dl className="mt-8 grid grid-cols-3 gap-3">
            {recordPromo.stats.map((s) => (
              <div key={s.label} className="flex flex-col rounded-lg bg-white/10 p-3 text-center sm:p-4">
                <dt className="text-sm text-slate-200">{s.label}</dt>
                <dd className="order-first text-xl font-extrabold text-white sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          <Link to="/case-studies" className={buttonVariants({ variant: "accent", size: "lg", className: "mt-8" })}>
            {recordPromo.cta}
          </Link>
        </div>
        <div className="overflow-hidden rounded-xl ring-4 ring-white/10">
          <ArtImage image={art} lazy />
        </div>
      </div>
    </section>
  );
}
