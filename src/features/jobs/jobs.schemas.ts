import { z } from 'zod'
import type { ScheduleItem } from '~/lib/publish-schedule'
import { bilingualTranslationFilters, type VersionReview } from '~/lib/translation-status'
import { createStatuses } from '~/lib/publish-lifecycle'
import { companyKeys } from '~/content/companies'
import type { Office } from '~/content/offices'
import {
  employmentTypes,
  experienceLevels,
  jobCategories,
  type JobCategory,
  type JobStatus,
  jobStatuses,
  type Language,
  questionKinds,
  workModes,
  type EmploymentType,
  type ExperienceLevel,
  type WorkMode,
  salaryCurrencies,
  salaryPeriods,
} from '~/lib/enums'
import { enumField, idField, idSchema, isoDateField, listSearchSchema, richTextField, textField } from '~/lib/schema'
import type { Pagination } from '~/lib/list-search'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/lib/slug'
import { NUMBER_ANSWER_PATTERN, normalizeNumber, QUESTION_LIMITS } from '~/lib/job-questions'
import { jobToday, SALARY_LIMITS, type SalaryRange } from './jobs.rules'
import { jobDeadlineFilters, type JobListSearch, jobSorts } from './jobs.search'

export type { JobListSearch } from './jobs.search'

/** The job form's lengths and bounds; a description's is before sanitization (what the editor sends, markup included). */
export const JOB_LIMITS = { title: { min: 3, max: 160 }, city: 80, description: 50_000, openings: 999 } as const
export const jobCountries = ['TR', 'AE'] as const

/**
 * Messages under `jobAdmin.` are this form's own words (the form shows them); the server answers
 * the generic `validation.*` sentence for them (src/lib/schema.ts `issueMessage`).
 */
const ownMessage = (key: string) => `jobAdmin.${key}`

// A job's own questions on the application form (docs/product.md §5.6, decision 042).

const Q = QUESTION_LIMITS
const questionMessage = (key: string) => `jobAdmin.questions.validation.${key}`
/** A knock-out bound: empty (none) or a number as a candidate would type it. */
const boundField = z
  .string('validation.required')
  .max(16, questionMessage('bound'))
  .trim()
  .refine(
    (value) => value === '' || (NUMBER_ANSWER_PATTERN.test(value) && Math.abs(Number(normalizeNumber(value))) <= Q.number),
    questionMessage('bound'),
  )

/** A choice of a single-choice question; `key` is empty for a new choice (the server gives it one). */
export const questionChoiceSchema = z.object({
  key: z.string('validation.required').regex(/^(?:[a-z0-9-]{1,40})?$/, 'validation.invalidValue'),
  tr: textField({ max: Q.choice }),
  en: textField({ max: Q.choice }),
  /** Choosing it flags the application. */
  knockout: z.boolean(),
})

/**
 * One question as the job form edits it: the same shape in and out (the form's values are sent as
 * they are); `id` is empty for a new question. Choices count for a single-choice question only, the
 * knock-out fields for their own kind only.
 */
export const jobQuestionSchema = z
  .object({
    id: z.union([z.literal(''), idField()]),
    kind: enumField(questionKinds),
    required: z.boolean(),
    labelTr: textField({ min: Q.label.min, max: Q.label.max }),
    labelEn: textField({ min: Q.label.min, max: Q.label.max }),
    choices: z.array(questionChoiceSchema).max(Q.choices.max, questionMessage('choicesMax')),
    /** yes/no: the answer that flags, or none. */
    knockoutAnswer: z.enum(['', 'yes', 'no'], 'validation.invalidOption'),
    /** number: below `knockoutMin` or above `knockoutMax` flags. */
    knockoutMin: boundField,
    knockoutMax: boundField,
  })
  .superRefine((question, context) => {
    if (question.kind === 'single_choice') {
      if (question.choices.length < Q.choices.min)
        context.addIssue({ code: 'custom', path: ['choices'], message: questionMessage('choicesMin') })
      const keys = question.choices.map((choice) => choice.key).filter(Boolean)
      if (new Set(keys).size !== keys.length) context.addIssue({ code: 'custom', path: ['choices'], message: 'validation.invalidValue' })
      if (question.choices.length > 0 && question.choices.every((choice) => choice.knockout))
        context.addIssue({ code: 'custom', path: ['choices'], message: questionMessage('allKnockout') })
    }
    if (question.kind === 'number' && question.knockoutMin !== '' && question.knockoutMax !== '') {
      if (Number(normalizeNumber(question.knockoutMin)) > Number(normalizeNumber(question.knockoutMax)))
        context.addIssue({ code: 'custom', path: ['knockoutMax'], message: questionMessage('boundsOrder') })
    }
  })
export type JobQuestionInput = z.input<typeof jobQuestionSchema>

