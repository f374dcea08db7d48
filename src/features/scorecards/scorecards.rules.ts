/*
 * Scorecards (docs/product.md §16.4, decision 050): the fixed criteria, the scale, the
 * recommendations and the limits both the form and the server keep. The criteria are the
 * `scorecards` table's rating columns; their labels are in the `scorecards` strings.
 */

/** The criteria every scorecard rates, in the form's order. */
export const SCORECARD_CRITERIA = ['roleSkills', 'communication', 'problemSolving', 'cultureValues'] as const
export type ScorecardCriterion = (typeof SCORECARD_CRITERIA)[number]

/** A rating: 1 (poor) to 5 (excellent). */
export const SCORECARD_RATINGS = [1, 2, 3, 4, 5] as const

/** The recommendation a scorecard ends with, from the strongest "no" to the strongest "yes". */
export const SCORECARD_RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const
export type ScorecardRecommendation = (typeof SCORECARD_RECOMMENDATIONS)[number]

export const SCORECARD_LIMITS = {
  /** The notes' characters (the table's check says the same). */
  notes: 2000,
} as const
