import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { applicationsRead, applicationsWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { isLanguage } from '~/lib/language'
import { getDb } from '~/lib/server/runtime'
import { validate } from '~/lib/validate'
import {
  addApplicantNote,
  answerFilterOptions,
  bulkMoveApplicants,
  deleteApplicant,
  getApplicant,
  listApplicants,
  getJobChoice,
  getJobSources,
  getPipeline,
  listTemplateChoices,
  previewBulkMove,
  previewStageMail,
  searchJobChoices,
  setApplicantStatus,
} from './applications.admin.server'
import {
  addApplicantNoteSchema,
  applicantIdSchema,
  applicantListSchema,
  bulkMoveSchema,
  bulkPreviewSchema,
  jobChoicesSchema,
  setApplicantStatusSchema,
  stageMailPreviewSchema,
} from './applications.schemas'
import { applyPageJob, getSubmittedApplication } from './applications.server'

// The public pages' functions: plain input checks, no schema library on public pages (decision 013).

/** A slug as the route passes it; anything else finds nothing. */
const slugInput = (input: unknown): { slug: string } => {
  const slug = (input as { slug?: unknown } | null)?.slug
  return { slug: typeof slug === 'string' && slug.length <= 120 ? slug : '' }
}

/**
 * The apply page's job (null when the public may not see it) and its company's names. Its own
 * small function rather than the job pages' reader (jobs.page.ts): sharing that chunk costs
 * the page about 0.3 KB of first-load JavaScript (decision 013).
 */
export const applyPageJobFn = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => (data.slug ? applyPageJob(await getDb(), data.slug) : null))

const receiptInput = (input: unknown): { slug: string; ref: string; lang: 'tr' | 'en' } => {
  const { slug, ref, lang } = (input ?? {}) as Record<string, unknown>
  return {
    slug: typeof slug === 'string' && slug.length <= 120 ? slug : '',
    ref: typeof ref === 'string' && ref.length <= 36 ? ref : '',
    lang: isLanguage(lang) ? lang : 'tr',
  }
}

/** The success page's two facts (position and date) of one application of one job; null otherwise. */
export const applicationReceiptFn = createServerFn({ method: 'GET' })
  .validator(receiptInput)
  .handler(async ({ data }) => (data.slug && data.ref ? getSubmittedApplication(await getDb(), data.slug, data.ref, data.lang) : null))

// The dashboard's functions.

export const listApplicantsFn = applicationsRead.validator(validate(applicantListSchema)).handler(withActor(listApplicants))

export const searchJobChoicesFn = applicationsRead.validator(validate(jobChoicesSchema)).handler(withActor(searchJobChoices))

export const getJobChoiceFn = applicationsRead.validator(validate(applicantIdSchema)).handler(withActor(getJobChoice))

export const answerFilterOptionsFn = applicationsRead.validator(validate(applicantIdSchema)).handler(withActor(answerFilterOptions))
export const getJobSourcesFn = applicationsRead.validator(validate(applicantIdSchema)).handler(withActor(getJobSources))

export const getPipelineFn = applicationsRead.validator(validate(applicantIdSchema)).handler(withActor(getPipeline))

export const getApplicantFn = applicationsRead.validator(validate(applicantIdSchema)).handler(withActor(getApplicant))

export const setApplicantStatusFn = applicationsWrite.validator(validate(setApplicantStatusSchema)).handler(withActor(setApplicantStatus))

export const templateChoicesFn = applicationsRead.validator(validate(z.undefined())).handler(withDb(listTemplateChoices))

export const previewStageMailFn = applicationsRead.validator(validate(stageMailPreviewSchema)).handler(withActor(previewStageMail))

export const addApplicantNoteFn = applicationsWrite.validator(validate(addApplicantNoteSchema)).handler(withActor(addApplicantNote))

export const deleteApplicantFn = applicationsWrite.validator(validate(applicantIdSchema)).handler(withActor(deleteApplicant))

export const previewBulkMoveFn = applicationsRead.validator(validate(bulkPreviewSchema)).handler(withActor(previewBulkMove))

export const bulkMoveApplicantsFn = applicationsWrite.validator(validate(bulkMoveSchema)).handler(withActor(bulkMoveApplicants))
