import { z } from 'zod'
import { idField, isoDateField, textField } from '~/lib/schema'
import { interviewTimeZones, type InterviewTimeZone } from '~/lib/time-zone'
import type { InterviewStatus } from '~/lib/enums'
import { INTERVIEW_LIMITS as L, type InvitationState } from './interviews.rules'

/** An https address with a host, or empty. */
const isHttpsUrl = (value: string) => {
  if (value === '') return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}

/**
 * The schedule form and its server function (docs/product.md §16): one schema for scheduling (no
 * `id`) and rescheduling (`id`). `startsAt` is the wall-clock date and time (`YYYY-MM-DDTHH:mm`) in
 * `timeZone`; the server turns it into an instant and refuses one in the past.
 */
export const saveInterviewSchema = z.object({
  id: idField().optional(),
  applicationId: idField(),
  startsAt: isoDateField('validation.invalidValue', { time: true }).refine((value) => value !== '', 'validation.required'),
  timeZone: z.enum(interviewTimeZones, 'validation.invalidOption'),
  durationMinutes: z.number('validation.required').int('validation.invalidValue').min(L.minMinutes).max(L.maxMinutes),
  location: textField({ min: 0, max: L.location }),
  videoUrl: textField({ min: 0, max: L.videoUrl }).refine(isHttpsUrl, 'validation.httpsUrl'),
  interviewerIds: z.array(idField()).max(L.interviewers, 'validation.invalidValue'),
})
export type SaveInterviewInput = z.input<typeof saveInterviewSchema>
export type SaveInterviewValues = z.output<typeof saveInterviewSchema>

export const interviewIdSchema = z.object({ id: idField() })
export const applicationInterviewsSchema = z.object({ applicationId: idField() })

export interface InterviewerOption {
  id: string
  name: string
  email: string
}

/** An interview as the applicant page lists it. */
export interface InterviewItem {
  id: string
  startsAt: string
  timeZone: InterviewTimeZone
  durationMinutes: number
  location: string | null
  videoUrl: string | null
  status: InterviewStatus
  sequence: number
  interviewers: InterviewerOption[]
  /** The last revision's mails: how many, and their state; null when none was queued. */
  invitation: { state: InvitationState; count: number } | null
}

/** The applicant page's section: the interviews, who may interview, and whether the candidate withdrew. */
export interface ApplicationInterviews {
  interviews: InterviewItem[]
  interviewers: InterviewerOption[]
  withdrawn: boolean
}
