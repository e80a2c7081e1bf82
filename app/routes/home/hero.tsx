import { Calculator, Phone, Star } from "lucide-react";
import { Link } from "react-router";
import { ArtImage, type ArtImageData } from "~/components/art/art-image";
import { CheckList } from "~/components/check-list";
import { HashLink } from "~/components/hash-link";
import { buttonVariants } from "~/components/ui/button";
import type { hero as heroCopy, residentialOffer as offerCopy } from "~/content/home";
import { site } from "~/content/site";
import { quoteCta } from "~/content/calls-to-action";

function ResidentialOfferCard({ residentialOffer, art }: { residentialOffer: typeof offerCopy; art: ArtImageData }) {
  return (
    <aside
      aria-labelledby="offer-heading"
      className="overflow-hidden rounded-xl bg-background text-foreground shadow-xl ring-1 ring-black/5"
    >
      <ArtImage image={art} />
      <div className="p-6">
        <h2 id="offer-heading" className="text-2xl font-bold text-primary">
          {residentialOffer.title}
        </h2>
        <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {residentialOffer.priceLabel}
        </p>
        <p className="text-4xl font-extrabold text-primary">{residentialOffer.price}</p>
        <p className="text-sm text-muted-foreground">{residentialOffer.priceNote}</p>
        <CheckList items={residentialOffer.bullets} className="mt-5" />
      </div>
    </aside>
  );
}

/** The home page's first screen (anchor #hero). The headline is plain text with no entrance animation: it is the largest paint. */
export function Hero({
  hero,
  residentialOffer,
  art,
}: {
  hero: typeof heroCopy;
  residentialOffer: typeof offerCopy;
  /** The offer card's illustration. */
  art: ArtImageData;
}) {
  const secondary = "border-white bg-transparent text-white hover:bg-white/10";
  return (
    <section id="hero" aria-labelledby="hero-heading" className="bg-primary py-12 text-white sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1.35fr_1fr]">
        <div>
          <p className="inline-flex rounded-full bg-accent px-4 py-1.5 text-sm font-semibold text-accent-foreground">
            {hero.badge}
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{hero.intro}</p>
          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <HashLink to="/#contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
              {quoteCta.label}
            </HashLink>
            <Link to="/about" className={buttonVariants({ variant: "outline", size: "lg", className: secondary })}>
              Learn More<span className="sr-only"> about us</span>
            </Link>
            <Link
              to={site.calculatorUrl}
              className={buttonVariants({ variant: "outline", size: "lg", className: secondary })}
            >
              <Calculator aria-hidden="true" /> Calculate Your Results
            </Link>
            <a
              href={`tel:${site.phone.tel}`}
              className={buttonVariants({ variant: "ghost", size: "lg", className: "text-white hover:bg-white/10" })}
            >
              <Phone aria-hidden="true" /> Call {site.phone.display}
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-200">
            {hero.highlights.map((h) => (
              <li key={h} className="flex items-center gap-1.5">
                <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <ResidentialOfferCard residentialOffer={residentialOffer} art={art} />
      </div>
    </section>
  );
}
