import { lazy, Suspense, useRef, useState } from "react";
import { CheckList } from "~/components/check-list";
import { SectionHeading } from "~/components/section-heading";
import { Button } from "~/components/ui/button";
import type { ServiceCard } from "./cards";
import { ServiceIcon } from "./service-icon";

// The dialog (Radix focus trap, scroll lock, portal) loads on first use, not with the page.
const loadDialog = () => import("./service-dialog");
const ServiceDialog = lazy(loadDialog);

/**
 * The six service cards (anchor #services). "Learn More" opens the service's
 * dialog; a single piece of state holds the open service, so only one dialog
 * can be open at a time.
 */
export function ServicesSection({
  intro,
  services,
}: {
  intro: { title: string; intro: string };
  services: ServiceCard[];
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Kept after closing, so the dialog keeps its content while it closes.
  const [shownId, setShownId] = useState<string | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const shown = services.find((s) => s.id === shownId) ?? null;

  return (
    <section id="services" aria-labelledby="services-heading" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="services-heading" title={intro.title}>
          {intro.intro}
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => {
            return (
              <li
                key={service.id}
                className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm"
              >
                <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <ServiceIcon id={service.id} className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-primary">{service.title}</h3>
                <p className="mt-2 text-muted-foreground">{service.description}</p>
                <CheckList items={service.features} className="mt-4 flex-1 text-sm" />
                <Button
                  variant="outline"
                  className="mt-6 w-full"
                  aria-haspopup="dialog"
                  onPointerEnter={() => void loadDialog()}
                  onFocus={() => void loadDialog()}
                  onClick={(event) => {
                    triggerRef.current = event.currentTarget;
                    setShownId(service.id);
                    setOpenId(service.id);
                  }}
                >
                  Learn More<span className="sr-only"> about {service.title}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
      {shown ? (
        <Suspense fallback={null}>
          <ServiceDialog
            serviceId={shown.id}
            open={openId === shown.id}
            onOpenChange={(open) => setOpenId(open ? shown.id : null)}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
