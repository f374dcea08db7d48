import { createIsomorphicFn } from '@tanstack/react-start'
import { isCompanyKey } from '~/content/companies'
import type { Messages } from '~/i18n/locales/tr'
import { employmentTypes, experienceLevels, jobCategories, type EmploymentType, type Language, workModes } from '~/lib/enums'
import { readPublicApi } from '~/lib/public-api'
import { getDb } from '~/lib/server/runtime'
import { postalAddressJsonLd, socialLinks } from '~/content/offices'
import { breadcrumbJsonLd, jsonLdScript, LOGO_PATH, META_TITLE_MAX, pageHead, publisherJsonLd, siteOrigin } from '~/lib/seo'
import { placeName } from '~/lib/places'
import { decodeEntities } from '~/lib/html-text'
import { logFailure } from '~/lib/log'
import { countryName, deadlineEnd, JOB_BOARD_PAGE_SIZE, salaryJsonLd } from './jobs.rules'
import type { PublicJob, PublicJobList } from './jobs.schemas'
import type { JobsSearch } from './jobs.search'
import { getPublicJob, readPublicJobList } from './jobs.server'

/*
 * The public job pages' data: their loaders, the board's heads and the job page's head with
 * its JobPosting data. The routes import this module on demand inside their loaders, so no page's
 * first load carries it: a server render runs it on the server, and the browser loads it only for
 * a navigation (decision 013).
 */

// A server render reads the database directly; the browser asks the public REST API
// (docs/product.md §2.2).

// Retries, failures and persisting: src/lib/public-api.ts (docs/product.md §7.5).
const fromApi = <T>(path: string) => readPublicApi<T>(`/api/public/jobs${path}`)

const known = <T extends string>(options: readonly T[], value: T | undefined) => (value && options.includes(value) ? value : undefined)

/**
 * The search without enumeration values or a company that do not exist (a hand-made URL): those
 * filter nothing (docs/product.md §5.4), and the list API would refuse them.
 */
export const knownValues = (search: JobsSearch): JobsSearch => ({
  ...search,
  category: known(jobCategories, search.category),
  workMode: known(workModes, search.workMode),
  employmentType: known(employmentTypes, search.employmentType),
  level: known(experienceLevels, search.level),
  company: isCompanyKey(search.company) ? search.company : undefined,
})

/**
 * The list API's query string for a board page: its known filters, language, page and the board's
 * page size (decision 037). A filter the URL does not have stays out.
 */
export function jobBoardQuery(search: JobsSearch, lang: Language): string {
  const { page = 1, ...filters } = knownValues(search)
  const query = new URLSearchParams({ language: lang, limit: String(JOB_BOARD_PAGE_SIZE), page: String(page) })
  for (const [key, value] of Object.entries(filters)) if (typeof value === 'string') query.set(key, value)
  return `?${query}`
}

/** A page of the open jobs that match the board's search (past the last page: the last page), with the filter options. */
export const loadJobBoard = createIsomorphicFn()
  .server(async (search: JobsSearch, lang: Language): Promise<PublicJobList> =>
    readPublicJobList(
      await getDb(),
      { filters: knownValues({ ...search, page: undefined }), language: lang, page: search.page ?? 1, limit: JOB_BOARD_PAGE_SIZE },
      { kept: true },
    ),
  )
  .client(
    async (search: JobsSearch, lang: Language): Promise<PublicJobList> => (await fromApi<PublicJobList>(jobBoardQuery(search, lang)))!,
  )

/** One job by slug, or null. */
export const loadPublicJob = createIsomorphicFn()
  .server(async (slug: string): Promise<PublicJob | null> => getPublicJob(await getDb(), slug))
  .client((slug: string): Promise<PublicJob | null> => fromApi<PublicJob>(`/${encodeURIComponent(slug)}`))

/** The board when its list cannot be read (docs/product.md §7.5): empty, and the page still renders. */
const EMPTY_BOARD: PublicJobList = {
  jobs: [],
  pagination: { page: 1, limit: JOB_BOARD_PAGE_SIZE, total: 0, totalPages: 1 },
  cities: [],
  companies: [],
}

/**
 * The board's head: each page of the unfiltered list is its own URL and has its own title
 * (docs/product.md §5.5); a filtered or sorted list points at the board itself.
 */
export function jobBoardHead(lang: Language, search: JobsSearch, page: number, strings: Messages['jobs']) {
  const filtered = Object.keys(search).some((key) => key !== 'page')
  return pageHead({
    lang,
    path: page > 1 && !filtered ? `/jobs?page=${page}` : '/jobs',
    title: `${strings.metaTitle} · HOI Holding`,
    description: strings.metaDescription,
    suffix: page > 1 ? ` — ${strings.metaPage.replace('{{page}}', String(page))}` : undefined,
  })
}

/** The board route's data: the list (empty when it cannot be read) and the page's head. */
export async function jobBoardRouteData(context: { lang: Language; messages: Pick<Messages, 'jobs'> }, search: JobsSearch) {
  const board = await loadJobBoard(search, context.lang).catch((error: unknown) => {
    logFailure('The job list could not be loaded', error)
    return EMPTY_BOARD
  })
  return { board, head: jobBoardHead(context.lang, search, board.pagination.page, context.messages.jobs) }
}

// The job page's head.

/** The text of a job description: tags dropped, common entities decoded, whitespace collapsed. */
export function descriptionText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
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
      address: job.office
        ? postalAddressJsonLd({ postal: job.office }, lang)
        : { '@type': 'PostalAddress', addressLocality: placeName(job.city, lang), addressCountry: job.countryCode },
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: countryName(job.countryCode, lang) },
        }
      : {}),
    ...(job.openings > 0 ? { totalJobOpenings: job.openings } : {}),
    // docs/product.md §15.1: the range, when the job shows one.
    ...(job.salary ? { baseSalary: salaryJsonLd(job.salary) } : {}),
  }
}
