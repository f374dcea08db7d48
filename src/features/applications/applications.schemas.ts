import { z } from 'zod'
import {
  type ApplicationStatus,
  applicationStatuses,
  hrApplicationStatuses,
  type JobStatus,
  type Language,
  type QuestionKind,
} from '~/lib/enums'
import { rejectionReasons, type RejectionReason } from '~/lib/rejection-reasons'
import { emailField, enumField, issueFields, textField, idField, idSchema, listSearchSchema } from '~/lib/schema'
import { APPLICATION_LIMITS as L, BULK_PICK_MAX, RESUME_MAX_BYTES } from './applications.rules'
import { ANSWER_FILTER_PATTERN, type ApplicantListSearch, knockoutFilters } from './applications.search'
import { LIST_SEARCH_MAX } from '~/lib/list-search'
import {
  NUMBER_ANSWER_PATTERN,
  normalizeNumber,
  type PublicQuestion,
  QUESTION_LIMITS,
  questionField,
  questionIdOfField,
} from '~/lib/job-questions'
import type { UtmValues } from '~/lib/tracking'

/**
 * The application form (docs/product.md §5.2), one schema for the browser (checked on
 * first interaction, loaded lazily) and the server (the REST endpoint and the scriptless post).
 * Messages are locale keys: `validation.*` of `common` (the generic sentences of docs/product.md §8), `apply.validation.*` for the form's own. The CV's type is decided on the server by its content (file-sniff), not here.
 */

const PHONE = /^[0-9 +()\-.]+$/

/**
 * An optional text: a part left out counts as empty. Browsers send a textarea's line breaks as
 * CRLF; they are stored, and counted, as one character each.
 */
const optionalText = (max: number, multiline = false) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null ? '' : typeof value === 'string' && multiline ? value.replace(/\r\n?/g, '\n') : value,
    textField({ min: 0, max, multiline }),
  )

/** True for an absolute http(s) URL with a host. */
function webUrl(value: string, httpsOnly: boolean): URL | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return undefined
  return url.hostname.includes('.') && !url.username && !url.password ? url : undefined
}

const isLinkedinUrl = (value: string) => {
  const host = webUrl(value, true)?.hostname.toLowerCase()
  return host === 'linkedin.com' || Boolean(host?.endsWith('.linkedin.com'))
}

/** What the schema needs to know of the CV: a browser File, or the server's upload record. */
export interface ResumeInput {
  name: string
  size: number
}

const isResume = (value: unknown): value is ResumeInput =>
  typeof value === 'object' && value !== null && typeof (value as ResumeInput).size === 'number' && (value as ResumeInput).size > 0

export const applicationSchema = z.object({
  full_name: textField({ min: L.fullName.min, max: L.fullName.max }),
  email: emailField(),
  phone: textField({ max: L.phone.max }).refine(
    (value) => value.length >= L.phone.min && PHONE.test(value) && (value.match(/\d/g)?.length ?? 0) >= L.phone.min,
    'apply.validation.phone',
  ),
  current_location: optionalText(L.currentLocation),
  current_company: optionalText(L.currentCompany),
  linkedin_url: optionalText(L.url).refine((value) => value === '' || isLinkedinUrl(value), 'apply.validation.linkedinUrl'),
  portfolio_url: optionalText(L.url).refine((value) => value === '' || webUrl(value, false) !== undefined, 'apply.validation.portfolioUrl'),
  additional_info: optionalText(L.additionalInfo, true),
  resume: z
    .custom<ResumeInput>(isResume, 'validation.required')
    .refine((file) => file.size <= RESUME_MAX_BYTES, 'apply.validation.resumeTooLarge'),
  consent: z.literal(true, 'apply.validation.consent'),
  /** The optional, separate consent to the talent pool (docs/product.md §13.5). */
  talent_pool: z.boolean(),
})

// The job's own questions (docs/product.md §5.6, decision 042).

