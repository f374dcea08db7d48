/** Bounds of the person view (decision 052). */
export const PEOPLE_LIMITS = {
  /** Applications a person's section lists, the latest first; a person with more shows how many in all. */
  applications: 50,
  /** People the merge search offers. */
  choices: 10,
  /** The merge search's text. */
  q: 100,
} as const
