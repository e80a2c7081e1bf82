/**
 * The quiz's estimate (issue #13): the monthly bill each bill answer stands
 * for, and the words around the engine's figures on the quiz, the contact
 * step and /thank-you. The figures themselves always come from the engine
 * (docs/decisions/100).
 */
import type { QuizAnswers } from "~/lib/quiz-options";

/**
 * The bill the engine is given for each answer: near the middle of the band,
 * and for the open-ended bands a bill inside them that many homes pay (a
 * £40 bill is about 1,070 kWh a year, £250 about 10,700 kWh).
 */
export const quizBillCases: Record<QuizAnswers["monthlyBill"], number> = {
  under50: 40,
  "50-100": 75,
  "100-200": 150,
  over200: 250,
};

/** The assumptions of a quiz estimate besides the bill: our reference home's roof and day (docs/product.md §13.5). */
export const quizHomeCase = "a south-facing roof at 35° without shade, someone in for half the day, no battery";

/** Our reference location before the visitor gives a postcode. */
export const quizDefaultPostcode = "CF10 1AA";

export const quizEstimateCopy = {
  /** Under the 'Est. savings' line of the quiz, which keeps the original wording (docs/decisions/100). */
  bandNote: (bill: number, range: string) =>
    `That band is a rough guide. Our published estimate for a £${bill} monthly bill in Cardiff: ${range} a year.`,
  contactHeading: "Your estimate",
  contactLine: (range: string, payback: string) => `Savings and export income of ${range} a year; payback ${payback}.`,
  contactCase: (bill: number) =>
    `For a £${bill} monthly bill in Cardiff, with ${quizHomeCase}. Your surveyor works it out for your own roof.`,
  thankYouHeading: "Your savings estimate",
  thankYouCase: (bill: number, postcode: string) =>
    `For ${postcode} and a £${bill} monthly bill, with ${quizHomeCase}. We have sent it to your surveyor with your details.`,
  methodLink: "How we estimate",
} as const;
