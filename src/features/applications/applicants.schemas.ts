import { z } from 'zod'
import { type ApplicationStatus, applicationStatuses, type Language } from '~/lib/enums'
import { LIST_PAGE_MAX } from '~/lib/list-search'
import { enumField, textField } from '~/lib/schema'
import { APPLICANT_SEARCH_MAX, type ApplicantListSearch } from './applicants.search'

export const NOTE_MAX = 5000

export type { ApplicantListSearch } from './applicants.search'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidValue')

/** The Applicants list state: read from the URL by `readApplicantListSearch`, validated again here on the server. */
export const applicantListSchema = z.object({
  job: z.uuid('validation.invalidValue').optional(),
  status: enumField(applicationStatuses).optional(),
  from: day.optional(),
  to: day.optional(),
  q: textField({ min: 0, max: APPLICANT_SEARCH_MAX }).optional(),
  page: z.number().int().min(1).max(LIST_PAGE_MAX).default(1),
}) satisfies z.ZodType<unknown, ApplicantListSearch>

export const applicantIdSchema = z.object({ id: z.uuid('validation.invalidValue') })
export const setApplicantStatusSchema = z.object({ id: z.uuid('validation.invalidValue'), status: enumField(applicationStatuses) })
export const addApplicantNoteSchema = z.object({
  id: z.uuid('validation.invalidValue'),
  body: textField({ min: 1, max: NOTE_MAX, multiline: true }),
})
export type AddApplicantNoteInput = z.input<typeof addApplicantNoteSchema>

export interface ApplicantListItem {
  id: string
  fullName: string
  email: string
  jobId: string
  jobTitle: string
  status: ApplicationStatus
  currentLocation: string | null
  createdAt: string
}

export interface ApplicantNote {
  id: string
  body: string
  authorName: string | null
  createdAt: string
}

export interface ApplicantDetail extends ApplicantListItem {
  phone: string
  currentCompany: string | null
  linkedinUrl: string | null
  portfolioUrl: string | null
  additionalInfo: string | null
  language: Language
  consentAt: string
  resume: { originalName: string; sizeBytes: number; contentType: string }
  notes: ApplicantNote[]
}

export interface JobOption {
  id: string
  title: string
}
