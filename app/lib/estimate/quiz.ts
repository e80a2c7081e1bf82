/**
 * The quiz's estimates for each bill answer, worked out by the engine for the
 * reference home in Cardiff when the landing page is built (its loader), and
 * handed to the page as finished sentences: the quiz shows the engine's
 * figures without shipping the engine (docs/decisions/100).
 */
import { defaults } from "~/content/estimate";
import { quizBillCases, quizDefaultPostcode, quizEstimateCopy as copy } from "~/content/estimate-quiz";
import type { QuizAnswers } from "~/lib/quiz-options";
import { estimate } from "./engine";
import { gbp, range, years } from "./format";

export interface QuizBandEstimate {
  /** Under the 'Est. savings' line. */
  bandNote: string;
  /** The contact step's figures and their case. */
  line: string;
  basis: string;
}

export type QuizBandEstimates = Record<QuizAnswers["monthlyBill"], QuizBandEstimate>;

/**
 * The estimate for one monthly bill and the reference home in Cardiff, as sentences: the quiz's
 * bands use it, and so does the chat assistant for a bill a visitor names. An error message when
 * the engine refuses the bill (one below the standing charge).
 */
export function quizEstimateFor(bill: number): QuizBandEstimate | string {
  const result = estimate({ ...defaults, postcode: quizDefaultPostcode, monthlyBill: bill });
  if (!result.ok) return result.error;
  const e = result.estimate;
  const savings = range(e.annualSavingsGbp, gbp);
  return {
    bandNote: copy.bandNote(bill, savings),
    line: copy.contactLine(savings, range(e.paybackYears, years)),
    basis: copy.contactCase(bill),
  };
}

export function quizBandEstimates(): QuizBandEstimates {
  const out = {} as QuizBandEstimates;
  for (const [band, bill] of Object.entries(quizBillCases) as [QuizAnswers["monthlyBill"], number][]) {
    const estimate = quizEstimateFor(bill);
    // Every band's bill is well above the standing charge; a refusal here is a broken constant.
    if (typeof estimate === "string") throw new Error(`The quiz estimate for a £${bill} bill was refused: ${estimate}`);
    out[band] = estimate;
  }
  return out;
}
