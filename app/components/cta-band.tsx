import type * as React from "react";
import { Link } from "react-router";
import { HashLink } from "~/components/hash-link";
import { buttonVariants } from "~/components/ui/button";
import { quoteCta } from "~/content/calls-to-action";
import { cn } from "~/lib/utils";

/** A closing call-to-action band: heading, a line of text and its buttons. */
export function CtaBand({
  id,
  title,
  text,
  children,
  className,
}: {
  id: string;
  title: string;
  text: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("bg-primary py-14 text-white sm:py-16", className)}>
      <div className="container-page text-center">
        <h2 id={id} className="text-3xl font-extrabold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">{text}</p>
        <div className="mt-8 grid gap-3 sm:flex sm:justify-center">{children}</div>
      </div>
    </section>
  );
}

/** Button classes for a light outline button on the navy band. */
export const onNavyOutline = "border-white bg-transparent text-white hover:bg-white/10";

/** The band's buttons: the free quote (the home page's contact form) and, if given, one more page. */
export function CtaLinks({ secondary }: { secondary?: { to: string; label: string } }) {
  return (
    <>
      <HashLink to="/#contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
        {quoteCta.label}
      </HashLink>
      {secondary && (
        <Link
          to={secondary.to}
          className={buttonVariants({ variant: "outline", size: "lg", className: onNavyOutline })}
        >
          {secondary.label}
        </Link>
      )}
    </>
  );
}
