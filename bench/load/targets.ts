/** What the load benchmark sends: pages as a browser asks for them, and valid, unique API bodies. */
import type { Target } from "./cannon";

const json = { "content-type": "application/json" };
const bills = ["under50", "50-100", "100-200", "over200"] as const;

/** A prerendered page, asked for with gzip as a browser would (the nginx comparison uses the same bytes). */
export const pageTarget = (path: string): Target => ({
  name: `GET ${path}`,
  method: "GET",
  path,
  headers: { "accept-encoding": "gzip", accept: "text/html" },
});

/** A quiz lead (the advertising funnel's), unique per request. */
export const leadTarget: Target = {
  name: "POST /api/leads",
  method: "POST",
  path: "/api/leads",
  headers: json,
  body: (n) => ({
    body: JSON.stringify({
      source: "quiz",
      name: `Load Test ${n}`,
      email: `load${n}@example.com`,
      phone: `07700 9${String(n % 100_000).padStart(5, "0")}`,
      postcode: "CF10 1AA",
      variant: n % 2 ? "a" : "b",
      quizAnswers: {
        monthlyBill: bills[n % bills.length],
        propertyType: "residential",
        ownership: "own",
        roofCondition: "good",
        batteryInterest: "maybe",
      },
      page: "/landing",
      utm_source: "facebook",
      utm_campaign: "load",
    }),
  }),
};

const steps = ["started", "q1_viewed", "form_reached", "abandoned"] as const;

/** One funnel event of a new quiz session per request. */
export const quizEventTarget: Target = {
  name: "POST /api/quiz-events",
  method: "POST",
  path: "/api/quiz-events",
  headers: json,
  body: (n) => ({
    body: JSON.stringify({
      session_id: `load-${n}`,
      event_type: steps[n % steps.length],
      current_step: 0,
      total_steps: 5,
      device_type: "mobile",
      variant: n % 2 ? "a" : "b",
      utm_source: "facebook",
    }),
  }),
};

const questions = [
  "How much does a 4 kW solar system cost?",
  "Do you install batteries?",
  "Which areas do you cover?",
  "How long does an installation take?",
  "Can I get a free survey?",
];

/**
 * A visitor's chat question to the built-in assistant. The chat limit (20 a
 * minute per address) is fixed in code, so each request comes from an address
 * of its own (X-Forwarded-For, with TRUST_PROXY=1): many visitors, not one flood.
 */
export const chatTarget: Target = {
  name: "POST /api/chat",
  method: "POST",
  path: "/api/chat",
  headers: json,
  body: (n) => ({
    body: JSON.stringify({ messages: [{ role: "user", content: questions[n % questions.length] }] }),
    headers: { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
  }),
};
