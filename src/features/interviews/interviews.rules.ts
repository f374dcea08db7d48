/*
 * Interviews (docs/product.md §16, decision 047): the limits both the form and the server keep.
 */

export const INTERVIEW_LIMITS = {
  minMinutes: 15,
  maxMinutes: 480,
  location: 200,
  videoUrl: 500,
  /** Interviewers on one interview. */
  interviewers: 10,
} as const

/** The durations the form offers, in minutes (any whole number in the limits is accepted). */
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const

/** An invitation's state on the applicant page: every mail of the interview's last revision sent, some waiting, or one failed. */
export type InvitationState = 'queued' | 'sent' | 'failed'
