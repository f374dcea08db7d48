// Client-safe enumerations. Database enums and zod enums both derive from these arrays.

export const languages = ['tr', 'en'] as const
export type Language = (typeof languages)[number]

export const userRoles = ['admin', 'editor', 'recruiter'] as const
export type UserRole = (typeof userRoles)[number]

export const jobStatuses = ['draft', 'active', 'closed', 'removed'] as const
export type JobStatus = (typeof jobStatuses)[number]

/** Contents and documents use draft/active/removed (docs/product.md §4.1). */
export const publishStatuses = ['draft', 'active', 'removed'] as const
export type PublishStatus = (typeof publishStatuses)[number]

/** The entities of the publish lifecycle (decision 025); `corporate` is an entry of the corporate pages (decision 061). */
export const publishKinds = ['job', 'content', 'document', 'corporate'] as const
export type PublishKind = (typeof publishKinds)[number]

/**
 * The sections of the corporate pages an editor edits in the dashboard (decision 061,
 * docs/product.md §25), in the order the dashboard lists them.
 */
export const corporateSections = [
  'sector',
  'figure',
  'values_tab',
  'life_card',
  'about',
  'core_value',
  'board_member',
  'company',
  'brand',
  'office',
] as const
export type CorporateSection = (typeof corporateSections)[number]

/** What a scheduled step does: make the entry live, or take it off the site (docs/product.md §22). */
export const scheduleActions = ['publish', 'unpublish'] as const
export type ScheduleAction = (typeof scheduleActions)[number]

export const workModes = ['Remote', 'Hybrid', 'OnSite', 'Field', 'Flexible'] as const
export type WorkMode = (typeof workModes)[number]

export const employmentTypes = ['FullTime', 'PartTime', 'Contract', 'Freelance', 'Internship', 'Temporary'] as const
export type EmploymentType = (typeof employmentTypes)[number]

export const experienceLevels = [
  'Intern',
  'Entry',
  'Mid',
  'Senior',
  'Lead',
  'Expert',
  'Supervisor',
  'Manager',
  'Director',
  'Executive',
] as const
export type ExperienceLevel = (typeof experienceLevels)[number]

export const jobCategories = [
  'software',
  'it',
  'design',
  'product',
  'data',
  'marketing',
  'sales',
  'customer-service',
  'finance',
  'hr',
  'operations',
  'partnerships',
  'legal',
  'admin',
  'engineering',
  'education',
  'healthcare',
  'logistics',
  'construction',
  'other',
] as const
export type JobCategory = (typeof jobCategories)[number]

export const applicationStatuses = ['new', 'reviewing', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

/** The statuses HR may choose: `withdrawn` is the candidate's alone (docs/product.md §13, decision 040). */
export const hrApplicationStatuses = ['new', 'reviewing', 'interview', 'offer', 'hired', 'rejected'] as const
export type HrApplicationStatus = (typeof hrApplicationStatuses)[number]
/** The kinds of a job's own question on the application form (docs/product.md §5.6). */
export const questionKinds = ['short_text', 'long_text', 'yes_no', 'single_choice', 'number'] as const
export type QuestionKind = (typeof questionKinds)[number]

/** What an applicant consented to (docs/product.md §13.5): this application, and optionally the talent pool. */
export const consentPurposes = ['application', 'talent_pool'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]

/** `variant`: a media item's derived AVIF/WebP/JPEG copy (decision 059), never an upload of its own. */
export const fileKinds = ['resume', 'document', 'image', 'variant'] as const
export type FileKind = (typeof fileKinds)[number]

export const documentCategories = ['terms', 'legal', 'policy', 'financial', 'technical'] as const
export type DocumentCategory = (typeof documentCategories)[number]

export const contentCategories = ['values', 'together', 'press'] as const
export type ContentCategory = (typeof contentCategories)[number]

export const contentTypes = ['news', 'press_release', 'guideline'] as const
export type ContentType = (typeof contentTypes)[number]

/** A redirect's origin (decision 055): made by a slug change, or added by an admin. */
/** The formats of a media item's variants (decision 059): AVIF and WebP for `<picture>`, JPEG for the share image. */
export const mediaFormats = ['avif', 'webp', 'jpeg'] as const
export type MediaFormat = (typeof mediaFormats)[number]

/** Where an article uses a media item (decision 059). */
export const mediaUsageRoles = ['cover', 'body'] as const
export type MediaUsageRole = (typeof mediaUsageRoles)[number]

export const redirectOrigins = ['auto', 'manual'] as const
export type RedirectOrigin = (typeof redirectOrigins)[number]

/** What an automatic redirect follows (decision 055): documents have no slug, their URL is their id. */
export const redirectEntities = ['content', 'job'] as const
export type RedirectEntity = (typeof redirectEntities)[number]

/** What a share-preview link shows (decision 057): an article or a job, whatever its status. */
export const previewKinds = ['content', 'job', 'corporate'] as const
export type PreviewKind = (typeof previewKinds)[number]

export const contactSubjects = ['general_information', 'collaboration_offer', 'support_request', 'feedback', 'other'] as const
export type ContactSubject = (typeof contactSubjects)[number]

export const contactStatuses = ['new', 'read', 'archived'] as const
export type ContactStatus = (typeof contactStatuses)[number]

export const mailStatuses = ['pending', 'sent', 'failed'] as const
export type MailStatus = (typeof mailStatuses)[number]

/** A job alert's mail rhythm (docs/product.md §14): one digest a day, or one mail per new job. */
export const alertFrequencies = ['daily', 'immediate'] as const
export type AlertFrequency = (typeof alertFrequencies)[number]
/** A job's salary currency (docs/product.md §15.1). */
export const salaryCurrencies = ['TRY', 'EUR', 'USD', 'AED', 'GBP'] as const
export type SalaryCurrency = (typeof salaryCurrencies)[number]

/** A salary's period: schema.org's `unitText` values for a QuantitativeValue (docs/product.md §15.1). */
export const salaryPeriods = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const
export type SalaryPeriod = (typeof salaryPeriods)[number]

/** An interview's state (docs/product.md §16): a cancelled one stays listed, with its cancellation sent. */
export const interviewStatuses = ['scheduled', 'cancelled'] as const
export type InterviewStatus = (typeof interviewStatuses)[number]
