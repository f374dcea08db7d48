import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { alertFrequencyEnum, employmentTypeEnum, experienceLevelEnum, jobCategoryEnum, languageEnum, workModeEnum } from './enums'
import { jobs } from './jobs'

/**
 * Job alerts (docs/product.md §14, decision 043): a visitor's "e-mail me new positions like
 * these", the job board's filters kept as columns (null: any). Stored unconfirmed; the
 * confirmation link sets `confirmed_at` (double opt-in), and an alert left unconfirmed is purged
 * after ALERT_CONFIRM_HOURS.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    email: text().notNull(),
    /** The language of the page it was made on: its mails are written in it. */
    language: languageEnum().notNull(),
    frequency: alertFrequencyEnum().notNull(),
    /** The board's text search as typed (shown on the manage page), and its words folded as the board folds them. */
    query: text(),
    words: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: jobCategoryEnum(),
    workMode: workModeEnum(),
    employmentType: employmentTypeEnum(),
    experienceLevel: experienceLevelEnum(),
    companyKey: text(),
    /** The board's location as chosen, and folded to lower case as the board compares a city. */
    location: text(),
    locationKey: text(),
    consentAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** When the last daily digest went out. */
    lastDigestAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Matching a published job reads the confirmed alerts of its category or of any category.
    index('job_alerts_match_idx')
      .on(t.category)
      .where(sql`${t.confirmedAt} is not null`),
    index('job_alerts_email_idx').on(sql`lower(${t.email})`),
    index('job_alerts_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
  ],
)

export const alertTokenPurposes = ['confirm', 'manage'] as const
export const alertTokenPurposeEnum = pgEnum('alert_token_purpose', alertTokenPurposes)

/**
 * The links of an alert's mails: only the SHA-256 of each random token is kept. A confirmation
 * token expires; a manage token (one per mail sent) lives as long as its alert.
 */
export const jobAlertTokens = pgTable(
  'job_alert_tokens',
  {
    tokenHash: text().primaryKey(),
    alertId: uuid()
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    purpose: alertTokenPurposeEnum().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('job_alert_tokens_alert_idx').on(t.alertId)],
)

/**
 * One row per (alert, job) ever matched: the primary key is what makes each subscriber get each
 * job once, across instances, restarts and retries. `mailed_at` is set when the job went out
 * (at once for an immediate alert, with the next digest for a daily one).
 */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: uuid()
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    mailedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.jobId] }),
    index('job_alert_deliveries_job_idx').on(t.jobId),
    index('job_alert_deliveries_pending_idx')
      .on(t.alertId)
      .where(sql`${t.mailedAt} is null`),
  ],
)

export type JobAlert = typeof jobAlerts.$inferSelect
