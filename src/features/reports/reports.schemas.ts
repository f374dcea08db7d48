import { z } from 'zod'
import { type CompanyKey, companyKeys } from '~/content/companies'
import { parseDateText } from '~/lib/date-text'
import type { ApplicationStatus } from '~/lib/enums'
import { LIST_SEARCH_MAX } from '~/lib/list-search'
import { enumField, idField, textField } from '~/lib/schema'
import { type DwellStage, type FunnelStage, isReportRange } from './reports.rules'

/** A calendar day as the URL carries it (YYYY-MM-DD) that exists. */
const dayField = () =>
  z
    .string('validation.invalidValue')
    .max(10, 'validation.invalidValue')
    .refine((value) => parseDateText(value) === value, 'validation.invalidValue')

/**
 * A report's filters (docs/product.md §17.1): a company, a job, and the days applied in; each
 * optional. A pair of days must be in order and at most two years apart.
 */
export const reportSchema = z
  .object({
    company: enumField(companyKeys).optional(),
    job: idField().optional(),
    from: dayField().optional(),
    to: dayField().optional(),
  })
  .refine(({ from, to }) => !from || !to || isReportRange(from, to), { path: ['to'], message: 'validation.invalidValue' })
export type ReportInput = z.input<typeof reportSchema>
export type ReportFilters = z.output<typeof reportSchema>

/** The report's job filter's choices as HR types. */
export const reportJobChoicesSchema = z.object({ q: textField({ min: 0, max: LIST_SEARCH_MAX }).optional() })

/** A job as the job filter names it: its Turkish title. */
export interface ReportJobOption {
  id: string
  title: string
}

/** Days between two moments: how many were measured, and their median and average (null without any). */
export interface DaysFigure {
  count: number
  median: number | null
  average: number | null
}

/** One stage of the pipeline: how many reached it, their share of the applications, and the share of them that reached the next. */
export interface FunnelRow {
  stage: FunnelStage
  reached: number
  share: number | null
  passedOn: number | null
}

export interface SourceRow {
  /** The normalized source (docs/product.md §15.2); null: direct or unknown. */
  source: string | null
  applications: number
  hired: number
}

/** What a report is about, as the page and the CSV name it. */
export interface ReportScope {
  company: CompanyKey | null
  job: { id: string; title: string; slug: string; companyKey: string } | null
  from: string
  to: string
}

/** docs/product.md §17: the figures of the applications made in a range, for a company, a job or the group. */
export interface Report {
  scope: ReportScope
  applications: number
  funnel: FunnelRow[]
  timeToHire: DaysFigure
  daysInStage: Array<DaysFigure & { stage: DwellStage }>
  /** The REPORT_SOURCES_MAX largest sources, the most first; `otherSources` adds up the rest (null: none). */
  sources: SourceRow[]
  otherSources: { sources: number; applications: number; hired: number } | null
  withdrawals: { count: number; rate: number | null; byStage: Array<{ stage: ApplicationStatus | null; count: number }> }
}
