import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * One tile of a grid of benefits or reasons: an icon, a short heading and a
 * line of text. With `badge` (the classes of a coloured disc or square, its
 * size included) the icon sits on it at half its size; without, it stands
 * alone in green.
 */
export function FeatureCard({
  icon: Icon,
  title,
  text,
  badge,
  className,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: string;
  className?: string;
}) {
  return (
    <li className={cn("rounded-xl border border-border p-6", className)}>
      {badge ? (
        <span className={cn("flex items-center justify-center", badge)}>
          <Icon aria-hidden="true" className="size-1/2" />
        </span>
      ) : (
        <Icon aria-hidden="true" className="size-8 text-success" />
      )}
      <h3 className={cn("text-lg font-bold text-primary", badge ? "mt-4" : "mt-3")}>{title}</h3>
      <p className="mt-2 text-muted-foreground">{text}</p>
    </li>
  );
}
