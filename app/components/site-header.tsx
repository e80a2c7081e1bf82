import { Menu, Phone, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { headerLinks } from "~/content/navigation";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { HashLink } from "./hash-link";
import { Logo } from "./logo";
import { buttonVariants } from "./ui/button";
import { quoteCta } from "~/content/calls-to-action";

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-[72px]">
        <HashLink to="/" homeTarget="hero" className="rounded-md">
          <Logo />
        </HashLink>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <HashLink
                  to={link.href}
                  homeTarget="hero"
                  className="rounded-md px-3 py-2 text-[15px] font-medium text-foreground hover:bg-muted hover:text-primary"
                >
                  {link.label}
                </HashLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          <a
            href={`tel:${site.phone.tel}`}
            className="flex items-center gap-2 rounded-md px-2 py-2 font-semibold text-primary hover:bg-muted"
          >
            <Phone aria-hidden="true" className="size-4" />
            {site.phone.display}
          </a>
          <HashLink to="/#contact" className={buttonVariants({ variant: "accent", size: "sm" })}>
            Get Quote
          </HashLink>
        </div>

        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-primary hover:bg-muted lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>

      <div
        id={menuId}
        hidden={!open}
        className={cn("max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background lg:hidden")}
      >
        <nav aria-label="Mobile" className="container-page py-3">
          <ul className="flex flex-col">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <HashLink
                  to={link.href}
                  homeTarget="hero"
                  onClick={close}
                  className="flex min-h-12 items-center rounded-md px-3 text-base font-medium hover:bg-muted"
                >
                  {link.label}
                </HashLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-3 border-t border-border pt-4">
            <a
              href={`tel:${site.phone.tel}`}
              onClick={close}
              className={buttonVariants({ variant: "outline", className: "w-full" })}
            >
              <Phone aria-hidden="true" />
              {site.phone.display}
            </a>
            <HashLink
              to="/#contact"
              onClick={close}
              className={buttonVariants({ variant: "accent", className: "w-full" })}
            >
              {quoteCta.label}
            </HashLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
