import type { Language } from '~/lib/enums'
import { META_TITLE_MAX, pageHead, siteOrigin } from '~/lib/seo'
import { jobPostingLd } from './job-posting-ld'
import type { PublicJob } from './jobs.types'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** The text of a job description: tags dropped, common entities decoded, whitespace collapsed. */
export function descriptionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const BRAND_SUFFIX = ' · HOI Holding'

/** SPEC §5: the job title, with the brand only when both fit in the 60 characters. */
export const jobMetaTitle = (title: string) => (title.length + BRAND_SUFFIX.length <= META_TITLE_MAX ? `${title}${BRAND_SUFFIX}` : title)

/**
 * Head tags of a job's page (SPEC §5): its title and the description's text, cut by pageHead,
 * and the JobPosting data while the job takes applications. The route's loader imports it on
 * demand, so no page's first load carries it (decision 013).
 */
export function jobPageHead(job: PublicJob, lang: Language) {
  const { title, description } = job.details[lang]
  const head = pageHead({ lang, path: `/jobs/${job.slug}`, title: jobMetaTitle(title), description: descriptionText(description) })
  const ld = jobPostingLd(job, lang, siteOrigin())
  return ld ? { ...head, meta: [...head.meta, { 'script:ld+json': ld }] } : head
}
