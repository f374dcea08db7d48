import { createIsomorphicFn } from '@tanstack/react-start'
import { employmentTypes, experienceLevels, jobCategories, type EmploymentType, type Language, languages, workModes } from '~/lib/enums'
import { readPublicApi } from '~/lib/public-api'
import { getDb } from '~/lib/server/runtime'
import { offices, postalAddressJsonLd, socialLinks } from '~/content/offices'
import { breadcrumbJsonLd, jsonLdScript, LOGO_PATH, META_TITLE_MAX, pageHead, publisherJsonLd, siteOrigin } from '~/lib/seo'
import { placeName } from '~/lib/places'
import { countryName, deadlineEnd } from './jobs.rules'
import type { PublicJob } from './jobs.schemas'
import type { JobsSearch } from './jobs.search'
import { getPublicJob, listPublicJobs } from './jobs.server'

/*
 * The public job pages' data: their loaders, the board's filtering and the job page's head with
 * its JobPosting data. The routes import this module on demand inside their loaders, so no page's
 * first load carries it: a server render runs it on the server, and the browser loads it only for
 * a navigation (decision 013).
 */

// A server render reads the database directly; the browser asks the public REST API
// (docs/product.md §2.2).

// Retries, failures and persisting: src/lib/public-api.ts (docs/product.md §7.5).
const fromApi = <T>(path: string) => readPublicApi<T>(`/api/public/jobs${path}`)

/** The active jobs (limit 100), filtered and sorted as the board's search says. */
export const loadJobBoard = createIsomorphicFn()
  .server(async (search: JobsSearch, lang: Language): Promise<JobBoard> => jobBoard(await listPublicJobs(await getDb()), search, lang))
  .client(async (search: JobsSearch, lang: Language): Promise<JobBoard> => {
    const data = await fromApi<{ jobs: PublicJob[] }>('')
    return jobBoard(data?.jobs ?? [], search, lang)
  })

/** One job by slug, or null. */
export const loadPublicJob = createIsomorphicFn()
  .server(async (slug: string): Promise<PublicJob | null> => getPublicJob(await getDb(), slug))
  .client((slug: string): Promise<PublicJob | null> => fromApi<PublicJob>(`/${encodeURIComponent(slug)}`))

// The job board: filters and sort.

/** Case- and accent-insensitive text for matching ("İstanbul" finds "istanbul"). */
const fold = (value: string) =>
  value
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ı/g, 'i')

const haystack = (job: PublicJob) =>
  fold([...languages.flatMap((lang) => [job.details[lang].title, job.companyNames[lang]]), job.city].join(' '))

const publishedTime = (job: PublicJob) => Date.parse(job.publishedAt ?? job.createdAt)

const known = <T extends string>(options: readonly T[], value: T | undefined) => (value && options.includes(value) ? value : undefined)

/** The search without enumeration values that do not exist (a hand-made URL): those filter nothing. */
export const knownValues = (search: JobsSearch): JobsSearch => ({
  ...search,
  category: known(jobCategories, search.category),
  workMode: known(workModes, search.workMode),
  employmentType: known(employmentTypes, search.employmentType),
  level: known(experienceLevels, search.level),
})

/**
 * The jobs that match every filter, sorted: newest first, or closing soonest first with the jobs
 * without a deadline last. The text search looks at the title in both languages, the company
 * name in both languages and the city.
 */
export function filterJobs(jobs: readonly PublicJob[], given: JobsSearch): PublicJob[] {
  const search = knownValues(given)
  const words = search.q ? fold(search.q).split(' ').filter(Boolean) : []
  const matched = jobs.filter((job) => {
    if (search.category && job.category !== search.category) return false
    if (search.workMode && job.workMode !== search.workMode) return false
    if (search.employmentType && job.employmentType !== search.employmentType) return false
    if (search.level && job.experienceLevel !== search.level) return false
    if (search.location && fold(job.city) !== fold(search.location)) return false
    if (search.company && job.companyKey !== search.company) return false
    if (words.length > 0) {
      const text = haystack(job)
      if (!words.every((word) => text.includes(word))) return false
    }
    return true
  })
  const newest = (a: PublicJob, b: PublicJob) => publishedTime(b) - publishedTime(a) || a.slug.localeCompare(b.slug)
  if (search.sort !== 'closing') return matched.sort(newest)
  return matched.sort((a, b) => {
    if (a.deadline === b.deadline) return newest(a, b)
    if (a.deadline === null) return 1
    if (b.deadline === null) return -1
    return a.deadline < b.deadline ? -1 : 1
  })
}

