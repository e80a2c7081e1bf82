/**
 * The plain values behind the lead schema, apart from zod so that the forms
 * can use them without shipping the validation library to the browser.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  address: 300,
  message: 5000,
  requirements: 1000,
  attribution: 200,
  referrer: 500,
  historyMessages: 50,
  historyContent: 2000,
} as const;

export const referralValues = ["facebook", "instagram", "linkedin", "google", "other"] as const;
export const contactMethodValues = ["phone", "email", "home_visit"] as const;