const Q = QUESTION_LIMITS
const optionalAnswer = (value: unknown) => (value === undefined || value === null ? '' : value)

/** One answer's rule by its question's kind; an empty answer is refused only when the question is required. */
function answerField(question: PublicQuestion): z.ZodType<string> {
  let field: z.ZodType<string>
  switch (question.kind) {
    case 'short_text':
      field = textField({ min: 0, max: Q.shortText })
      break
    case 'long_text':
      field = z.preprocess(
        (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
        textField({ min: 0, max: Q.longText, multiline: true }),
      )
      break
    case 'yes_no':
      field = z.enum(['', 'yes', 'no'], 'validation.invalidOption')
      break
    case 'single_choice':
      field = z
        .string('validation.invalidOption')
        .refine((value) => value === '' || question.choices.some((choice) => choice.key === value), 'validation.invalidOption')
      break
    case 'number':
      field = z
        .string('validation.required')
        .max(16, 'apply.questions.number')
        .trim()
        .refine(
          (value) => value === '' || (NUMBER_ANSWER_PATTERN.test(value) && Math.abs(Number(normalizeNumber(value))) <= Q.number),
          'apply.questions.number',
        )
        .transform((value) => (value === '' ? '' : String(Number(normalizeNumber(value)))))
      break
  }
  const answered = question.required ? field.refine((value) => value !== '', 'validation.required') : field
  return z.preprocess(optionalAnswer, answered) as z.ZodType<string>
}

/**
 * The answers to a job's questions, read from the posted fields (`q_<question id>`), one schema
 * for the browser and the server, built from the job's questions: each answer by its kind, a
 * required one not empty; a `q_…` field that names none of the job's questions is refused.
 */
export function answersSchema(questions: readonly PublicQuestion[]) {
  const shape: Record<string, z.ZodType<string>> = {}
  for (const question of questions) shape[questionField(question.id)] = answerField(question)
  return z.strictObject(shape, 'apply.questions.unknown')
}

export type ParsedAnswers = { success: true; values: Record<string, string> } | { success: false; fields: Record<string, string> }

/** The posted fields' answers by question id (empty when unanswered), or the field messages. */
export function parseAnswers(questions: readonly PublicQuestion[], fields: Record<string, unknown>): ParsedAnswers {
  const posted = Object.fromEntries(Object.entries(fields).filter(([name]) => questionIdOfField(name) !== undefined))
  const parsed = answersSchema(questions).safeParse(posted)
  if (parsed.success) {
    return {
      success: true,
      values: Object.fromEntries(questions.map((question) => [question.id, parsed.data[questionField(question.id)] ?? ''])),
    }
  }
  const messages: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    // An unknown field is named by itself, so a client sees which one.
    const names = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || '_']
    for (const name of names)
      messages[name] ??=
        issue.code === 'unrecognized_keys' ? 'apply.questions.unknown' : issueFields(new z.ZodError([issue]), 'apply.')[name]!
  }
  return { success: false, fields: messages }
}

/** Field name → first message: a locale key of `common` (`validation.*`) or of `apply` (`apply.*`). */
export const applicationIssueFields = (error: z.ZodError) => issueFields(error, 'apply.')

export type ApplicationInput = z.input<typeof applicationSchema>
export type ApplicationValues = z.output<typeof applicationSchema>

/** A checkbox as a form posts it: present ("on", or its value) when ticked, absent otherwise. */
export const consentGiven = (value: unknown) => value === true || value === 'on' || value === 'yes' || value === 'true'

/** What the success screen and the 201 reply say. */
export interface SubmittedApplication {
  id: string
  jobTitle: string
  submittedAt: string
}

/** Why a job takes no applications (the jobs feature's `ApplyBlock`, jobs.api.server.ts). */
export type ApplyBlockReason = 'closed' | 'applications_closed' | 'deadline_passed'

