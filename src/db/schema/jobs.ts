import { sql } from 'drizzle-orm'
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { languages } from '~/lib/enums'
import { createdAt, id, searchText, searchVector, translationClock, tsvector, updatedAt } from './columns'
import {
  employmentTypeEnum,
  experienceLevelEnum,
  jobCategoryEnum,
  jobStatusEnum,
  languageEnum,
  salaryCurrencyEnum,
  salaryPeriodEnum,
  workModeEnum,
} from './enums'

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    slug: text().notNull().unique(),
    status: jobStatusEnum().notNull().default('draft'),
    /** Key of a group company in src/content (e.g. "hoi-health"). */
    companyKey: text().notNull(),
    category: jobCategoryEnum().notNull(),
    workMode: workModeEnum().notNull(),
    employmentType: employmentTypeEnum().notNull(),
    experienceLevel: experienceLevelEnum().notNull(),
    city: text().notNull(),
    countryCode: text().notNull(),
    /** "position" on job pages: open headcount. */
    openings: integer().notNull().default(1),
    deadline: date({ mode: 'string' }),
    publishedAt: timestamp({ withTimezone: true }),
    applicationsOpen: boolean().notNull().default(true),
    /** The salary range in whole units of `salaryCurrency` per `salaryPeriod`, or all four null (docs/product.md §15.1). */
    salaryMin: integer(),
    salaryMax: integer(),
    salaryCurrency: salaryCurrencyEnum(),
    salaryPeriod: salaryPeriodEnum(),
    /** How many applications the job has, kept by the database on every insert and delete (decision 038). */
    applicationsCount: integer().notNull().default(0),
    /** The dashboard list's title order: the Turkish title folded and in lower case, kept by the database (decision 038). */
    titleSort: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The dashboard list's text search besides the titles: slug and city (decision 038). */
    searchText: searchText('slug', 'city'),
  },
  (t) => [
    index('jobs_status_published_idx').on(t.status, t.publishedAt),
    // The dashboard list's sorts, each ending as the list does (updated_at desc, id).
    index('jobs_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id),
    index('jobs_deadline_idx').on(t.deadline.asc().nullsLast(), t.updatedAt.desc().nullsFirst(), t.id),
    index('jobs_applications_count_idx').on(t.applicationsCount.desc().nullsFirst(), t.updatedAt.desc().nullsFirst(), t.id),
    index('jobs_title_sort_idx').on(t.titleSort, t.updatedAt.desc().nullsFirst(), t.id),
    index('jobs_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The public board's order (newest first, read backwards) over the active jobs: a page reads
    // its rows, not every open job (decision 037).
    index('jobs_board_idx')
      .on(sql`coalesce(${t.publishedAt}, ${t.createdAt})`, t.slug.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    // The open jobs' count and the board's place and company choices, from the index alone.
    index('jobs_open_idx').on(t.status, t.deadline, t.countryCode, t.city, t.companyKey),
    // docs/product.md §15.1: a range is whole, ordered and bounded, or absent altogether.
    check(
      'jobs_salary_range_check',
      sql`(${t.salaryMin} is null and ${t.salaryMax} is null and ${t.salaryCurrency} is null and ${t.salaryPeriod} is null)
        or (${t.salaryMin} between 0 and ${t.salaryMax} and ${t.salaryMax} <= 99999999 and ${t.salaryCurrency} is not null and ${t.salaryPeriod} is not null)`,
    ),
  ],
)

export const jobTranslations = pgTable(
  'job_translations',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    lang: languageEnum().notNull(),
    title: text().notNull(),
    descriptionHtml: text().notNull(),
    /** Shown instead of a range ("Competitive, discussed at interview"), ≤ 200 characters (docs/product.md §15.1). */
    salaryNote: text(),
    ...translationClock(),
    searchText: searchText('title'),
    /** The site search's vector: title and description in the row's language (decision 054). */
    searchVector: searchVector('lang', [
      { expression: 'title', weight: 'A' },
      { expression: 'description_html', weight: 'C' },
    ]),
    /** What the site search ranks by: the title, small enough to read for every match (decision 054). */
    rankVector: searchVector('lang', [{ expression: 'title', weight: 'A' }]),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.lang] }),
    // The jobs with a version behind the other language (decision 060).
    index('job_translations_behind_idx')
      .on(t.jobId)
      .where(sql`${t.behind}`),
    index('job_translations_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
)

/**
 * What the site search reads of the active jobs: one narrow row per active job and language, with
 * what decides whether the job is listed (its publication date, its deadline and the country whose
 * day ends it) and its translation's vectors, kept by the database (the triggers
 * `jobs_search_kept` and `job_translations_search_kept` of migration 0029) on every write of
 * either. A search visits one row per match: one small row here instead of a translation joined
 * with its job (decision 054).
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: uuid().notNull(),
    lang: languageEnum().notNull(),
    countryCode: text().notNull(),
    deadline: date({ mode: 'string' }),
    publishedAt: timestamp({ withTimezone: true }),
    /** The date a result shows and sorts by: `coalesce(published_at, created_at)`, as the board's. */
    listedAt: timestamp({ withTimezone: true }).notNull(),
    rankVector: tsvector().notNull(),
    searchVector: tsvector().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.lang] }),
    foreignKey({ columns: [t.jobId, t.lang], foreignColumns: [jobTranslations.jobId, jobTranslations.lang] }).onDelete('cascade'),
    ...languages.map((lang) =>
      index(`job_search_vector_${lang}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`lang = '${lang}'`)),
    ),
  ],
)

export type Job = typeof jobs.$inferSelect
export type JobTranslation = typeof jobTranslations.$inferSelect

const placementKeys = [
  'companyKey',
  'category',
  'workMode',
  'employmentType',
  'experienceLevel',
  'city',
  'countryCode',
  'openings',
] as const
type PlacementKey = (typeof placementKeys)[number]

/**
 * The columns that place a job (its company, kind, place and openings), copied as they are
 * between a row, the views of it, a form's input and the seed.
 */
export function jobPlacement<T extends Pick<Job, PlacementKey>>(job: T): Pick<T, PlacementKey> {
  return {
    companyKey: job.companyKey,
    category: job.category,
    workMode: job.workMode,
    employmentType: job.employmentType,
    experienceLevel: job.experienceLevel,
    city: job.city,
    countryCode: job.countryCode,
    openings: job.openings,
  }
}
