import { Quote, Star } from "lucide-react";
import { landing } from "~/content/landing";
import { ArtImage, type ArtImageData } from "~/components/art/art-image";

export function LandingTestimonials() {
  const { title, quotes } = landing.testimonials;
  return (
    <section aria-labelledby="reviews-heading" className="bg-surface py-14">
      <div className="container-page">
        <h2 id="reviews-heading" className="text-center text-3xl font-bold text-primary">
          {title}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {quotes.map((q) => (
            <li key={q.name} className="rounded-xl bg-background p-6 shadow-sm">
              <figure>
                <div className="flex items-center justify-between">
                  <span role="img" className="flex gap-0.5" aria-label="Rated 5 out of 5">
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star key={i} aria-hidden="true" className="size-4 fill-accent text-accent" />
                    ))}
                  </span>
                  <Quote aria-hidden="true" className="size-6 text-primary/30" />
                </div>
                <blockquote className="mt-3 text-foreground">{q.text}</blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-primary">
                  {q.name}, <span className="font-normal text-muted-foreground">{q.place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function RecentProjects({ art }: { art: ArtImageData[] }) {
  const { title, items } = landing.projects;
  return (
    <section aria-labelledby="projects-heading" className="container-page py-14">
      <h2 id="projects-heading" className="text-center text-3xl font-bold text-primary">
        {title}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3">
        {items.map((p, i) => (
          <li key={p.scene} className="overflow-hidden rounded-xl border border-border bg-background">
            {art[i] ? <ArtImage image={art[i]} lazy /> : null}
            <div className="p-3">
              <h3 className="text-sm font-bold text-primary sm:text-base">{p.title}</h3>
              <p className="text-sm text-muted-foreground">{p.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function About() {
  const { title, paragraphs } = landing.about;
  return (
    <section aria-labelledby="about-heading" className="bg-surface py-14">
      <div className="container-page">
        <div className="mx-auto max-w-3xl">
          <h2 id="about-heading" className="text-center text-3xl font-bold text-primary">
            {title}
          </h2>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 20)} className="mt-4 text-lg text-muted-foreground">
              {p}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
