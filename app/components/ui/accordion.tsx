import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { createContext, useContext, useId, useState } from "react";
import { cn } from "~/lib/utils";

/**
 * A single-open, collapsible accordion following the WAI-ARIA accordion
 * pattern: each header is a button inside a heading, with aria-expanded and
 * aria-controls; each panel is a labelled region; Up/Down/Home/End move
 * between headers. Written here rather than taken from Radix because every
 * byte of it ships with the FAQ page's first load.
 */
interface AccordionState {
  open: string | null;
  toggle: (value: string) => void;
}

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; panelId: string } | null>(null);

function useAccordion() {
  const state = useContext(AccordionContext);
  const item = useContext(ItemContext);
  if (!state || !item) throw new Error("Accordion parts must be used inside <Accordion> and <AccordionItem>");
  return { ...item, expanded: state.open === item.value, toggle: () => state.toggle(item.value) };
}

export function Accordion({
  defaultValue = null,
  className,
  children,
}: {
  defaultValue?: string | null;
  className?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(defaultValue);
  // Opening one item closes the other; choosing the open item closes it (collapsible).
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext.Provider value={{ open, toggle }}>
      <div data-slot="accordion" className={className}>
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

export function AccordionItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <ItemContext.Provider value={{ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-slot="accordion-item" className={cn("rounded-lg border border-border bg-background", className)}>
        {children}
      </div>
    </ItemContext.Provider>
  );
}

/** Moves focus between the accordion's header buttons with the arrow, Home and End keys. */
function onTriggerKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest('[data-slot="accordion"]');
  const triggers = Array.from(root?.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]') ?? []);
  const index = triggers.indexOf(event.currentTarget);
  const last = triggers.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? (index + 1) % triggers.length
          : (index - 1 + triggers.length) % triggers.length;
  event.preventDefault();
  triggers[next]?.focus();
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 2,
}: {
  className?: string;
  children: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { expanded, toggle, triggerId, panelId } = useAccordion();
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        data-slot="accordion-trigger"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={toggle}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          "flex min-h-14 flex-1 items-center justify-between gap-4 rounded-lg px-4 py-3 text-left text-base font-semibold text-primary hover:bg-muted sm:px-5 sm:text-lg",
          className,
        )}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-5 shrink-0 transition-transform duration-200", expanded && "rotate-180")}
        />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  const { expanded, triggerId, panelId } = useAccordion();
  return (
    <div
      id={panelId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!expanded}
      data-slot="accordion-content"
      className={cn("px-4 pb-5 text-base leading-relaxed text-muted-foreground sm:px-5", className)}
    >
      {children}
    </div>
  );
}
