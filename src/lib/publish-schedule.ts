import { z } from 'zod'
import { type JobStatus, type PublishKind, type ScheduleAction, scheduleActions } from './enums'
import type { StatusOf } from './publish-lifecycle'
import { enumField, idField, isoDateField } from './schema'
import { type ScheduleTimeZone, scheduleTimeZones } from './time-zone'

/**
 * Scheduled publishing on the dashboard (decision 058, docs/product.md §22): the schedule form's
 * schema, shared by the edit pages and the three features' server functions, and the rules both
 * sides read. Dashboard only: public pages do not import it (it carries zod).
 */

/** A step at a time: the wall-clock `at` (`YYYY-MM-DDTHH:mm`) in `timeZone`; the server refuses one not in the future. */
export const saveScheduleSchema = z.object({
  id: idField(),
  action: enumField(scheduleActions),
  at: isoDateField('validation.invalidValue', { time: true }).refine((value) => value !== '', 'validation.required'),
  timeZone: enumField(scheduleTimeZones),
})
export type SaveScheduleInput = z.input<typeof saveScheduleSchema>
export type SaveScheduleValues = z.output<typeof saveScheduleSchema>

export const cancelScheduleSchema = z.object({ id: idField(), action: enumField(scheduleActions) })
export type CancelScheduleInput = z.output<typeof cancelScheduleSchema>

/** A pending step as the lists and the edit pages show it. */
export interface ScheduleItem {
  action: ScheduleAction
  runAt: string
  timeZone: ScheduleTimeZone
}

/** The status a step leads to: live, or off the site (a job is closed, keeping its page marked so; the others go back to draft). */
export function scheduleTarget<K extends PublishKind>(kind: K, action: ScheduleAction): StatusOf<K> {
  const status: JobStatus = action === 'publish' ? 'active' : kind === 'job' ? 'closed' : 'draft'
  return status as StatusOf<K>
}

/**
 * The steps an entry in `status` may be given a time for: publish when it could go live now
 * (a draft, a closed job), unpublish when it is live or is to be published first. A removed entry
 * gets neither.
 */
export function schedulableActions(status: JobStatus, pending: readonly Pick<ScheduleItem, 'action'>[]): ScheduleAction[] {
  const publishes = status === 'draft' || status === 'closed'
  const publishPending = pending.some((item) => item.action === 'publish')
  return scheduleActions.filter((action) => (action === 'publish' ? publishes : status === 'active' || publishPending))
}
