import type { ApplicationStatus } from '~/lib/enums'

/*
 * The candidate's private application page (docs/product.md §13, decision 040): rules both sides
 * need, free of the schema library so the public pages can import them (decision 013).
 */

/** What the candidate is told of their application's status: a decision never says which. */
export const candidateStages = ['received', 'review', 'interview', 'decision', 'withdrawn'] as const
export type CandidateStage = (typeof candidateStages)[number]

const stageOf: Record<ApplicationStatus, CandidateStage> = {
  new: 'received',
  reviewing: 'review',
  interview: 'interview',
  offer: 'decision',
  hired: 'decision',
  rejected: 'decision',
  withdrawn: 'withdrawn',
}

/** The stage in candidate terms of an application's status. */
export const candidateStage = (status: ApplicationStatus): CandidateStage => stageOf[status]

/** The stages the page draws as steps, in order (withdrawn replaces them). */
export const CANDIDATE_STEPS = ['received', 'review', 'interview', 'decision'] as const satisfies readonly CandidateStage[]

/** The confirmation steps of the page (`?confirm=`), and what a posted form may ask (`intent`). */
export const candidateIntents = ['withdraw', 'delete'] as const
export type CandidateIntent = (typeof candidateIntents)[number]

/** The talent-pool consent's own posts, without a confirmation step (docs/product.md §13.5). */
export const poolIntents = ['renew_pool', 'leave_pool'] as const
export type PoolIntent = (typeof poolIntents)[number]

/** What the page says after a post that stays on it (`?done=`). */
export const candidateDone = { withdraw: 'withdrawn', renew_pool: 'renewed', leave_pool: 'left' } as const
export type CandidateDone = (typeof candidateDone)[keyof typeof candidateDone]

/** A private link's token: 32 random bytes in base64url, 43 characters without padding. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** New links mailed to one address per hour, whoever asks (the address's own allowance). */
export const LINK_REQUESTS_PER_ADDRESS = 3

/** The largest new-link form body: one e-mail field and the language. */
export const LINK_REQUEST_BODY_MAX = 4 * 1024

/** The path of an application's private page. */
export const candidatePath = (lang: string, token: string) => `/${lang}/applications/${token}`

/** The downloads of the private page (REST, through the same token). */
export const candidateDataPath = (token: string) => `/api/public/applications/${token}/data`
export const candidateResumePath = (token: string) => `/api/public/applications/${token}/resume`
