import { describe, expect, it } from 'vitest'
import { addDays, isReportRange, rangeDays, reachedPerStage, REPORT_MAX_DAYS, reportRange } from './reports.rules'
import { readReportSearch, reportQuery } from './reports.search'

describe('the report range (docs/product.md §17.1)', () => {
  it('counts days inclusively, across months and leap years', () => {
    expect(rangeDays('2025-01-01', '2025-01-01')).toBe(1)
    expect(rangeDays('2024-02-28', '2024-03-01')).toBe(3)
    expect(rangeDays('2025-01-02', '2025-01-01')).toBe(0)
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
  })

  it('takes a pair in order and at most two years long', () => {
    expect(isReportRange('2025-01-01', '2025-01-01')).toBe(true)
    expect(isReportRange('2023-01-01', '2024-12-31')).toBe(true)
    expect(rangeDays('2023-01-01', '2024-12-31')).toBe(REPORT_MAX_DAYS)
    expect(isReportRange('2023-01-01', '2025-01-01')).toBe(false)
    expect(isReportRange('2025-01-02', '2025-01-01')).toBe(false)
  })

  it('defaults to the last 90 days, and `to` to today within the bound of `from`', () => {
    expect(reportRange({}, '2026-11-28')).toEqual({ from: '2026-08-31', to: '2026-11-28' })
    expect(reportRange({ to: '2026-01-31' }, '2026-11-28')).toEqual({ from: '2025-11-03', to: '2026-01-31' })
    expect(reportRange({ from: '2026-11-01' }, '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' })
    // A start in the future is a one-day range; one long ago ends two years after it.
    expect(reportRange({ from: '2027-01-01' }, '2026-11-28')).toEqual({ from: '2027-01-01', to: '2027-01-01' })
    expect(reportRange({ from: '2020-01-01' }, '2026-11-28')).toEqual({ from: '2020-01-01', to: '2021-12-31' })
    expect(reportRange({ from: '2026-01-01', to: '2026-02-01' }, '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-02-01' })
  })
})

describe('the pipeline a report counts (docs/product.md §17.2)', () => {
  it('counts an application at every stage up to the furthest it reached', () => {
    const furthest = new Map([
      ['hired', 2],
      ['interview', 1],
      ['reviewing', 3],
    ] as const)
    expect(reachedPerStage(10, furthest)).toEqual({ new: 10, reviewing: 6, interview: 3, offer: 2, hired: 2 })
    expect(reachedPerStage(0, new Map())).toEqual({ new: 0, reviewing: 0, interview: 0, offer: 0, hired: 0 })
  })
})

describe('the report URL (docs/product.md §5.4)', () => {
  it('keeps well-formed filters, reads typed dates, and ignores the rest', () => {
    expect(
      readReportSearch({ company: 'hoi-tech', job: '0B6F2A4C-1B7E-4A53-9A51-2F0E8D7F5C11', from: '01.09.2026', to: '2026-11-28' }),
    ).toEqual({ company: 'hoi-tech', job: '0b6f2a4c-1b7e-4a53-9a51-2f0e8d7f5c11', from: '2026-09-01', to: '2026-11-28' })
    expect(readReportSearch({ company: '<script>', job: 'x', from: '2026-02-30', to: 7 })).toEqual({
      company: undefined,
      job: undefined,
      from: undefined,
      to: undefined,
    })
    // A `to` before `from`, or more than two years after it, is ignored.
    expect(readReportSearch({ from: '2026-02-01', to: '2026-01-01' }).to).toBeUndefined()
    expect(readReportSearch({ from: '2020-01-01', to: '2026-01-01' }).to).toBeUndefined()
    expect(readReportSearch({ to: '2026-01-01' }).to).toBe('2026-01-01')
  })

  it('writes the filters and the language for the CSV', () => {
    expect(reportQuery({ company: 'hoi-tech', from: '2026-09-01', to: '2026-11-28' }, 'en')).toBe(
      'company=hoi-tech&from=2026-09-01&to=2026-11-28&lang=en',
    )
  })
})
