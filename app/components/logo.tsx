import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/** Our mark: a sun rising behind a tilted panel. Drawn here, no third-party artwork. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className={cn("shrink-0", className)}>
      <circle cx="26" cy="13" r="8" fill="#f6b40e" />
      <g stroke="#f6b40e" strokeWidth="2" strokeLinecap="round">
        <path d="M26 1.5v2.5M36.5 13H39M33.4 5.6l1.8-1.8M18.6 5.6l-1.8-1.8" />
      </g>
      <path d="M4 34 12 18h22l-8 16Z" fill="#0f2a4a" />
      <path d="M9.3 26h20.5M15.6 18l-5.3 16M23.3 18 18 34" stroke="#7fa7d6" strokeWidth="1.4" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className={inverted ? "rounded-md bg-white p-0.5" : undefined} />
      <span className="flex flex-col leading-tight">
        <span className={cn("text-lg font-extrabold tracking-tight", inverted ? "text-white" : "text-primary")}>
          {site.shortName}
        </span>
        <span className={cn("text-xs font-medium", inverted ? "text-slate-200" : "text-muted-foreground")}>
          &amp; Storage
        </span>
      </span>
    </span>
  );
}
