/** The home page's contact section (anchor #contact). Its quote form is built by the lead-capture work. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="container-page py-16">
      <h2 id="contact-heading" className="text-3xl font-bold text-primary">
        Get Your Free Quote
      </h2>
    </section>
  );
}
