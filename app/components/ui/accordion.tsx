import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** shadcn-style accordion on Radix (WAI-ARIA accordion pattern: buttons in headings, arrow keys, Home/End). */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn("rounded-lg border border-border bg-background", className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 2,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "flex min-h-14 flex-1 items-center justify-between gap-4 rounded-lg px-4 py-3 text-left text-base font-semibold text-primary hover:bg-muted sm:px-5 sm:text-lg [&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform duration-200" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden" {...props}>
      <div className={cn("px-4 pb-5 text-base leading-relaxed text-muted-foreground sm:px-5", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
