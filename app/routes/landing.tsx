import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/landing";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pages.landing, matches);

export default function LandingPage() {
  return (
    <main id="main" className="min-h-dvh bg-surface">
      <section id="quiz" className="container-page py-16">
        <h1 className="text-4xl font-extrabold tracking-tight text-primary">See if you qualify</h1>
      </section>
    </main>
  );
}