/** A job as applying needs it; the jobs feature's PublicJob (jobs.api.server.ts `findPublicJob`) has this shape. */
export interface ApplyJob {
  id: string
  slug: string
  city: string
  details: Record<Language, { title: string }>
  applyBlock: ApplyBlockReason | null
}

/** The apply page's job: the job as applying needs it and its own questions (without their knock-out rules). */
export interface ApplyPageJob {
  job: ApplyJob
  company: Record<Language, string>
  questions: PublicQuestion[]
}

// The dashboard's applicants.

export const NOTE_MAX = 5000

export type { ApplicantListSearch } from './applications.search'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidValue')

/** The Applicants list state: read from the URL by `readApplicantListSearch`, validated again here on the server. */
export const applicantListSchema = listSearchSchema({
  job: idField(),
  status: applicationStatuses,
  from: day,
  to: day,
  knockout: knockoutFilters,
  answer: z.string().regex(ANSWER_FILTER_PATTERN, 'validation.invalidValue'),
}) satisfies z.ZodType<unknown, ApplicantListSearch>

export const applicantIdSchema = idSchema
/** What HR typed in the job filter; the list's text search bounds it. */
export const jobChoicesSchema = z.object({ q: textField({ min: 0, max: LIST_SEARCH_MAX }).optional() })
// HR cannot choose `withdrawn`: only the candidate withdraws (decision 040). A rejection names its
// reason; a template, when given, is sent in the application's language (decision 048).
export const setApplicantStatusSchema = z
  .object({
    id: idField(),
    status: enumField(hrApplicationStatuses),
    reason: enumField(rejectionReasons).optional(),
    templateId: idField().optional(),
  })
  .refine((input) => input.status !== 'rejected' || input.reason !== undefined, { path: ['reason'], message: 'validation.required' })
export type SetApplicantStatusInput = z.input<typeof setApplicantStatusSchema>

/** The move dialog's preview of a template's mail to one application. */
export const stageMailPreviewSchema = z.object({ id: idField(), status: enumField(hrApplicationStatuses), templateId: idField() })

/** A template's mail to one application, rendered in its language (the move dialog's preview). */
export interface StageMailPreview {
  to: string
  language: Language
  subject: string
  text: string
  /** Why it would not be sent (decision 048): the person holds an offer or was hired; null when it would be. */
  blocked: 'holds_offer' | null
}

/** An e-mail template as the move dialog offers it (decision 048). */
export interface TemplateChoice {
  id: string
  name: string
  stage: ApplicationStatus
}

/** What a stage change did: the status, and whether a mail was queued or held back (decision 048). */
export interface StatusChange {
  status: ApplicationStatus
  mail: 'none' | 'queued' | 'holds_offer'
}
/**
 * A bulk action's selection (decision 049): the list's filter, which the server runs again within
 * the actor's companies, and, when HR ticked rows one by one, their ids (at most BULK_PICK_MAX,
 * kept only where the filter matches them). Without ids: every application the filter matches.
 */
export const bulkSelectionSchema = z.object({
  filter: applicantListSchema.omit({ page: true }),
  ids: z.array(idField()).min(1).max(BULK_PICK_MAX).optional(),
})
export type BulkSelection = z.input<typeof bulkSelectionSchema>

/** A bulk move (decision 049): as one move (setApplicantStatusSchema), over a selection. */
export const bulkMoveSchema = z
  .object({
    selection: bulkSelectionSchema,
    status: enumField(hrApplicationStatuses),
    reason: enumField(rejectionReasons).optional(),
    templateId: idField().optional(),
  })
  .refine((input) => input.status !== 'rejected' || input.reason !== undefined, { path: ['reason'], message: 'validation.required' })
export type BulkMoveInput = z.input<typeof bulkMoveSchema>

