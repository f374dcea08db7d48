import type { ApplicationStatus } from '~/lib/enums'

/*
 * HR's reports (docs/product.md §17, decision 051), client-safe: the range's bounds and defaults,
 * the stages each figure is about, and the arithmetic the page, the CSV and the tests share.
 */

/** Without dates, the report covers the last 90 days, today included. */
export const REPORT_DEFAULT_DAYS = 90

/** The longest range, in days counted inclusively: two years (one of them a leap year). */
export const REPORT_MAX_DAYS = 731

/** How many sources the report names, the most first; the others are added up in one line. */
export const REPORT_SOURCES_MAX = 20

/** The pipeline in its order (docs/product.md §4.3): an application that reached a stage has passed the ones before it. */
export const funnelStages = ['new', 'reviewing', 'interview', 'offer', 'hired'] as const satisfies readonly ApplicationStatus[]
export type FunnelStage = (typeof funnelStages)[number]

/** The stages an application works through and leaves: days in stage are counted for these. */
export const dwellStages = ['new', 'reviewing', 'interview', 'offer'] as const satisfies readonly FunnelStage[]
export type DwellStage = (typeof dwellStages)[number]

const DAY_MS = 86_400_000
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** `day` (YYYY-MM-DD) moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string => new Date(dayTime(day) + days * DAY_MS).toISOString().slice(0, 10)

/** How many days `from` to `to` cover, both included (1 for one day; 0 or less when `to` is before `from`). */
export const rangeDays = (from: string, to: string): number => Math.round((dayTime(to) - dayTime(from)) / DAY_MS) + 1

/** Whether `from` to `to` is a range the report takes: in order, at most REPORT_MAX_DAYS. */
export const isReportRange = (from: string, to: string): boolean => {
  const days = rangeDays(from, to)
  return days >= 1 && days <= REPORT_MAX_DAYS
}

/**
 * The days a report covers (docs/product.md §17.1), from what was asked and today (in the site's
 * time zone): `to` defaults to today — no earlier than `from` and within REPORT_MAX_DAYS of it —
 * and `from` to REPORT_DEFAULT_DAYS ending with `to`. A pair given is taken as it is (the schema
 * and the URL reader keep it in order and in bounds).
 */
export function reportRange(asked: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = asked.to ?? (asked.from ? clampDay(today, asked.from, addDays(asked.from, REPORT_MAX_DAYS - 1)) : today)
  return { from: asked.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1)), to }
}

const clampDay = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day)

/** `part / whole`, or null when there is no whole to be a part of. */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null)

/**
 * How many applications reached each stage of the pipeline, from how many had each stage as the
 * furthest they reached (docs/product.md §17.2): reaching a stage means reaching it or one after
 * it. Every application reached `new`.
 */
export function reachedPerStage(applications: number, furthest: ReadonlyMap<FunnelStage, number>): Record<FunnelStage, number> {
  const reached = {} as Record<FunnelStage, number>
  let atOrBeyond = 0
  for (let index = funnelStages.length - 1; index >= 1; index--) {
    const stage = funnelStages[index]!
    atOrBeyond += furthest.get(stage) ?? 0
    reached[stage] = atOrBeyond
  }
  reached.new = applications
  return reached
}

/** The first moment of a day in the site's time zone (Europe/Istanbul, UTC+3 all year), as the applicants list reads dates. */
export const siteDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`)
