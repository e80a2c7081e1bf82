import { ShieldCheck } from "lucide-react";
import { accreditations } from "~/content/navigation";
import { cn } from "~/lib/utils";

function Badge({ short, name }: { short: string; name: string }) {
  return (
    <li className="flex h-14 shrink-0 items-center gap-2 rounded-lg border border-border bg-background px-4 text-primary">
      <ShieldCheck aria-hidden="true" className="size-5 text-success" />
      <span className="flex flex-col leading-tight">
        <span className="text-sm font-extrabold tracking-wide">{short}</span>
        <span className="text-xs text-muted-foreground">{name}</span>
      </span>
    </li>
  );
}

/**
 * Our accreditations as name badges (no third-party logos). The strip scrolls
 * slowly; with reduced motion it stands still and wraps instead.
 */
export function AccreditationStrip({ className }: { className?: string }) {
  return (
    <div className={cn("group relative overflow-hidden", className)}>
      <h2 className="sr-only">Accreditations</h2>
      <div className="flex w-max gap-4 motion-safe:animate-marquee motion-safe:group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center">
        <ul className="flex gap-4 motion-reduce:flex-wrap motion-reduce:justify-center">
          {accreditations.map((a) => (
            <Badge key={a.short} {...a} />
          ))}
        </ul>
        {/* The second copy makes the loop seamless; it is hidden from assistive technology. */}
        <ul className="flex gap-4 motion-reduce:hidden" aria-hidden="true">
          {accreditations.map((a) => (
            <Badge key={a.short} {...a} />
          ))}
        </ul>
      </div>
    </div>
  );
}
