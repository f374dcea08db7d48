import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { companyName } from '~/content/companies'
import type { JobLookup } from '~/features/applications/application-types'
import { applyBlockOf, getPublicJob } from '~/features/jobs/jobs.server'
import type { Language } from '~/lib/enums'
import { getDb } from '~/lib/server/runtime'

/**
 * The jobs feature's reads that applying needs, wired here in the routes so that the two
 * features stay apart (src/architecture.test.ts). Server only: the page's POST handler uses it.
 */
export const jobReads = createServerOnlyFn((): JobLookup => ({ getPublicJob, applyBlockOf }))

/** A slug as the route passes it; anything else finds nothing. No schema library on public pages (decision 013). */
const slugInput = (input: unknown): { slug: string } => {
  const slug = (input as { slug?: unknown } | null)?.slug
  return { slug: typeof slug === 'string' && slug.length <= 120 ? slug : '' }
}

/**
 * The apply page's job (null when the public may not see it) and its company's names. Its own
 * small function rather than the job pages' reader (jobs.loaders.ts): sharing that chunk costs
 * the page about 0.3 KB of first-load JavaScript, more than its budget has left (decision 013).
 */
export const applyPageJobFn = createServerFn({ method: 'GET' })
  .validator(slugInput)
  .handler(async ({ data }) => {
    const job = data.slug ? await getPublicJob(await getDb(), data.slug) : null
    if (!job) return null
    const company: Record<Language, string> = { tr: companyName(job.companyKey, 'tr'), en: companyName(job.companyKey, 'en') }
    return { job, company }
  })
