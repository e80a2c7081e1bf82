import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Pages with the shared header and footer.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("thank-you", "routes/thank-you.tsx"),
    route("testimonials", "routes/testimonials.tsx"),
    route("about", "routes/about.tsx"),
    route("case-studies", "routes/case-studies.tsx"),
    route("team", "routes/team.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
    route("cookie-policy", "routes/cookie-policy.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("solar", "routes/solar.tsx"),
    route("domesticsolar", "routes/domesticsolar.tsx"),
    route("faq", "routes/faq.tsx"),
    route("booking/new", "routes/booking.new.tsx"),
    route("booking/:id", "routes/booking.tsx"),
    route("solar-savings-calculator", "routes/solar-savings-calculator.tsx"),
    route("how-we-estimate", "routes/how-we-estimate.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Pages with a layout of their own.
  route("landing", "routes/landing.tsx"),
  // The staff area: the leads inbox opens first, the quiz funnel beside it (docs/decisions/058).
  route("quiz-analytics", "routes/quiz-analytics.tsx", [
    index("routes/quiz-analytics.inbox.tsx"),
    route("funnel", "routes/quiz-analytics.funnel.tsx"),
    route("bookings", "routes/quiz-analytics.bookings.tsx"),
  ]),
  // Resource routes.
  route("api/leads", "routes/api.leads.ts"),
  route("api/bookings", "routes/api.bookings.ts"),
  route("api/bookings/availability", "routes/api.bookings.availability.ts"),
  route("api/bookings.ics", "routes/api.bookings.ics.ts"),
  route("api/bookings/:id/:change", "routes/api.bookings.change.ts"),
  route("api/chat", "routes/api.chat.ts"),
  route("api/quiz-events", "routes/api.quiz-events.ts"),
  route("api/leads.csv", "routes/api.leads.csv.ts"),
  route("api/leads/:id", "routes/api.leads.id.ts"),
  route("api/leads/:id/deliveries/:channel/retry", "routes/api.leads.retry.ts"),
  route("api/quiz-analytics", "routes/api.quiz-analytics.ts"),
  route("api/staff/session", "routes/api.staff.session.ts"),
  route("api/estimate", "routes/api.estimate.ts"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("art/:file", "routes/art.ts"),
] satisfies RouteConfig;