/** At most QUESTION_LIMITS.questions, each id once. */
const jobQuestionsField = z
  .array(jobQuestionSchema)
  .max(Q.questions, questionMessage('questionsMax'))
  .refine((questions) => {
    const ids = questions.map((question) => question.id).filter(Boolean)
    return new Set(ids).size === ids.length
  }, 'validation.invalidValue')

/**
 * A salary amount: as typed, empty for none, else whole units with or without grouping
 * ("60000", "60.000", "60,000", "60 000"), at most SALARY_LIMITS.amount (docs/product.md §15.1).
 * A number or null (what the form's own parse gave, sent on to the server) reads the same.
 */
const salaryAmount = z.preprocess(
  (value) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value),
  z
    .string('validation.invalidValue')
    .max(20, ownMessage('salary.amountInvalid'))
    .trim()
    .refine((value) => value === '' || /^\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})*$|^\d+$/.test(value), ownMessage('salary.amountInvalid'))
    .transform((value) => (value === '' ? null : Number(value.replace(/\D/g, ''))))
    .refine((value) => value === null || value <= SALARY_LIMITS.amount, ownMessage('salary.amountInvalid')),
)

/** A select that may be left on "none" (''), or null. */
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => value ?? '',
    z.enum(['', ...values] as ['', ...T], 'validation.invalidOption').transform((value) => (value === '' ? null : (value as T[number]))),
  )

/** A language's note shown instead of a range, or null. */
const salaryNote = z.preprocess(
  (value) => value ?? '',
  textField({ min: 0, max: SALARY_LIMITS.note }).transform((value) => value || null),
)

/** The fields of the job form, before the rules between them. */
const jobFields = z.object({
  titleTr: textField({ min: JOB_LIMITS.title.min, max: JOB_LIMITS.title.max }),
  titleEn: textField({ min: JOB_LIMITS.title.min, max: JOB_LIMITS.title.max }),
  descriptionTr: richTextField({ max: JOB_LIMITS.description }),
  descriptionEn: richTextField({ max: JOB_LIMITS.description }),
  slug: textField({ max: SLUG_MAX_LENGTH }).regex(SLUG_PATTERN, ownMessage('form.slugFormat')),
  companyKey: enumField(companyKeys),
  category: enumField(jobCategories),
  workMode: enumField(workModes),
  employmentType: enumField(employmentTypes),
  experienceLevel: enumField(experienceLevels),
  city: textField({ max: JOB_LIMITS.city }),
  countryCode: enumField(jobCountries),
  openings: z
    .number('validation.required')
    .int(ownMessage('form.openingsRange'))
    .min(1, ownMessage('form.openingsRange'))
    .max(JOB_LIMITS.openings, ownMessage('form.openingsRange')),
  /** Empty: no deadline. */
  deadline: isoDateField(ownMessage('form.deadlineInvalid')),
  applicationsOpen: z.boolean(),
  status: enumField(createStatuses),
  /** Left out: the job's questions stay as they are (the form always sends them). */
  questions: jobQuestionsField.optional(),
  // Optional in the input (a caller that predates them sends none); null or undefined: none.
  salaryMin: salaryAmount.optional(),
  salaryMax: salaryAmount.optional(),
  salaryCurrency: optionalEnum(salaryCurrencies).optional(),
  salaryPeriod: optionalEnum(salaryPeriods).optional(),
  salaryNoteTr: salaryNote.optional(),
  salaryNoteEn: salaryNote.optional(),
})

type SalaryFields = Pick<z.output<typeof jobFields>, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>

/**
 * docs/product.md §15.1: a range has both ends, the lower first, its currency and its period; a
 * currency or period alone is no range either.
 */
function checkSalary(job: SalaryFields, context: z.RefinementCtx) {
  const given = job.salaryMin != null || job.salaryMax != null || job.salaryCurrency != null || job.salaryPeriod != null
  if (!given) return
  const missing = (path: keyof SalaryFields) => context.addIssue({ code: 'custom', path: [path], message: ownMessage('salary.required') })
  if (job.salaryMin == null) missing('salaryMin')
  if (job.salaryMax == null) missing('salaryMax')
  if (job.salaryCurrency == null) missing('salaryCurrency')
  if (job.salaryPeriod == null) missing('salaryPeriod')
  if (job.salaryMin != null && job.salaryMax != null && job.salaryMin > job.salaryMax)
    context.addIssue({ code: 'custom', path: ['salaryMax'], message: ownMessage('salary.maxBelowMin') })
}

/** The one job form, shared by the create and edit pages and by the server functions. */
export const jobFormSchema = jobFields.superRefine(checkSalary)
export type JobFormInput = z.input<typeof jobFormSchema>
export type JobFormValues = z.output<typeof jobFormSchema>

