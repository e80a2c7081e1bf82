import { Mail } from "lucide-react";
import { CtaBand, CtaLinks } from "~/components/cta-band";
import { pageCtas } from "~/content/calls-to-action";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { team, teamIntro, type TeamMember } from "~/content/team";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/team";

// The copy travels as route data, not in the page's JavaScript (docs/decisions/006).
export const loader = () => ({ page: pages.team, team, teamIntro });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.page, matches) : [];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground ring-4 ring-accent"
        >
          {initials(member.name)}
        </span>
        <div>
          <h2 className="text-xl font-bold text-primary">{member.name}</h2>
          <p className="font-medium text-success">{member.title}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 leading-relaxed text-muted-foreground">{member.bio}</p>
      <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-foreground">Specialties</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {member.specialties.map((s) => (
          <li key={s} className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
            {s}
          </li>
        ))}
      </ul>
      {member.hobbies?.length ? (
        <p className="mt-4 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">Interests:</span> {member.hobbies.join(", ")}
        </p>
      ) : null}
      <a
        href={`mailto:${member.email}`}
        className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-primary underline underline-offset-4 hover:no-underline"
      >
        <Mail aria-hidden="true" className="size-4" />
        {member.email}
      </a>
    </li>
  );
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { team, teamIntro } = loaderData;
  return (
    <main id="main">
      <PageHero title="Meet Our Team">{teamIntro}</PageHero>
      <div className="container-page py-14 sm:py-16">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {team.map((member) => (
            <MemberCard key={member.email} member={member} />
          ))}
        </ul>
      </div>
      <CtaBand id="team-cta" title={pageCtas.team.title} text={pageCtas.team.text}>
        <CtaLinks />
      </CtaBand>
    </main>
  );
}
