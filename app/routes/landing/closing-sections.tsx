import { ArrowUp, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { CurrentYear } from "~/components/current-date";
import { buttonVariants } from "~/components/ui/button";
import { landing } from "~/content/landing";
import { footerLegalLinks, accreditations } from "~/content/navigation";
import { site } from "~/content/site";
import { prefersReducedMotion } from "~/lib/scroll";

/** Back to the quiz at the top, with focus on its heading so keyboard users land there too. */
function scrollToQuiz() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  document.getElementById("quiz-heading")?.focus({ preventScroll: true });
}

export function CallToAction() {
  const { title, text, button, callLabel } = landing.cta;
  return (
    <section aria-labelledby="cta-heading" className="bg-primary py-14 text-white">
      <div className="container-page text-center">
        <h2 id="cta-heading" className="text-3xl font-bold">
          {title}
        </h2>
        <p className="mt-2 text-lg text-slate-200">{text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={scrollToQuiz} className={buttonVariants({ variant: "accent", size: "lg" })}>
            <ArrowUp aria-hidden="true" /> {button}
          </button>
          <a
            href={`tel:${site.phone.tel}`}
            className={buttonVariants({
              variant: "outline",
              size: "lg",
              className: "border-white bg-transparent text-white hover:bg-white/10",
            })}
          >
            <Phone aria-hidden="true" /> {callLabel} {site.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}

/** Our accreditations as a static row of name badges. */
export function Certifications() {
  return (
    <section aria-labelledby="cert-heading" className="container-page py-10">
      <h2 id="cert-heading" className="text-center text-lg font-bold text-primary">
        {landing.certifications.title}
      </h2>
      <ul className="mt-5 flex flex-wrap justify-center gap-3">
        {accreditations.map((a) => (
          <li
            key={a.short}
            className="flex h-12 items-center gap-2 rounded-lg border border-border bg-background px-3 text-primary"
          >
            <ShieldCheck aria-hidden="true" className="size-5 text-success" />
            <span className="text-sm font-extrabold">{a.short}</span>
            <span className="sr-only">({a.name})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="bg-primary py-8 text-sm text-slate-200">
      <div className="container-page flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <p>
          © <CurrentYear /> {site.legalName}. {landing.footer.rights}
        </p>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5">
            {footerLegalLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="inline-block py-2 underline-offset-4 hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
