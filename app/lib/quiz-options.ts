/** The option values of the five quiz questions (docs/product.md §9.2). Labels live in app/content/quiz.ts. */
export const quizOptionValues = {
  monthlyBill: ["under50", "50-100", "100-200", "over200"],
  propertyType: ["residential", "commercial"],
  ownership: ["own", "rent"],
  roofCondition: ["excellent", "good", "fair", "poor"],
  batteryInterest: ["yes", "maybe", "no"],
} as const;

export type QuizQuestionId = keyof typeof quizOptionValues;
export type QuizAnswers = { [K in QuizQuestionId]: (typeof quizOptionValues)[K][number] };

export const quizQuestionIds = Object.keys(quizOptionValues) as QuizQuestionId[];
