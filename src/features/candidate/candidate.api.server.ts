import type { Db } from '~/db/client'
import type { Language } from '~/lib/enums'
import type { Env } from '~/lib/env'
import { getLogger } from '~/lib/server/logger'
import { defineTask, type TaskDefinition } from '~/lib/server/task-queue'
import { askTalentPoolRenewals, newApplicationLink } from './candidate.server'

export { eraseApplicationRows } from './candidate.server'

declare module '~/lib/server/task-queue' {
  interface TaskPayloads {
    'consent.renewal': Record<string, never>
  }
}

/** How often the talent-pool renewal reminders are looked for (they also run at start-up). */
const RENEWAL_INTERVAL_MS = 6 * 3_600_000

/*
 * What other features may ask of the candidate feature (decision 024; the edge applications →
 * candidate): the private link an application's confirmation mail carries (decision 040); for
 * people (the edge people → candidate), the erasure of an application's rows (decision 052); and
 * what runs it from outside: the talent-pool renewal reminders (server/plugins/boot.ts, decision 044).
 */

/** The periodic task that mails the talent-pool renewal reminders (docs/product.md §13.5), once across instances. */
export function candidateTasks(env: Env): [TaskDefinition<'consent.renewal'>] {
  return [
    defineTask('consent.renewal', {
      every: RENEWAL_INTERVAL_MS,
      run: async (_payload, { db }) => {
        const asked = await askTalentPoolRenewals({ db, env })
        if (asked > 0) getLogger().info({ asked }, 'asked candidates to renew their talent-pool consent')
      },
    }),
  ]
}

/**
 * applications: inside the application's transaction, a fresh private link for it (a new random
 * token whose SHA-256 alone is stored, valid APPLICATION_LINK_DAYS): the full URL for the mail and its expiry.
 */
export async function issueApplicationLink(
  tx: Db,
  applicationId: string,
  lang: Language,
  env: Env,
): Promise<{ url: string; expiresAt: Date }> {
  const { url, expiresAt } = await newApplicationLink(tx, applicationId, lang, env)
  return { url, expiresAt }
}
