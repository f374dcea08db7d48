import { describe, expect, it } from 'vitest'
import { formatZonedDateTime, offsetMinutes, timeZoneLabel, wallClock, zonedInstant } from './time-zone'

describe('interview time zones', () => {
  it('turns a wall-clock date and time in a zone into its instant, and back', () => {
    expect(zonedInstant('2026-12-01', '10:30', 'Europe/Istanbul')!.toISOString()).toBe('2026-12-01T07:30:00.000Z')
    expect(zonedInstant('2026-12-01', '10:30', 'Asia/Dubai')!.toISOString()).toBe('2026-12-01T06:30:00.000Z')
    expect(zonedInstant('2026-12-01', '10:30', 'UTC')!.toISOString()).toBe('2026-12-01T10:30:00.000Z')
    // A zone with DST outside its gap: summer and winter offsets both right.
    expect(zonedInstant('2026-07-01', '10:00', 'Europe/Berlin')!.toISOString()).toBe('2026-07-01T08:00:00.000Z')
    expect(zonedInstant('2026-12-01', '10:00', 'Europe/Berlin')!.toISOString()).toBe('2026-12-01T09:00:00.000Z')
    expect(wallClock('2026-12-01T06:30:00.000Z', 'Asia/Dubai')).toEqual({ date: '2026-12-01', time: '10:30' })
    expect(zonedInstant('2026-13-01', '10:30', 'UTC')).toBeNull()
    expect(zonedInstant('2026-12-01', '1030', 'UTC')).toBeNull()
  })

  it('names the zone next to the time, in the language', () => {
    const at = new Date('2026-12-01T07:30:00Z')
    expect(offsetMinutes(at, 'Europe/Istanbul')).toBe(180)
    expect(timeZoneLabel('Asia/Dubai', at)).toBe('Asia/Dubai (GMT+4)')
    expect(timeZoneLabel('UTC', at)).toBe('UTC')
    expect(formatZonedDateTime(at, 'Europe/Istanbul', 'tr')).toBe('1 Aralık 2026 Salı 10:30 · Europe/Istanbul (GMT+3)')
    expect(formatZonedDateTime(at, 'Asia/Dubai', 'en')).toMatch(/^Tuesday, December 1, 2026 at 11:30\sAM · Asia\/Dubai \(GMT\+4\)$/)
  })
})
