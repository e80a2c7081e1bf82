/** The quiz's copy: question texts, option labels and icons, savings ranges (docs/product.md §2.5, §9.2). */
import {
  AlertTriangle,
  BatteryCharging,
  BatteryFull,
  BatteryLow,
  Building2,
  Coins,
  Home,
  KeyRound,
  type LucideIcon,
  PiggyBank,
  Sparkles,
  ThumbsUp,
  Wallet,
  Wrench,
  FileSignature,
  Banknote,
} from "lucide-react";
import { type QuizAnswers, type QuizQuestionId, quizOptionValues } from "~/lib/quiz-options";

export const QUIZ_TIMING = {
  /** Pause between an answer and the next question, so the choice is seen. */
  advanceMs: 200,
  /** How long the savings message shows after the bill answer. */
  savingsMessageMs: 3000,
} as const;

export interface QuizOption<V extends string = string> {
  value: V;
  label: string;
  icon: LucideIcon;
}

export interface QuizQuestion<K extends QuizQuestionId = QuizQuestionId> {
  id: K;
  title: string;
  hint: string;
  options: QuizOption<QuizAnswers[K]>[];
}

type Questions = { [K in QuizQuestionId]: QuizQuestion<K> };

const byId: Questions = {
  monthlyBill: {
    id: "monthlyBill",
    title: "What is your average monthly electricity bill?",
    hint: "A rough figure is fine.",
    options: [
      { value: "under50", label: "Under £50", icon: Coins },
      { value: "50-100", label: "£50-£100", icon: Wallet },
      { value: "100-200", label: "£100-£200", icon: Banknote },
      { value: "over200", label: "Over £200", icon: PiggyBank },
    ],
  },
  propertyType: {
    id: "propertyType",
    title: "What type of property is it?",
    hint: "We install on homes and businesses.",
    options: [
      { value: "residential", label: "Home (residential)", icon: Home },
      { value: "commercial", label: "Business (commercial)", icon: Building2 },
    ],
  },
  ownership: {
    id: "ownership",
    title: "Do you own the property?",
    hint: "Tenants need the owner's permission for panels.",
    options: [
      { value: "own", label: "Yes, I own it", icon: KeyRound },
      { value: "rent", label: "No, I rent it", icon: FileSignature },
    ],
  },
  roofCondition: {
    id: "roofCondition",
    title: "What condition is your roof in?",
    hint: "Our free survey checks it properly.",
    options: [
      { value: "excellent", label: "Excellent", icon: Sparkles },
      { value: "good", label: "Good", icon: ThumbsUp },
      { value: "fair", label: "Fair", icon: Wrench },
      { value: "poor", label: "Poor", icon: AlertTriangle },
    ],
  },
  batteryInterest: {
    id: "batteryInterest",
    title: "Would you like battery storage too?",
    hint: "A battery stores daytime power for the evening.",
    options: [
      { value: "yes", label: "Yes, include a battery", icon: BatteryFull },
      { value: "maybe", label: "Maybe, tell me more", icon: BatteryCharging },
      { value: "no", label: "No, panels only", icon: BatteryLow },
    ],
  },
};

/** In the order they are asked, which is the order of the option table (docs/product.md §9.2). */
export const quizQuestions: QuizQuestion[] = (Object.keys(quizOptionValues) as QuizQuestionId[]).map(
  (id) => byId[id] as QuizQuestion,
);

export const QUIZ_TOTAL_STEPS = quizQuestions.length;

/** The option that most visitors choose, flagged while it is not selected. */
export const mostCommon = { questionId: "monthlyBill", value: "100-200", label: "Most common" } as const;

/** Estimated yearly savings by monthly bill (docs/product.md §9.2). */
export const savingsByBill: Record<QuizAnswers["monthlyBill"], string> = {
  under50: "£300-£600",
  "50-100": "£600-£1,200",
  "100-200": "£1,200-£2,000",
  over200: "£2,000+",
};

/** The bill answer a monthly bill in pounds falls in (under £50, £50-£100, £100-£200, over £200). */
export const billAnswerFor = (bill: number): QuizAnswers["monthlyBill"] =>
  bill < 50 ? "under50" : bill <= 100 ? "50-100" : bill <= 200 ? "100-200" : "over200";

/** The yearly savings range for a bill answer; undefined before the bill is answered. */
export function savingsFor(bill: string | undefined): string | undefined {
  return bill && Object.hasOwn(savingsByBill, bill) ? savingsByBill[bill as QuizAnswers["monthlyBill"]] : undefined;
}

export const quizCopy = {
  heading: "See if you qualify",
  duration: "Takes ~60 seconds",
  intro: "Five quick questions about your home and energy use, then we'll prepare your free, no-obligation quote.",
  progress: (step: number, total: number) => `Question ${step} of ${total}`,
  lastQuestion: "Almost done! Last question",
  back: "Back",
  next: "Next",
  continue: "Continue",
  keyboardHint: "Use the arrow keys to choose, then Space or Enter to confirm.",
  savingsLine: (range: string) => `Est. savings: ${range} per year`,
  savingsMessage: (range: string) => `Good news: a home with your bill could save around ${range} a year with solar.`,
  noScript: "The quiz needs JavaScript. You can still get a free quote by calling us on",
} as const;

/** The contact step: variant B in the original wording, variant A our own (docs/product.md §2.5). */
export const contactCopy = {
  b: {
    progressLabel: "Final Step",
    title: "We need your details to provide you with a quote",
    subtitle: "We'll use your answers to create a personalised solar solution for your property.",
  },
  a: {
    progressLabel: "Your details",
    title: "Where should we send your free quote?",
    subtitle: "You've answered every question. Tell us who you are and a local surveyor will be in touch.",
  },
  fields: {
    name: { label: "Full Name", placeholder: "e.g. Sian Jones", autoComplete: "name" },
    email: { label: "Email Address", placeholder: "e.g. sian@example.com", autoComplete: "email" },
    phone: { label: "Phone Number", placeholder: "e.g. 07700 900123", autoComplete: "tel" },
    postcode: { label: "Postcode", placeholder: "e.g. CF10 1AA", autoComplete: "postal-code" },
  },
  back: "Back",
  submit: "Get My Free Quote",
  submitting: "Submitting...",
  secure: "Your information is 100% secure and private",
  consent:
    "By submitting, you agree that we may contact you by phone, e-mail or text about your quote. We never share your details.",
  callPrefix: "Prefer to talk? Call",
  rating: "4.9/5 stars from 1,000+ customers",
  errors: {
    title: "Error",
    failed: "There was a problem submitting your details. Please try again.",
    fields: "Please check the highlighted fields and try again.",
    tooMany: "Too many submissions. Please try again later.",
  },
} as const;
