import type { Db } from '~/db/client'
import type { Env } from '~/lib/env'
import { defineTask, type TaskDefinition } from '~/lib/server/task-queue'
import { deleteAllAlertsOfEmail, deliverPublishedJob, listAlertsOfEmail, purgeUnconfirmedAlerts, sendDailyDigests } from './alerts.server'

/*
 * What code outside the alerts feature may call (decision 024): a person's alerts for their data
 * export and erasure (the candidate's private page, edge candidate → alerts), and the feature's
 * tasks, which the boot plugin hands to the worker.
 */

declare module '~/lib/server/task-queue' {
  interface TaskPayloads {
    'alerts.digest': Record<string, never>
    'alerts.purge': Record<string, never>
  }
}

/**
 * A person's data export: every job alert of the address (any case), confirmed or not, with its
 * filters, language, frequency, consent, confirmation and creation times and the jobs it matched;
 * never a token or a token's hash.
 */
export const alertsOfEmail = (db: Db, email: string) => listAlertsOfEmail(db, email)

/**
 * A person's erasure, inside the caller's transaction: every job alert of the address (any case),
 * with its tokens and deliveries (their foreign keys cascade). Returns how many alerts went.
 */
export const deleteAlertsOfEmail = (tx: Db, email: string) => deleteAllAlertsOfEmail(tx, email)

const HOUR_MS = 3_600_000

/**
 * The alerts' tasks (decision 043): `jobs.published` (enqueued by the jobs writes when a job
 * goes live) matches the job against every alert; `alerts.digest` sends the daily digests and
 * `alerts.purge` removes unconfirmed alerts past their time, each every hour, once across instances.
 */
export function alertTasks(env: Env): [TaskDefinition<'jobs.published'>, TaskDefinition<'alerts.digest'>, TaskDefinition<'alerts.purge'>] {
  return [
    defineTask('jobs.published', {
      run: async ({ jobId }, { db }) => {
        await deliverPublishedJob({ db, env }, jobId)
      },
    }),
    defineTask('alerts.digest', {
      every: HOUR_MS,
      run: async (_payload, { db }) => {
        await sendDailyDigests({ db, env })
      },
    }),
    defineTask('alerts.purge', {
      every: HOUR_MS,
      run: async (_payload, { db }) => {
        await purgeUnconfirmedAlerts(db)
      },
    }),
  ]
}
