/*
 * An iCalendar (RFC 5545) invitation with its scheduling method (RFC 5546): one VEVENT in one
 * VTIMEZONE, written here rather than with a library because the writer is small and its rules are
 * few — CRLF lines folded at 75 octets, TEXT escaping, a time zone — and the tests parse the result
 * with ical.js (decision 047).
 */

import { offsetMinutes } from '../time-zone'

export type IcalMethod = 'REQUEST' | 'CANCEL'

export interface IcalPerson {
  email: string
  name?: string | null
}

export interface IcalAttendee extends IcalPerson {
  role: 'REQ-PARTICIPANT' | 'OPT-PARTICIPANT' | 'CHAIR'
}

export interface IcalInvitation {
  method: IcalMethod
  uid: string
  sequence: number
  /** When this revision was written (DTSTAMP, in UTC). */
  stamp: Date
  start: Date
  /** An IANA zone without daylight saving time today (the zones offered, decision 047). */
  timeZone: string
  durationMinutes: number
  summary: string
  description?: string
  location?: string | null
  url?: string | null
  organizer: IcalPerson
  attendees: IcalAttendee[]
  status: 'CONFIRMED' | 'CANCELLED'
}

const CRLF = '\r\n'
const PRODID = '-//Holding//Careers Interviews//EN'

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** A parameter value (RFC 5545 §3.2): quoted, without the quotes and control characters it cannot hold. */
const paramValue = (text: string) => `"${text.replace(/["\p{Cc}]/gu, '')}"`

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation starts with one space, and
 * a character of several UTF-8 octets is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** A UTC DATE-TIME: `20261201T070000Z`. */
export const utcDateTime = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`

/** The wall-clock DATE-TIME of `at` in `timeZone` (for `DTSTART;TZID=…`): `20261201T100000`. */
export function localDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
}

/** The zone's UTC offset at `at` as iCalendar writes it (`+0300`, `+0000`). */
export function utcOffset(at: Date, timeZone: string): string {
  const minutes = offsetMinutes(at, timeZone)
  const abs = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`
}

/**
 * The VTIMEZONE of a zone without daylight saving time: one STANDARD component with the offset it
 * has at the event. Europe/Istanbul (+03 since 2016), Asia/Dubai (+04) and UTC are such zones; a
 * zone with DST would need its rules, which is why only these are offered.
 */
function vtimezone(timeZone: string, at: Date): string[] {
  const offset = utcOffset(at, timeZone)
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ]
}

const mailto = (email: string) => `mailto:${email}`
const named = (person: IcalPerson) => (person.name ? `;CN=${paramValue(person.name)}` : '')

/** The invitation as an .ics text: CRLF line endings, every line folded. */
export function icalInvitation(event: IcalInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...vtimezone(event.timeZone, event.start),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localDateTime(event.start, event.timeZone)}`,
    `DURATION:PT${event.durationMinutes}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER${named(event.organizer)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map(
      (attendee) =>
        `ATTENDEE;ROLE=${attendee.role};PARTSTAT=NEEDS-ACTION;RSVP=${event.method === 'REQUEST' ? 'TRUE' : 'FALSE'}${named(attendee)}:${mailto(attendee.email)}`,
    ),
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
