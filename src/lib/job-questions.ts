import type { Language, QuestionKind } from './enums'

/*
 * A job's own questions on the application form and their knock-out rules (docs/product.md §5.6,
 * decision 042): the shapes, the bounds and the pure rules that the dashboard's job form (jobs),
 * the public apply form and the server (applications) share. Schema-free, so the public apply
 * page may import it (decision 013); the zod schemas are built from these numbers in
 * jobs.schemas.ts (the questions) and applications.schemas.ts (the answers).
 */

export const QUESTION_LIMITS = {
  /** Questions a job may have. */
  questions: 20,
  /** Choices a single-choice question may have, and at least. */
  choices: { min: 2, max: 20 },
  /** A question's label in each language. */
  label: { min: 2, max: 300 },
  /** A choice's label in each language. */
  choice: 120,
  /** A short text answer. */
  shortText: 300,
  /** A long text answer. */
  longText: 3000,
  /** A number answer and a knock-out bound: at most this much either side of zero, at most two decimals. */
  number: 1_000_000_000,
  numberDecimals: 2,
} as const

/** The characters a number answer is written with: an optional minus, digits, and a decimal point or comma with at most two digits. */
export const NUMBER_ANSWER_PATTERN = /^-?\d{1,10}(?:[.,]\d{1,2})?$/

export interface QuestionChoice {
  /** Stable within the question: answers and knock-out rules name the choice by it. */
  key: string
  tr: string
  en: string
}

/**
 * Which answers flag an application for HR (never a rejection): a yes/no question's unwanted
 * answer, some choices of a single-choice question, a number below `min` or above `max`.
 */
export type Knockout = { answer: 'yes' | 'no' } | { choices: string[] } | { min?: number; max?: number }

/** A question as the public form shows it: no knock-out rule (a candidate never learns it). */
export interface PublicQuestion {
  id: string
  kind: QuestionKind
  required: boolean
  label: Record<Language, string>
  choices: QuestionChoice[]
}

/** A question as the server and HR know it. */
export interface JobQuestion extends PublicQuestion {
  knockout: Knockout | null
}

/** The form field (multipart part) of a question's answer. */
export const questionField = (id: string) => `q_${id}`

/** The question id of an answer's form field, or undefined when the name is not one. */
export const questionIdOfField = (name: string) => (name.startsWith('q_') ? name.slice(2) : undefined)

/** The question without what the public may not see. */
export const publicQuestion = ({ knockout: _knockout, ...question }: JobQuestion): PublicQuestion => question

/** A number answer as stored ("1234.5"), from what the candidate typed ("1234,5"). */
export const normalizeNumber = (text: string) => text.trim().replace(',', '.')

/**
 * Whether a valid answer of `question` (as stored: `yes`/`no`, a choice key, a normalized number,
 * a text; empty when not answered) is one of its knock-out answers. An unanswered question never is.
 */
export function isKnockedOut(question: Pick<JobQuestion, 'kind' | 'knockout'>, value: string): boolean {
  const rule = question.knockout
  if (!rule || value === '') return false
  if (question.kind === 'yes_no' && 'answer' in rule) return value === rule.answer
  if (question.kind === 'single_choice' && 'choices' in rule) return rule.choices.includes(value)
  if (question.kind === 'number' && !('answer' in rule) && !('choices' in rule)) {
    const n = Number(value)
    return (rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max)
  }
  return false
}

/** An answer as shown to HR in `lang`: the choice's label, yes/no in words (`yesNo`), else the value. */
export function answerText(
  answer: { kind: QuestionKind; value: string; choiceLabel: Record<Language, string> | null },
  lang: Language,
  yesNo: Record<'yes' | 'no', string>,
): string {
  if (answer.kind === 'yes_no' && (answer.value === 'yes' || answer.value === 'no')) return yesNo[answer.value]
  if (answer.kind === 'single_choice' && answer.choiceLabel) return answer.choiceLabel[lang]
  return answer.value
}
