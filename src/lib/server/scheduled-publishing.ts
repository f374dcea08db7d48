import type { Db } from '~/db/client'
import { invalidatePublicPages } from './page-cache'
import { defineTask, enqueue } from './task-queue'

/**
 * Scheduled publishing (decision 021). Public reads show an entry once its `published_at` has
 * passed, but the rendered-page cache (decision 011) would keep answering the pages rendered before
 * that moment. A task due at the publish time empties the cache then.
 */
declare module './task-queue' {
  interface TaskPayloads {
    'publish.invalidate': Record<string, never>
  }
}

/**
 * Call it inside the transaction that saves an entry with a publish time: a time in the future gets
 * a task at that moment (one per moment, however many entries share it); a past one needs nothing,
 * as the write itself empties the cache after its commit.
 */
export async function schedulePublishInvalidation(tx: Db, at: Date | null | undefined): Promise<void> {
  if (!at || at.getTime() <= Date.now()) return
  await enqueue(tx, 'publish.invalidate', {}, { runAt: at, key: `publish:${at.toISOString()}` })
}

/**
 * Empties the page cache: this instance's, and on PostgreSQL every other instance's too, as after
 * any write (decision 036). The task runs on one instance only.
 */
export const publishInvalidationTask = defineTask('publish.invalidate', {
  maxAttempts: 3,
  run: async () => {
    invalidatePublicPages()
  },
})
