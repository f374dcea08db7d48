import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import type { Knockout, QuestionChoice } from '~/lib/job-questions'
import { applications } from './applications'
import { createdAt, id } from './columns'
import { questionKindEnum } from './enums'
import { jobs } from './jobs'

/** A job's own questions on the application form, in order (docs/product.md §5.6, decision 042). */
export const jobQuestions = pgTable(
  'job_questions',
  {
    id: id(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: questionKindEnum().notNull(),
    required: boolean().notNull().default(false),
    labelTr: text().notNull(),
    labelEn: text().notNull(),
    /** A single-choice question's choices, in order; empty for the other kinds. */
    choices: jsonb().$type<QuestionChoice[]>().notNull().default([]),
    /** Which answers flag an application for HR; null when none. */
    knockout: jsonb().$type<Knockout>(),
    createdAt: createdAt(),
  },
  (t) => [index('job_questions_job_idx').on(t.jobId, t.position)],
)

/**
 * An application's answers to its job's questions, each with a copy of the question as the
 * candidate saw it (labels, kind, the chosen choice's labels): removing or changing a question
 * later loses no answer; its `question_id` is then null.
 */
export const applicationAnswers = pgTable(
  'application_answers',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: uuid().references(() => jobQuestions.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    kind: questionKindEnum().notNull(),
    labelTr: text().notNull(),
    labelEn: text().notNull(),
    /** `yes`/`no`, a choice's key, a number ("1234.5") or the text typed; empty when left unanswered. */
    value: text().notNull(),
    /** The chosen choice's labels (single choice only). */
    choiceLabel: jsonb().$type<{ tr: string; en: string }>(),
    knockedOut: boolean().notNull().default(false),
  },
  (t) => [
    index('application_answers_application_idx').on(t.applicationId, t.position),
    // The applicants list's filter by one question's answer.
    index('application_answers_question_idx').on(t.questionId, t.value, t.applicationId),
  ],
)

export type JobQuestionRow = typeof jobQuestions.$inferSelect
export type ApplicationAnswer = typeof applicationAnswers.$inferSelect
