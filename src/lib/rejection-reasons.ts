/**
 * Why HR rejected an application: asked at every rejection, kept with the stage history, never
 * sent (decision 048). Dashboard-only, so not in `enums.ts`: that module is in the entry every
 * public page loads, and an export used by any chunk stays there (decision 013). The database enum
 * derives from it as from the others.
 */
export const rejectionReasons = [
  'qualifications',
  'experience',
  'position_filled',
  'other_candidate',
  'candidate_declined',
  'no_response',
  'other',
] as const
export type RejectionReason = (typeof rejectionReasons)[number]
