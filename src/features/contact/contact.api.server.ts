import { lt } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contactMessages } from '~/db/schema'
import { recordAudit } from '~/lib/server/audit'

/*
 * What code outside the contact feature may call (decision 024): the retention purge, which the
 * boot plugin's periodic job runs.
 */

/**
 * Deletes the contact messages older than the retention period (the privacy notice says two
 * years), each with an audit event `contact.purge` without an actor, in one transaction.
 */
export async function purgeExpiredContactMessages(
  db: Db,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000)
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id })
    for (const { id } of deleted) {
      await recordAudit(tx, { actorId: null, action: 'contact.purge', entityId: id, summary: { reason: 'retention', retentionDays } })
    }
    return deleted.length
  })
}
