import { BadgeCheck, Clock, Leaf, PiggyBank, ShieldCheck, Sun, Wrench, Zap } from "lucide-react";
import { Link } from "react-router";
import { claimBasis } from "~/content/estimate-claims";
import { landing } from "~/content/landing";
import { FeatureCard } from "~/components/feature-card";

const claimIcons = [Zap, PiggyBank, ShieldCheck];
const whyIcons = [PiggyBank, ShieldCheck, Leaf, Wrench];
const statIcons = [PiggyBank, Sun, Clock];

/** 'Premium Solar Systems from £3,995' with its three claims. */
export function InfoBanner() {
  const { title, note, claims } = landing.infoBanner;
  return (
    <section aria-labelledby="info-heading" className="bg-primary py-10 text-white">
      <div className="container-page">
        <h2 id="info-heading" className="text-center text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-center text-slate-200">{note}</p>
        <ul className="mt-6 grid gap-3 md:grid-cols-3">
          {claims.map((claim, i) => {
            const Icon = claimIcons[i] ?? BadgeCheck;
            return (
              <li key={claim} className="flex items-center gap-3 rounded-lg bg-white/10 px-4 py-3 font-semibold">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" /> {claim}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function LandingWhyChoose() {
  const { title, cards } = landing.whyChoose;
  return (
    <section aria-labelledby="why-heading" className="container-page py-14">
      <h2 id="why-heading" className="text-center text-3xl font-bold text-primary">
        {title}
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card, i) => (
          <FeatureCard
            key={card.title}
            icon={whyIcons[i] ?? BadgeCheck}
            title={card.title}
            text={card.text}
            badge="size-12 rounded-full bg-accent-soft text-primary"
            className="bg-background shadow-sm"
          />
        ))}
      </ul>
    </section>
  );
}

export function SavingsStats() {
  const { title, intro, stats } = landing.savings;
  return (
    <section aria-labelledby="savings-heading" className="bg-success-soft py-14">
      <div className="container-page">
        <h2 id="savings-heading" className="text-center text-3xl font-bold text-primary">
          {title}
        </h2>
        <p className="mt-2 text-center text-muted-foreground">{intro}</p>
        <dl className="mt-8 grid gap-5 md:grid-cols-3">
          {stats.map((stat, i) => {
            const Icon = statIcons[i] ?? BadgeCheck;
            return (
              <div
                key={stat.label}
                className="flex flex-col items-center rounded-xl bg-background p-6 text-center shadow-sm"
              >
                {/* A <dl> group holds only <dt> and <dd>: the icon goes inside the value, shown above it. */}
                <dt className="order-2 mt-1 text-muted-foreground">{stat.label}</dt>
                <dd className="order-1 flex flex-col items-center gap-3 text-4xl font-extrabold text-success">
                  <Icon aria-hidden="true" className="size-8" />
                  {stat.value}
                </dd>
              </div>
            );
          })}
        </dl>
        {/* Every figure carries its basis (issue #13; ASA rules on savings claims). */}
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-muted-foreground">
          {claimBasis}{" "}
          <Link to="/how-we-estimate" className="font-semibold text-primary underline underline-offset-4">
            How we estimate
          </Link>
        </p>
      </div>
    </section>
  );
}

export function HowItWorks() {
  const { title, steps } = landing.howItWorks;
  return (
    <section aria-labelledby="how-heading" className="container-page py-14">
      <h2 id="how-heading" className="text-center text-3xl font-bold text-primary">
        {title}
      </h2>
      <ol className="mt-8 grid gap-5 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-xl border border-border bg-surface p-6">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold text-primary">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
