import { describe, expect, it } from 'vitest'
import { formatDateText, parseDateText } from './date-text'

describe('dates typed in the dashboard', () => {
  it('reads the Turkish order, the English order and ISO', () => {
    expect(parseDateText('25.11.2026')).toBe('2026-11-25')
    expect(parseDateText('5.1.2027')).toBe('2027-01-05')
    expect(parseDateText('11/25/2026')).toBe('2026-11-25')
    expect(parseDateText('2026-11-25')).toBe('2026-11-25')
    expect(parseDateText(' 25.11.2026 14:30 ', { time: true })).toBe('2026-11-25T14:30')
    expect(parseDateText('25.11.2026', { time: true })).toBe('2026-11-25T00:00')
    expect(parseDateText('2026-11-25T09:05', { time: true })).toBe('2026-11-25T09:05')
  })

  it('refuses days that do not exist, a time where none is asked, and other text', () => {
    for (const text of ['31.02.2026', '13/25/2026', '2026-02-30', '25.11.26', '25.11/2026', 'yarın', '', '25.11.2026 24:00']) {
      expect(parseDateText(text, { time: text.includes(':') })).toBeUndefined()
    }
    expect(parseDateText('25.11.2026 14:30')).toBeUndefined()
  })

  it('writes an ISO value in the language order, and leaves other text as typed', () => {
    expect(formatDateText('2026-11-25', 'tr')).toBe('25.11.2026')
    expect(formatDateText('2026-11-25', 'en')).toBe('11/25/2026')
    expect(formatDateText('2026-11-25T14:30', 'tr')).toBe('25.11.2026 14:30')
    expect(formatDateText('25.11.20', 'tr')).toBe('25.11.20')
  })
})
