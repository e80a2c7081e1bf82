import { Phone } from "lucide-react";
import { type RefObject, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { scrollToId } from "~/lib/scroll";
import { quoteCta } from "~/content/calls-to-action";

interface ServiceDialogProps {
  serviceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Moves focus into the contact section without a second scroll jump. */
function focusContact() {
  const section = document.getElementById("contact");
  if (!section) return;
  const target = section.querySelector<HTMLElement>("input, select, textarea, button") ?? section;
  if (target === section) section.tabIndex = -1;
  target.focus({ preventScroll: true });
}

export default function ServiceDialog({ serviceId, open, onOpenChange, returnFocusTo }: ServiceDialogProps) {
  // The full details (process, benefits, prices) arrive with this lazily loaded module, not with the page.
  const service = services.find((s) => s.id === serviceId);
  const goToContact = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();

  if (!service) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!goToContact.current) {
            returnFocusTo.current?.focus();
            return;
          }
          goToContact.current = false;
          // Scroll only once the dialog has gone and the page can scroll again.
          if (location.pathname === "/" && scrollToId("contact")) focusContact();
          else void navigate("/#contact");
        }}
      >
        <DialogTitle>{service.title}</DialogTitle>
        <DialogDescription>{service.overview}</DialogDescription>

        <h3 className="mt-6 text-lg font-bold text-primary">Our Process</h3>
        <ol className="mt-3 space-y-3">
          {service.process.map((step, i) => (
            <li key={step} className="flex items-start gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>

        <h3 className="mt-6 text-lg font-bold text-primary">Key Benefits</h3>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {service.benefits.map((benefit) => (
            <li key={benefit} className="rounded-lg bg-success-soft px-3 py-2 text-sm font-medium text-success">
              {benefit}
            </li>
          ))}
        </ul>

        <h3 className="mt-6 text-lg font-bold text-primary">Investment &amp; Pricing</h3>
        <p className="mt-2 rounded-lg bg-accent-soft p-4 text-foreground">{service.pricing}</p>

        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href="/#contact"
            className={buttonVariants({ variant: "accent", className: "sm:flex-1" })}
            onClick={(event) => {
              event.preventDefault();
              goToContact.current = true;
              onOpenChange(false);
            }}
          >
            {quoteCta.label}
          </a>
          <a href={`tel:${site.phone.tel}`} className={buttonVariants({ variant: "outline", className: "sm:flex-1" })}>
            <Phone aria-hidden="true" /> Call for Consultation
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
