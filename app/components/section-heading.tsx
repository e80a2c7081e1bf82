import type * as React from "react";
import { cn } from "~/lib/utils";

/** The heading and intro at the top of a page section. */
export function SectionHeading({
  id,
  title,
  children,
  eyebrow,
  className,
  align = "center",
}: {
  id?: string;
  title: string;
  children?: React.ReactNode;
  eyebrow?: string;
  className?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className="text-sm font-bold uppercase tracking-wider text-success">{eyebrow}</p> : null}
      <h2 id={id} className="mt-1 text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{children}</p> : null}
    </div>
  );
}
