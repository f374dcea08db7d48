import { describe, expect, it } from 'vitest'
import { formatSalary, missingEuPayRange, salaryJsonLd, salaryOf } from './jobs.rules'

describe('salary (docs/product.md §15.1)', () => {
  const range = { min: 60_000, max: 80_000, currency: 'TRY', period: 'MONTH' } as const

  it("formats a range in the page's language with its period", () => {
    expect(formatSalary(range, 'tr', 'ay')).toBe('₺60.000 – ₺80.000 / ay')
    expect(formatSalary(range, 'en', 'month')).toBe('₺60,000 – ₺80,000 / month')
    expect(formatSalary({ min: 4000, max: 4000, currency: 'EUR', period: 'MONTH' }, 'en', 'month')).toBe('€4,000 / month')
    expect(formatSalary({ min: 9000, max: 12000, currency: 'AED', period: 'MONTH' }, 'tr', 'ay')).toBe(
      'AED\u00a09.000 – AED\u00a012.000 / ay',
    )
  })

  it('reads a range from the four columns, or none when any is missing', () => {
    expect(salaryOf({ salaryMin: 1, salaryMax: 2, salaryCurrency: 'USD', salaryPeriod: 'HOUR' })).toEqual({
      min: 1,
      max: 2,
      currency: 'USD',
      period: 'HOUR',
    })
    expect(salaryOf({ salaryMin: 1, salaryMax: null, salaryCurrency: 'USD', salaryPeriod: 'HOUR' })).toBeNull()
  })

  it("gives JobPosting's baseSalary as a MonetaryAmount with a QuantitativeValue", () => {
    expect(salaryJsonLd(range)).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'TRY',
      value: { '@type': 'QuantitativeValue', minValue: 60_000, maxValue: 80_000, unitText: 'MONTH' },
    })
  })

  it('warns about a missing range only for a place in the EU or EEA', () => {
    expect(missingEuPayRange('DE', false)).toBe(true)
    expect(missingEuPayRange('no', false)).toBe(true)
    expect(missingEuPayRange('DE', true)).toBe(false)
    expect(missingEuPayRange('TR', false)).toBe(false)
    expect(missingEuPayRange('AE', false)).toBe(false)
    expect(missingEuPayRange('GB', false)).toBe(false)
  })
})
