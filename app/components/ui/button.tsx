import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "~/lib/utils";

const buttonBase = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-md px-5 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        accent: "bg-accent text-accent-foreground hover:bg-accent/85",
        outline: "border-2 border-primary bg-background text-primary hover:bg-primary-soft",
        ghost: "text-foreground hover:bg-muted",
        success: "bg-success text-success-foreground hover:bg-success/90",
        link: "min-h-0 px-0 text-primary underline underline-offset-4 hover:no-underline",
      },
      size: {
        default: "py-2.5",
        sm: "min-h-10 px-4 text-sm",
        lg: "min-h-12 px-7 text-lg",
        icon: "size-11 px-0",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

/** The button classes; a `className` given here overrides the variant's classes for the same property. */
export function buttonVariants(props?: Parameters<typeof buttonBase>[0]): string {
  return cn(buttonBase(props));
}

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  // asChild: the one child element (a link) takes the button's classes and props. A plain
  // cloneElement instead of Radix's Slot, which would add 1.5 KB to every page's first load.
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, {
      ...(props as object),
      "data-slot": "button",
      className: cn(classes, children.props.className),
    } as { className: string });
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  );
}
