import { sql } from 'drizzle-orm'
import { check, index, pgEnum, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { interviews } from './interviews'
import { users } from './users'

/**
 * The recommendation a scorecard ends with (docs/product.md §16.4, decision 050). The values are
 * `SCORECARD_RECOMMENDATIONS` of src/features/scorecards/scorecards.rules.ts, which a shared layer
 * may not import; the scorecards' server code assigns one to the other both ways, so the type
 * check fails when they part.
 */
export const scorecardRecommendationEnum = pgEnum('scorecard_recommendation', ['strong_no', 'no', 'yes', 'strong_yes'])

/** A rating column: 1 to 5, or none yet in a draft. */
const rating = () => smallint()
const ratingChecks = ['role_skills', 'communication', 'problem_solving', 'culture_values'] as const

/**
 * One interviewer's scorecard of one interview (docs/product.md §16.4, decision 050): a rating
 * per criterion, a recommendation and notes; a draft until `submitted_at`, then final. Users are
 * deactivated rather than deleted, so the cascade on the interviewer is for completeness.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: id(),
    interviewId: uuid()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    interviewerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleSkills: rating(),
    communication: rating(),
    problemSolving: rating(),
    cultureValues: rating(),
    recommendation: scorecardRecommendationEnum(),
    notes: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One scorecard per interviewer and interview; the applicant page reads an interview's cards through it.
    unique('scorecards_interview_interviewer_key').on(t.interviewId, t.interviewerId),
    index('scorecards_interviewer_idx').on(t.interviewerId),
    ...ratingChecks.map((column) => check(`scorecards_${column}_check`, sql.raw(`${column} between 1 and 5`))),
    check('scorecards_notes_check', sql`char_length(${t.notes}) <= 2000`),
    // A submitted scorecard is whole: every rating and the recommendation.
    check(
      'scorecards_submitted_check',
      sql`${t.submittedAt} is null or (${t.roleSkills} is not null and ${t.communication} is not null and ${t.problemSolving} is not null and ${t.cultureValues} is not null and ${t.recommendation} is not null)`,
    ),
  ],
)

export type Scorecard = typeof scorecards.$inferSelect
