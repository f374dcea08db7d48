import { z } from 'zod'
import type { InterviewStatus } from '~/lib/enums'
import type { InterviewTimeZone } from '~/lib/time-zone'
import { enumField, idField, textField } from '~/lib/schema'
import {
  SCORECARD_CRITERIA,
  SCORECARD_LIMITS as L,
  SCORECARD_RECOMMENDATIONS,
  type ScorecardCriterion,
  type ScorecardRecommendation,
} from './scorecards.rules'

/** A rating of 1 to 5, or none yet (a draft). */
const ratingField = () =>
  z
    .number('validation.invalidValue')
    .int('validation.invalidValue')
    .min(1, 'validation.invalidValue')
    .max(5, 'validation.invalidValue')
    .nullable()

/**
 * The scorecard form and its server function (docs/product.md §16.4): `submit` false keeps a
 * draft, which may leave ratings and the recommendation empty; `submit` true requires them all.
 */
export const saveScorecardSchema = z
  .object({
    interviewId: idField(),
    roleSkills: ratingField(),
    communication: ratingField(),
    problemSolving: ratingField(),
    cultureValues: ratingField(),
    recommendation: enumField(SCORECARD_RECOMMENDATIONS).nullable(),
    notes: textField({ min: 0, max: L.notes, multiline: true }),
    submit: z.boolean('validation.invalidValue'),
  })
  .superRefine((value, context) => {
    if (!value.submit) return
    for (const name of [...SCORECARD_CRITERIA, 'recommendation'] as const)
      if (value[name] === null) context.addIssue({ code: 'custom', path: [name], message: 'validation.required' })
  })
export type SaveScorecardInput = z.input<typeof saveScorecardSchema>
export type SaveScorecardValues = z.output<typeof saveScorecardSchema>

export const applicationScorecardsSchema = z.object({ applicationId: idField() })

export type ScorecardRatings = Record<ScorecardCriterion, number | null>

/** One scorecard as the applicant page shows it. */
export interface ScorecardItem extends ScorecardRatings {
  interviewerId: string
  interviewerName: string
  recommendation: ScorecardRecommendation | null
  notes: string
  /** ISO time; null while it is a draft (only its author ever gets a draft). */
  submittedAt: string | null
}

/** An interview's scorecards as `viewer` may see them (docs/product.md §16.4, decision 050). */
export interface InterviewScorecards {
  interviewId: string
  startsAt: string
  timeZone: InterviewTimeZone
  status: InterviewStatus
  /** The interview's interviewers and whether each has submitted (never what they wrote). */
  interviewers: { id: string; name: string; submitted: boolean }[]
  /** The viewer is one of the interviewers. */
  isInterviewer: boolean
  /** The viewer's own scorecard, draft or submitted; null when they have none. */
  own: ScorecardItem | null
  /** The submitted scorecards the viewer may read, the own one included once submitted. */
  submitted: ScorecardItem[]
  /** The submitted scorecards held back until the viewer submits their own. */
  withheld: number
}

export interface ApplicationScorecards {
  interviews: InterviewScorecards[]
}