/** A new job's deadline may not be in the past, in the job's own time zone (an existing one may keep a passed deadline). */
export const createJobSchema = jobFormSchema.refine((job) => job.deadline === '' || job.deadline >= jobToday(job.countryCode), {
  path: ['deadline'],
  message: ownMessage('form.deadlinePast'),
})

/** Editing leaves the status to the status actions. */
export const updateJobSchema = jobFields.omit({ status: true }).extend({ id: idField() }).superRefine(checkSalary)
export type UpdateJobInput = z.input<typeof updateJobSchema>

export const jobIdSchema = idSchema
export const setJobStatusSchema = z.object({ id: idField(), status: enumField(jobStatuses) })

/** The jobs list state: read from the URL by `readJobListSearch`, validated again here on the server. */
export const jobListSchema = listSearchSchema({
  status: jobStatuses,
  deadline: jobDeadlineFilters,
  translation: bilingualTranslationFilters,
  sort: jobSorts,
}) satisfies z.ZodType<unknown, JobListSearch>

export interface JobListItem {
  /** The pending scheduled publish and unpublish, earliest first (decision 058). */
  schedules: ScheduleItem[]
  id: string
  slug: string
  status: JobStatus
  titleTr: string
  titleEn: string
  /** The languages whose version is behind the other's text (decision 060). */
  needsUpdate: Language[]
  companyKey: string
  city: string
  deadline: string | null
  applicationCount: number
  updatedAt: string
}

/** A job as the edit page loads it. */
export interface JobForEdit extends Omit<
  JobFormValues,
  'status' | 'companyKey' | 'category' | 'workMode' | 'employmentType' | 'experienceLevel' | 'countryCode' | 'salaryMin' | 'salaryMax'
> {
  /** As the form types them: digits, or '' for none. */
  salaryMin: string
  salaryMax: string
  id: string
  status: JobStatus
  /** The pending scheduled publish and unpublish, earliest first (decision 058). */
  schedules: ScheduleItem[]
  /** Each language version's translation review (decision 060). */
  reviews: VersionReview[]
  companyKey: string
  category: JobCategory
  workMode: WorkMode
  employmentType: EmploymentType
  experienceLevel: ExperienceLevel
  countryCode: string
}

/** Why a visible job takes no applications; null when it does. */
export type ApplyBlock = 'closed' | 'applications_closed' | 'deadline_passed'

/**
 * A job as the public pages and `GET /api/public/jobs…` show it (docs/product.md §3.1: slug,
 * createdAt, details with title and description in each language, and what the pages show).
 */
export interface PublicJob {
  id: string
  slug: string
  status: 'active' | 'closed'
  details: Record<Language, { title: string; description: string; salaryNote: string | null }>
  /** docs/product.md §15.1: the range, or null (then a language's `salaryNote` may say why). */
  salary: SalaryRange | null
  companyKey: string
  /** The employer's name in each language (src/content/companies.ts), so pages need not ship the company list. */
  companyNames: Record<Language, string>
  category: JobCategory
  workMode: WorkMode
  employmentType: EmploymentType
  experienceLevel: ExperienceLevel
  city: string
  countryCode: string
  /** "position": open headcount. */
  openings: number
  /** The last date to apply, `YYYY-MM-DD`, or null. */
  deadline: string | null
  publishedAt: string | null
  createdAt: string
  updatedAt: string
  applicationsOpen: boolean
  applicationsCount: number
  /** Null when applying is possible today. */
  applyBlock: ApplyBlock | null
  /** The group's office in the job's city (typed in either language), where the job is: its postal address; null elsewhere. */
  office: Office['postal'] | null
}

/**
 * A job as the public lists show it (the job board, `GET /api/public/jobs`): what its card shows,
 * in one language, without the description. A job's own page and `GET /api/public/jobs/{slug}`
 * carry the whole `PublicJob`.
 */
export interface PublicJobSummary {
  slug: string
  title: string
  companyKey: string
  companyName: string
  category: JobCategory
  workMode: WorkMode
  employmentType: EmploymentType
  experienceLevel: ExperienceLevel
  city: string
  countryCode: string
  openings: number
  /** The last date to apply, `YYYY-MM-DD`, or null. */
  deadline: string | null
  publishedAt: string | null
  /** docs/product.md §15.1: the range, or null. */
  salary: SalaryRange | null
}

/** The location and company filters' options: what every open job has, not only the page's. */
export interface JobFilterOptions {
  /** One spelling per place (`placeName(city, 'tr')`), sorted in the list's language. */
  cities: string[]
  companies: Array<{ key: string; name: string }>
}

/** A page of the open jobs with the filter options: the job board's data and `GET /api/public/jobs`'s `data`. */
export interface PublicJobList extends JobFilterOptions {
  jobs: PublicJobSummary[]
  pagination: Pagination
}
