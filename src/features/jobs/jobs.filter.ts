import { employmentTypes, experienceLevels, jobCategories, type Language, languages, workModes } from '~/lib/enums'
import type { JobsSearch } from './jobs.search'
import type { PublicJob } from './jobs.types'

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
  const cities = [...new Set(jobs.map((job) => job.city))].sort((a, b) => a.localeCompare(b, lang))
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
