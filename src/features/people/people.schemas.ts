import { z } from 'zod'
import type { ApplicationStatus } from '~/lib/enums'
import { idField, textField } from '~/lib/schema'
import { PEOPLE_LIMITS } from './people.rules'

/** One application of the person: whose section to show, who to keep apart, whose data to delete. */
export const personOfSchema = z.object({ id: idField() })

/** Merging the person of `otherId` into the person of `id` (both application ids). */
export const mergePeopleSchema = z.object({ id: idField(), otherId: idField() })

/** People to merge with: name, e-mail or phone as the applicants list searches them. */
export const personChoicesSchema = z.object({ id: idField(), q: textField({ min: 2, max: PEOPLE_LIMITS.q }) })

/** An application of the person, as their section lists it. */
export interface PersonApplication {
  id: string
  jobId: string
  jobTitle: string
  companyKey: string
  status: ApplicationStatus
  createdAt: string
  daysInStage: number
  fullName: string
  email: string
}

/** The applicant page's person section (decision 052). */
export interface PersonView {
  /** The person's applications `actor` may read, the latest first (at most PEOPLE_LIMITS.applications). */
  applications: PersonApplication[]
  /** How many of the person's applications `actor` may read. */
  total: number
  /** Whether `actor` may merge, keep apart and delete: every application of the person is in their companies. */
  canChange: boolean
}

/** Another person the merge search offers: their latest matching application. */
export interface PersonChoice {
  applicationId: string
  fullName: string
  email: string
  jobTitle: string
  applications: number
}
