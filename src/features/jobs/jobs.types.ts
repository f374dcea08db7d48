import type { EmploymentType, ExperienceLevel, JobCategory, Language, WorkMode } from '~/lib/enums'

/** Why a visible job takes no applications; null when it does. */
export type ApplyBlock = 'closed' | 'applications_closed' | 'deadline_passed'

/**
 * A job as the public pages and `GET /api/public/jobs…` show it (SPEC §3: slug, createdAt,
 * details with title and description in each language, and what the pages show).
 */
export interface PublicJob {
  id: string
  slug: string
  status: 'active' | 'closed'
  details: Record<Language, { title: string; description: string }>
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
}
