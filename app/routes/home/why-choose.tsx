import { Leaf, PoundSterling, ShieldCheck, Wrench, type LucideIcon } from "lucide-react";
import { SectionHeading } from "~/components/section-heading";
import type { WhyChooseIcon, WhyChooseTile } from "~/content/why-choose";
import { FeatureCard } from "~/components/feature-card";

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
        {tiles.map((tile) => (
          <FeatureCard
            key={tile.title}
            icon={icons[tile.icon]}
            title={tile.title}
            text={tile.text}
            badge="mx-auto size-14 rounded-full bg-success-soft text-success"
            className="text-center"
          />
        ))}
      </ul>
    </section>
  );
}
