import { describe, expect, it } from 'vitest'
import { formatDateTime, formatNumber } from './format'

describe('formatDateTime', () => {
  const at = '2026-11-22T05:41:00.000Z'
  it('formats in each language, in Istanbul time', () => {
    expect(formatDateTime(at, 'tr')).toBe('22 Kas 2026 08:41')
    expect(formatDateTime(at, 'en')).toBe('Nov 22, 2026, 8:41 AM')
    expect(formatDateTime(at, 'en', 'date')).toBe('Nov 22, 2026')
  })
  it('answers an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'tr')).toBe('')
  })
  it('groups digits the local way', () => {
    expect(formatNumber(12345, 'tr')).toBe('12.345')
    expect(formatNumber(12345, 'en')).toBe('12,345')
  })
})
