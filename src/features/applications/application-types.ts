import type { Db } from '~/db/client'
import type { JobStatus, Language } from '~/lib/enums'

/** Why a job takes no applications (the jobs feature's `ApplyBlock`). */
export type ApplyBlockReason = 'closed' | 'applications_closed' | 'deadline_passed'

/** A job as applying needs it; the jobs feature's PublicJob has this shape. */
export interface ApplyJob {
  id: string
  slug: string
  city: string
  details: Record<Language, { title: string }>
  applyBlock: ApplyBlockReason | null
}

/**
 * The jobs feature's reads that applying needs. Features stay apart (src/architecture.test.ts):
 * the routes pass `getPublicJob` and `applyBlockOf` of src/features/jobs/jobs.server.ts.
 */
export interface JobLookup {
  getPublicJob: (db: Db, slug: string) => Promise<ApplyJob | null>
  applyBlockOf: (job: { status: JobStatus; applicationsOpen: boolean; deadline: string | null }) => ApplyBlockReason | null
}
