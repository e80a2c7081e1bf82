import { Tooltip as TooltipPrimitive } from "radix-ui";
import type * as React from "react";

/** docs/product.md §9.1: a tooltip opens 700 ms after the pointer rests on its trigger; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Holds the shared delays. Mounted by the screens that use tooltips (only the
 * staff area today), not by the root layout: Radix's tooltip and its
 * positioning code would otherwise join every public page's first load.
 */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A short, non-essential hint shown on hover or keyboard focus of its child,
 * which must be focusable (a button or link). Touch screens do not show
 * tooltips, so nothing a visitor needs may live only in one.
 */
export function Tooltip({ content, children }: { content: React.ReactNode; children: React.ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-md bg-primary px-3 py-2 text-sm leading-snug text-primary-foreground shadow-md"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-primary" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