/** The cities and companies among the jobs, for the location and company filters. */
export function filterOptions(jobs: readonly PublicJob[], lang: Language) {
  // One option per place, however it was typed ("Istanbul", "İstanbul"); labelled in the page's language.
  const cities = [...new Set(jobs.map((job) => placeName(job.city, 'tr')))].sort((a, b) =>
    placeName(a, lang).localeCompare(placeName(b, lang), lang),
  )
  const names = new Map(jobs.map((job) => [job.companyKey, job.companyNames[lang]]))
  const companies = [...names].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name, lang))
  return { cities, companies }
}

/** What the job board shows: the matching jobs, and the filter options of every active job. */
export interface JobBoard {
  jobs: PublicJob[]
  cities: string[]
  companies: Array<{ key: string; name: string }>
}

export const jobBoard = (jobs: readonly PublicJob[], search: JobsSearch, lang: Language): JobBoard => ({
  jobs: filterJobs(jobs, search),
  ...filterOptions(jobs, lang),
})

// The job page's head.

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

/** docs/product.md §5.5: the job title, with the brand only when both fit in the 60 characters. */
export const jobMetaTitle = (title: string) => (title.length + BRAND_SUFFIX.length <= META_TITLE_MAX ? `${title}${BRAND_SUFFIX}` : title)

/**
 * Head tags of a job's page (docs/product.md §5.5): its title and the description's text, cut by pageHead,
 * and the JobPosting data while the job takes applications.
 */
export function jobPageHead(job: PublicJob, lang: Language, boardTitle: string) {
  const { title, description } = job.details[lang]
  const origin = siteOrigin()
  const path = `/jobs/${job.slug}`
  const head = pageHead({ lang, path, title: jobMetaTitle(title), description: descriptionText(description) })
  const ld = jobPostingLd(job, lang, origin)
  const breadcrumbs = breadcrumbJsonLd(origin, lang, [
    { name: boardTitle, path: '/jobs' },
    { name: title, path },
  ])
  return { ...head, scripts: [jsonLdScript(breadcrumbs), ...(ld ? [jsonLdScript(ld)] : [])] }
}

/** The group's office in a job's city (typed in the dashboard, in either language), if it has one there. */
export const officeInCity = (city: string) =>
  offices.find((office) => Object.values(office.postal.locality).some((name) => fold(name) === fold(city)))

/** Google's employmentType values. */
const googleEmploymentType: Record<EmploymentType, string> = {
  FullTime: 'FULL_TIME',
  PartTime: 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
}

/**
 * The schema.org JobPosting of a job Google may list
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting); null for a
 * job that takes no applications, so a closed or expired posting leaves search results.
 * The router escapes `<`, `>` and `&` when it writes the object into its script tag.
 */
export function jobPostingLd(job: PublicJob, lang: Language, origin: string): Record<string, unknown> | null {
  if (job.applyBlock) return null
  const remote = job.workMode === 'Remote'
  const office = officeInCity(job.city)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.details[lang].title,
    description: job.details[lang].description,
    datePosted: job.publishedAt ?? job.createdAt,
    // The deadline is the last day applications are taken, in the job's own time zone: Istanbul
    // (UTC+3) or Dubai (UTC+4), neither with daylight saving time (docs/product.md §4.2).
    ...(job.deadline ? { validThrough: deadlineEnd(job.deadline, job.countryCode) } : {}),
    employmentType: googleEmploymentType[job.employmentType],
    // The companies have no profiles of their own in src/content: the group's are theirs.
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyNames[lang],
      url: `${origin}/${lang}/companies`,
      logo: `${origin}${LOGO_PATH}`,
      sameAs: socialLinks.map((link) => link.href),
      parentOrganization: publisherJsonLd(origin, lang),
    },
    identifier: { '@type': 'PropertyValue', name: 'HOI Holding', value: job.id },
    directApply: true,
    url: `${origin}/${lang}/jobs/${job.slug}`,
    // In an office's city the job is at that office: its street and postal code; elsewhere the city.
    jobLocation: {
      '@type': 'Place',
      address: office
        ? postalAddressJsonLd(office, lang)
        : { '@type': 'PostalAddress', addressLocality: placeName(job.city, lang), addressCountry: job.countryCode },
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: countryName(job.countryCode, lang) },
        }
      : {}),
    ...(job.openings > 0 ? { totalJobOpenings: job.openings } : {}),
  }
}
