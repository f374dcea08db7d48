import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client'

/**
 * Names who changes applications' statuses in this transaction, for the stage history that the
 * database writes (the trigger `applications_stage_history`, decision 045). The setting is local to
 * the transaction: a change without it (the candidate's withdrawal) has no actor.
 */
export async function withStageActor(tx: Db, actorId: string): Promise<void> {
  await tx.execute(sql`select set_config('hoi.actor_id', ${actorId}, true)`)
}