/** The bulk dialog's preview: what the move would do, before it is made. */
export const bulkPreviewSchema = z.object({
  selection: bulkSelectionSchema,
  status: enumField(hrApplicationStatuses),
  templateId: idField().optional(),
})

/**
 * What a bulk move would do or did (decision 049): the applications moved, those left as they are
 * (already in the stage, or withdrawn by the candidate), the people written to (one mail a person)
 * and those held back because they hold an offer or were hired; with a template, one mail as its
 * first person gets it.
 */
export interface BulkMoveResult {
  selected: number
  moved: number
  unchanged: number
  withdrawn: number
  people: number
  mails: number
  heldBack: number
  sample: { to: string; language: Language; subject: string; text: string } | null
}

export const addApplicantNoteSchema = z.object({
  id: idField(),
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
  /** Some answer to the job's questions was a knock-out answer (decision 042). */
  knockedOut: boolean
}

/** An answer to one of the job's questions, with the question as the candidate saw it. */
export interface ApplicantAnswer {
  label: Record<Language, string>
  kind: QuestionKind
  value: string
  choiceLabel: Record<Language, string> | null
  knockedOut: boolean
  /** The question has since been removed from the job. */
  questionRemoved: boolean
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
  /** When the candidate withdrew the application from their private page (decision 040); null otherwise. */
  withdrawnAt: string | null
  /** When the talent-pool consent ends, while it holds (docs/product.md §13.5); null: not in the talent pool. */
  talentPoolUntil: string | null
  /** docs/product.md §15.2: where the applicant came from, and the link's utm values. */
  source: string | null
  utm: UtmValues | null
  resume: { originalName: string; sizeBytes: number; contentType: string }
  answers: ApplicantAnswer[]
  notes: ApplicantNote[]
  /** When the application entered its status, and the whole days since (decision 045). */
  stageChangedAt: string
  daysInStage: number
  /** Its arrival and every change of status, the latest first. */
  stageHistory: StageEvent[]
  /** The mails about it (confirmation, HR's notice, stage mails), the latest first (decision 048). */
  mails: ApplicantMail[]
  /** Whether the signed-in user may change it: false for another company's talent-pool application (decision 046). */
  canChange: boolean
}

/** One mail of an application's e-mail history. */
export interface ApplicantMail {
  id: string
  to: string
  subject: string
  status: 'pending' | 'sent' | 'failed'
  createdAt: string
  sentAt: string | null
}

/** One step of an application's stage history (decision 045): `from` null is its arrival. */
export interface StageEvent {
  from: ApplicationStatus | null
  to: ApplicationStatus
  at: string
  /** Who moved it in the dashboard; null for the arrival, the candidate's withdrawal or a deleted user. */
  actorName: string | null
  /** A rejection's reason (decision 048). */
  reason: RejectionReason | null
}

/** A card of the pipeline board (decision 045). */
export interface PipelineCard {
  id: string
  fullName: string
  knockedOut: boolean
  createdAt: string
  stageChangedAt: string
  daysInStage: number
}

/** A column of the pipeline board: its stage, how many applications it holds, and the latest moved there. */
export interface PipelineColumn {
  status: ApplicationStatus
  count: number
  cards: PipelineCard[]
}

/** A job's pipeline board (decision 045). */
export interface JobPipeline {
  job: { id: string; title: string; status: JobStatus }
  columns: PipelineColumn[]
}

/** A choice of the applicants list's answer filter: a question's answer (`<question id>:<answer>`) and its words. */
export interface AnswerFilterOption {
  value: string
  question: Record<Language, string>
  answer: Record<Language, string> | 'yes' | 'no'
}

/** A job's share links' address and its applications per source (null: none recorded). */
export interface JobSources {
  /** The site's address (APP_ORIGIN), so that the links are the same in the server's render and the browser's. */
  origin: string
  slug: string
  status: JobStatus
  sources: Array<{ source: string | null; count: number }>
}

export interface JobOption {
  id: string
  title: string
}
