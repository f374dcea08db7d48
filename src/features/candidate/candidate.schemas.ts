import { z } from 'zod'
import type { AlertFrequency, ConsentPurpose, Language, QuestionKind } from '~/lib/enums'
import { emailField, issueFields } from '~/lib/schema'
import type { UtmValues } from '~/lib/tracking'
import type { CandidateStage } from './candidate.rules'

/** The new-link form (docs/product.md §13.4): one e-mail address, with common's messages. */
export const linkRequestSchema = z.object({ email: emailField() })

export const linkRequestIssueFields = (error: z.ZodError) => issueFields(error, 'candidate.')

/** What the private page shows of one application (docs/product.md §13.2). */
export interface CandidateApplication {
  /** The position in the page's language. */
  jobTitle: string
  /** The job page, while the public may still see it; null otherwise. */
  jobPath: string | null
  submittedAt: string
  stage: CandidateStage
  withdrawnAt: string | null
  /** Until when this link works. */
  linkExpiresAt: string
  resumeName: string
  /** Every consent given with the application (docs/product.md §13.5). */
  consents: CandidateConsent[]
  /** The scheduled interviews that have not started, soonest first (docs/product.md §16). */
  interviews: CandidateInterview[]
}

/** An interview as the candidate sees it: when (in its own time zone), how long, where. */
export interface CandidateInterview {
  startsAt: string
  timeZone: string
  durationMinutes: number
  location: string | null
  videoUrl: string | null
}

/** One consent as the page and the export show it. */
export interface CandidateConsent {
  purpose: ConsentPurpose
  noticeVersion: string
  language: Language
  givenAt: string
  /** When it ends (has ended, when in the past). */
  expiresAt: string
  renewedAt: string | null
  /** Still holding now. */
  active: boolean
}

/**
 * The private page's data: the application, or why the link shows nothing (an unknown or
 * replaced token: `unknown`, 404; a token past its expiry: `expired`, 410), or the address's
 * allowance is spent (429).
 */
export type CandidateView =
  | { state: 'ok'; application: CandidateApplication }
  | { state: 'unknown' | 'expired' }
  | { state: 'rate_limited'; retryAfterSeconds: number }

/**
 * A job alert of the application's e-mail address as the export lists it (docs/product.md §13.2,
 * §14.4): the search it keeps, never its tokens or their hashes.
 */
export interface CandidateJobAlert {
  email: string
  language: Language
  frequency: AlertFrequency
  /** The board's filters it keeps, by the board's names (q, category, workMode, employmentType, level, location, company). */
  filters: Partial<Record<string, string>>
  consentAt: string
  confirmedAt: string | null
  lastDigestAt: string | null
  createdAt: string
  /** The positions it matched, and when each was e-mailed (null: waiting for the next digest). */
  jobsMatched: Array<{ jobId: string; matchedAt: string; mailedAt: string | null }>
}

/**
 * The data export (docs/product.md §13.2): every field held about one application, and the job
 * alerts held for its e-mail address.
 */
export interface CandidateDataExport {
  exportedAt: string
  application: {
    id: string
    language: Language
    submittedAt: string
    updatedAt: string
    status: string
    stage: CandidateStage
    withdrawnAt: string | null
    consentAt: string
    privateLinkExpiresAt: string | null
    /** Where the applicant came from and the link's utm values (docs/product.md §15.2). */
    source: string | null
    utm: UtmValues | null
  }
  job: { id: string; title: Record<Language, string | null> }
  form: {
    fullName: string
    email: string
    phone: string
    currentLocation: string | null
    currentCompany: string | null
    linkedinUrl: string | null
    portfolioUrl: string | null
    additionalInfo: string | null
  }
  resume: { fileName: string; contentType: string; sizeBytes: number; sha256: string; uploadedAt: string }
  /**
   * The answers to the job's questions (docs/product.md §5.6), each with its copy of the question:
   * the value as stored and, for a choice, the chosen choice's labels. Never whether an answer
   * flagged the application: the candidate never learns the knock-out rule.
   */
  answers: Array<{ question: Record<Language, string>; kind: QuestionKind; value: string; choice: Record<Language, string> | null }>
  statusHistory: Array<{ at: string; from: string | null; to: string }>
  notes: Array<{ text: string; createdAt: string }>
  mails: Array<{ to: string; subject: string; status: string; createdAt: string; sentAt: string | null }>
  consents: CandidateConsent[]
  jobAlerts: CandidateJobAlert[]
  /** Every interview of the application, cancelled ones too, without who interviews (docs/product.md §16). */
  interviews: Array<CandidateInterview & { status: string; scheduledAt: string; updatedAt: string }>
}
