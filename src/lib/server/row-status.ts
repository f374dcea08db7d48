import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { applications, contactMessages } from '~/db/schema'
import type { ApplicationStatus, ContactStatus } from '~/lib/enums'
import type { RejectionReason } from '~/lib/rejection-reasons'
import { AppError, type ErrorCode } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import type { Actor } from '../session'
import { withStageActor } from './stage-actor'

/** The rows whose status any dashboard user of the area may set to any other value, with each one's audit action. */
const entities = {
  // A withdrawn application is the candidate's decision: HR can no longer move it (decision 040).
  application: { table: applications, action: 'application.status', final: ['withdrawn'], finalError: 'application_withdrawn' },
  contact: { table: contactMessages, action: 'contact.status', final: [], finalError: 'conflict' },
} as const

interface StatusOfKind {
  application: ApplicationStatus
  contact: ContactStatus
}

/**
 * Sets a status that has no lifecycle (an applicant's, a contact message's: any status may go to
 * any other, except out of a final status such as a withdrawn application's), in one transaction: locks the row so two changes queue up, answers `not_found` for a
 * missing row, writes nothing for the same status, else writes it and records the audit event
 * `{ from, to }`.
 */
export async function setRowStatus<K extends keyof StatusOfKind>(
  db: Db,
  kind: K,
  { id, status }: { id: string; status: StatusOfKind[K] },
  actor: Actor,
  options: {
    /** An application's rejection: why, kept in its stage history (decision 048). */
    reason?: RejectionReason
    /** Runs in the transaction after the write (a mail to queue); what it returns joins the audit summary. */
    after?: (tx: Db, from: StatusOfKind[K]) => Promise<Record<string, unknown>>
  } = {},
): Promise<{ status: StatusOfKind[K]; changed: boolean }> {
  const { table, action, final, finalError } = entities[kind]
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for('update')
    if (!current) throw new AppError('not_found')
    if (current.status === status) return { status, changed: false }
    if ((final as readonly string[]).includes(current.status)) throw new AppError(finalError as ErrorCode)
    if (kind === 'application') await withStageActor(tx, actor.id, options.reason)
    await tx.update(table).set({ status, updatedAt: new Date() }).where(eq(table.id, id))
    const more = (await options.after?.(tx, current.status as StatusOfKind[K])) ?? {}
    await recordAudit(tx, { actorId: actor.id, action, entityId: id, summary: { from: current.status, to: status, ...more } })
    return { status, changed: true }
  })
}
