/**
 * Product words: the words that name what we offer, read to tell which product a message is
 * about.
 */

/**
 * The words that name what we offer (services.ts): a long message's question
 * that names none of them ("what would that set us back?") is about the one its
 * setting names ("we've already got panels and want a battery", decision 113).
 */
export const assistantProducts: string[] = [
  "solar",
  "panels",
  "system",
  "battery",
  "batteries",
  "storage",
  "charger",
  "chargers",
  "diverter",
  "inverter",
  "drone",
  "survey",
  "cleaning",
  "maintenance",
  "quiz",
];
