import { ArtImage, type ArtImageData } from "~/components/art/art-image";
import type { CaseStudy } from "~/content/case-studies";

/** Where, when and what type, shown on every project. */
export function ProjectFacts({ project }: { project: CaseStudy }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold text-muted-foreground">Location</dt>
      <dd>{project.location}</dd>
      <dt className="font-semibold text-muted-foreground">System</dt>
      <dd className="font-semibold text-primary">{project.system}</dd>
      <dt className="font-semibold text-muted-foreground">Completed</dt>
      <dd>{project.completion}</dd>
    </dl>
  );
}

function ComingSoon() {
  return (
    <div className="flex aspect-[3/2] items-center justify-center bg-muted">
      <p className="rounded-full border-2 border-dashed border-input px-4 py-2 text-sm font-bold tracking-wider text-muted-foreground">
        CONTENT COMING SOON
      </p>
    </div>
  );
}

export function ProjectCard({ project }: { project: CaseStudy & { illustration: ArtImageData | null } }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm">
      {project.illustration ? <ArtImage image={project.illustration} lazy /> : <ComingSoon />}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-bold uppercase tracking-wide text-success">{project.type}</p>
        <h3 className="mt-2 text-xl font-bold text-primary">{project.title}</h3>
        <ProjectFacts project={project} />
        <p className="mt-3 flex-1 text-muted-foreground">{project.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Highlights">
          {project.highlights.map((h) => (
            <li key={h} className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
              {h}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
