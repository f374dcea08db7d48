import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import type { RejectionReason } from '~/lib/rejection-reasons'

/**
 * Names who changes applications' statuses in this transaction, and why when they reject, for the
 * stage history that the database writes (the trigger `applications_stage_history`, decisions 045
 * and 048). The settings are local to the transaction: a change without them (the candidate's
 * withdrawal) has no actor, and nothing carries over to the next user of a pooled connection.
 */
export async function withStageActor(tx: Db, actorId: string, reason?: RejectionReason): Promise<void> {
  await tx.execute(sql`select set_config('hoi.actor_id', ${actorId}, true), set_config('hoi.stage_reason', ${reason ?? ''}, true)`)
}
