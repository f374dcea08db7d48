import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, type IcalInvitation, icalInvitation, localDateTime, utcOffset } from './ical'

const invitation = (overrides: Partial<IcalInvitation> = {}): IcalInvitation => ({
  method: 'REQUEST',
  uid: '3f1c6a4e-0000-4000-8000-000000000001@careers.hoi.test',
  sequence: 0,
  stamp: new Date('2026-11-28T09:00:00Z'),
  start: new Date('2026-12-01T07:00:00Z'),
  timeZone: 'Europe/Istanbul',
  durationMinutes: 45,
  summary: 'Mülakat: Hemşire, Yoğun Bakım; gece',
  location: 'Levent Ofis, Kat 3\nToplantı odası "Boğaz"',
  url: 'https://meet.example.com/abc-defg-hij',
  organizer: { email: 'no-reply@hoi.example', name: 'HOI Holding' },
  attendees: [
    { email: 'ayse@example.com', name: 'Ayşe Yılmaz', role: 'REQ-PARTICIPANT' },
    { email: 'mehmet@hoi.example', name: 'Mehmet "İK" Demir', role: 'REQ-PARTICIPANT' },
  ],
  status: 'CONFIRMED',
  ...overrides,
})

/** The VCALENDAR parsed by ical.js, its VEVENT, and the event with its time zone registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = calendar.getFirstSubcomponent('vtimezone')!
  ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

describe('icalInvitation (RFC 5545)', () => {
  it('parses with ical.js: METHOD, UID, SEQUENCE, DTSTART with its TZID at the right instant, the attendees', () => {
    const text = icalInvitation(invitation())
    const { calendar, vevent, event } = parse(text)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(event.uid).toBe('3f1c6a4e-0000-4000-8000-000000000001@careers.hoi.test')
    expect(event.sequence).toBe(0)
    const dtstart = vevent.getFirstProperty('dtstart')!
    expect(dtstart.getParameter('tzid')).toBe('Europe/Istanbul')
    expect(event.startDate.toString()).toBe('2026-12-01T10:00:00')
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T07:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T07:45:00.000Z')
    expect(event.summary).toBe('Mülakat: Hemşire, Yoğun Bakım; gece')
    expect(event.location).toBe('Levent Ofis, Kat 3\nToplantı odası "Boğaz"')
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/abc-defg-hij')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:no-reply@hoi.example')
    const attendees = event.attendees.map((attendee) => ({
      value: attendee.getFirstValue(),
      cn: attendee.getParameter('cn'),
      role: attendee.getParameter('role'),
      partstat: attendee.getParameter('partstat'),
      rsvp: attendee.getParameter('rsvp'),
    }))
    expect(attendees).toEqual([
      { value: 'mailto:ayse@example.com', cn: 'Ayşe Yılmaz', role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION', rsvp: 'TRUE' },
      { value: 'mailto:mehmet@hoi.example', cn: 'Mehmet İK Demir', role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION', rsvp: 'TRUE' },
    ])
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-28T09:00:00Z')
  })

  it('writes a cancellation with the same UID, a higher SEQUENCE, METHOD:CANCEL and STATUS:CANCELLED', () => {
    const { calendar, vevent, event } = parse(icalInvitation(invitation({ method: 'CANCEL', sequence: 2, status: 'CANCELLED' })))
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(event.uid).toBe('3f1c6a4e-0000-4000-8000-000000000001@careers.hoi.test')
    expect(event.sequence).toBe(2)
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('gives each offered zone a fixed STANDARD offset, and Dubai and UTC their own wall clock', () => {
    const dubai = parse(icalInvitation(invitation({ timeZone: 'Asia/Dubai' })))
    expect(
      dubai.calendar.getFirstSubcomponent('vtimezone')!.getFirstSubcomponent('standard')!.getFirstPropertyValue('tzoffsetto')!.toString(),
    ).toBe('+04:00')
    expect(dubai.event.startDate.toString()).toBe('2026-12-01T11:00:00')
    expect(dubai.event.startDate.toJSDate().toISOString()).toBe('2026-12-01T07:00:00.000Z')
    expect(localDateTime(new Date('2026-12-01T07:00:00Z'), 'UTC')).toBe('20261201T070000')
    expect(utcOffset(new Date('2026-12-01T07:00:00Z'), 'Europe/Istanbul')).toBe('+0300')
    expect(utcOffset(new Date('2026-12-01T07:00:00Z'), 'UTC')).toBe('+0000')
  })

  it('ends every line with CRLF and folds none longer than 75 octets, without splitting a character', () => {
    const text = icalInvitation(invitation({ summary: 'Çok uzun bir başlık: '.repeat(12), location: 'ğüşiöç'.repeat(30) }))
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = text.split('\r\n').slice(0, -1)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    // Unfolded, the text is whole again.
    expect(parse(text).event.location).toBe('ğüşiöç'.repeat(30))
  })

  it('escapes TEXT values and folds at the octet limit', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
    expect(foldLine(`${'x'.repeat(74)}ş`)).toBe(`${'x'.repeat(74)}\r\n ş`)
  })
})
