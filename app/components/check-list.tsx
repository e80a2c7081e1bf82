import { CircleCheck } from "lucide-react";
import { cn } from "~/lib/utils";

/** A list of short points, each with a green tick. */
export function CheckList({
  items,
  columns = false,
  className,
}: {
  items: readonly string[];
  /** Two columns from the small breakpoint up. */
  columns?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn("grid content-start", columns ? "gap-3 sm:grid-cols-2" : "gap-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
