import type * as React from "react";

/** The heading band at the top of a content page. */
export function PageHero({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="bg-primary py-14 text-white sm:py-20">
      <div className="container-page">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-slate-200">{children}</div> : null}
      </div>
    </section>
  );
}
