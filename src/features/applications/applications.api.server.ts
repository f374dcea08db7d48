import { and, asc, eq, gt, lt, notExists } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { applicationConsents, applications, mailOutbox } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { getStorage, type FileStorage } from '~/lib/server/storage'
import { deleteApplicant } from './applications.admin.server'

// What runs the applications feature from outside it: the retention purge (server/plugins/boot.ts),
// and for the reports (decision 051) the applicants' job filter's choices (decision 038).
export { searchJobChoices } from './applications.admin.server'

const DAY_MS = 86_400_000
/** Applications removed per run; a backlog (a lowered retention) is worked off run by run. */
const BATCH = 200

export interface RetentionResult {
  applications: number
  mails: number
}

/**
 * Deletes the applications older than the retention period — unless a talent-pool consent still
 * holds (docs/product.md §13.5: it keeps the application until its own end) — with their notes and CVs, each in its
 * own transaction with an audit event (`application.purge`, no actor), and the sent mails of the
 * same age, which hold the applicant's name and address (decision 015). Another instance purging
 * at the same time is harmless: an application already gone is skipped.
 */
export async function purgeExpiredApplications(
  db: Db,
  { retentionDays, now = new Date(), storage = getStorage() }: { retentionDays: number; now?: Date; storage?: FileStorage },
): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  const expired = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        lt(applications.createdAt, cutoff),
        notExists(
          db
            .select({ one: applicationConsents.id })
            .from(applicationConsents)
            .where(
              and(
                eq(applicationConsents.applicationId, applications.id),
                eq(applicationConsents.purpose, 'talent_pool'),
                gt(applicationConsents.expiresAt, now),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(applications.createdAt))
    .limit(BATCH)
  let removed = 0
  for (const { id } of expired) {
    try {
      await deleteApplicant(db, { id }, null, storage, { action: 'application.purge', summary: { reason: 'retention', retentionDays } })
      removed++
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error
    }
  }
  const mails = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.createdAt, cutoff)))
    .returning({ id: mailOutbox.id })
  return { applications: removed, mails: mails.length }
}
