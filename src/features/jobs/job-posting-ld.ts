import type { EmploymentType, Language } from '~/lib/enums'
import { countryName } from './jobs.country'
import type { PublicJob } from './jobs.types'

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
    // The deadline is the last day applications are taken, in Istanbul (UTC+3 all year).
    ...(job.deadline ? { validThrough: `${job.deadline}T23:59:59+03:00` } : {}),
    employmentType: googleEmploymentType[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: job.companyNames[lang], sameAs: origin, url: origin },
    identifier: { '@type': 'PropertyValue', name: 'HOI Holding', value: job.id },
    directApply: true,
    url: `${origin}/${lang}/jobs/${job.slug}`,
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: job.countryCode },
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
