import { Leaf, PoundSterling, ShieldCheck, Wrench, type LucideIcon } from "lucide-react";
import { SectionHeading } from "~/components/section-heading";
import type { WhyChooseIcon, WhyChooseTile } from "~/content/why-choose";

const icons: Record<WhyChooseIcon, LucideIcon> = {
  savings: PoundSterling,
  warranty: ShieldCheck,
  carbon: Leaf,
  expert: Wrench,
};

export function WhyChoose({ title, tiles }: { title: string; tiles: WhyChooseTile[] }) {
  return (
    <section aria-labelledby="why-heading" className="container-page py-16 sm:py-20">
      <SectionHeading id="why-heading" title={title} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => {
          const Icon = icons[tile.icon];
          return (
            <li key={tile.title} className="rounded-xl border border-border p-6 text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-primary">{tile.title}</h3>
              <p className="mt-2 text-muted-foreground">{tile.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
