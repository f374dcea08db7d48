import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, searchText, updatedAt } from './columns'
import { applicationStatusEnum, consentPurposeEnum, languageEnum, rejectionReasonEnum } from './enums'
import { files } from './files'
import { jobs } from './jobs'
import { users } from './users'

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    status: applicationStatusEnum().notNull().default('new'),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    currentLocation: text(),
    currentCompany: text(),
    linkedinUrl: text(),
    portfolioUrl: text(),
    resumeFileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    additionalInfo: text(),
    language: languageEnum().notNull(),
    consentAt: timestamp({ withTimezone: true }).notNull(),
    /** An answer to one of the job's questions was a knock-out answer: flagged for HR, never rejected (decision 042). */
    knockedOut: boolean().notNull().default(false),
    /** Where the applicant came from: the link's `source` (or `utm_source`), normalized (docs/product.md §15.2). */
    source: text(),
    /** The link's utm_* values, each bounded (docs/product.md §15.2). */
    utm: jsonb().$type<Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The list's text search: name, e-mail, phone, location and company (decision 038). */
    searchText: searchText('full_name', 'email', 'phone', 'current_location', 'current_company'),
    // The candidate's private page (decision 040): the SHA-256 of its link's token, never the token.
    linkTokenHash: text().unique(),
    linkExpiresAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
    /** When the status last changed (the arrival for a new application), kept by the database (decision 045). */
    stageChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The person the application belongs to (decision 052): on arrival, the person of the latest
     * application with the same e-mail address in any case, set by the database; HR may merge two
     * people or keep an application apart.
     */
    personId: uuid().notNull().defaultRandom(),
  },
  (t) => [
    // The list's orders (newest first, id last), alone and under its job and status filters.
    index('applications_job_idx').on(t.jobId, t.createdAt, t.id),
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_status_idx').on(t.status, t.createdAt, t.id),
    index('applications_knocked_out_idx').on(t.knockedOut, t.createdAt, t.id),
    index('applications_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // A new private link is asked for by e-mail address, whatever its case (decision 040).
    index('applications_email_idx').on(sql`lower(${t.email})`),
    // A job's applications per source: a group by read from the index alone (docs/product.md §15.2).
    index('applications_job_source_idx').on(t.jobId, t.source),
    // Deleting a CV's file row (every application deleted: by HR, by the candidate, by the retention
    // purge) checks that no application still points at it: without this index, a read of the
    // whole table per application (decision 044's figures).
    index('applications_resume_file_idx').on(t.resumeFileId),
    // A job's pipeline (decision 045): each stage's count and its cards, the latest moved first.
    index('applications_job_stage_idx').on(t.jobId, t.status, t.stageChangedAt, t.id),
    // A person's applications, the latest first (decision 052).
    index('applications_person_idx').on(t.personId, t.createdAt),
    // The reports (decision 051): a range's applications with what they are counted by (job, status,
    // source), read from the index alone, for the whole group or a scoped recruiter's companies.
    index('applications_report_idx').on(t.createdAt, t.jobId, t.status, t.source, t.id),
  ],
)

/**
 * Every stage an application went through (decision 045): its arrival (`from_status` null) and
 * each change of status, with its time and, for a change made in the dashboard, who made it.
 * Written by the database (the trigger `applications_stage_history`), so that no path that
 * changes a status can leave it out; the actor (and a rejection's reason) come from `withStageActor`.
 */
export const applicationStageEvents = pgTable(
  'application_stage_events',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: applicationStatusEnum(),
    toStatus: applicationStatusEnum().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** A rejection's reason, for HR and the reports only: never sent (decision 048). */
    reason: rejectionReasonEnum(),
  },
  (t) => [
    // An application's history in its order; with the stages, the reports read a range's events
    // from the index alone (decision 051).
    index('application_stage_events_application_idx').on(t.applicationId, t.at, t.toStatus, t.fromStatus),
    // The reports read the changes of a period.
    index('application_stage_events_at_idx').on(t.at),
  ],
)

export const applicationNotes = pgTable(
  'application_notes',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId)],
)

/**
 * The consents an application was given under, one per purpose (docs/product.md §13.5, decision
 * 044): the notice version and language it was given against, when, and until when it holds.
 * `application` ends with the application's retention period; `talent_pool` (optional) keeps the
 * application for other positions until `expires_at`, which a renewal moves on.
 */
export const applicationConsents = pgTable(
  'application_consents',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    purpose: consentPurposeEnum().notNull(),
    noticeVersion: text().notNull(),
    language: languageEnum().notNull(),
    givenAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the candidate was last asked by e-mail to renew it (null: not asked since it was given or renewed). */
    renewalAskedAt: timestamp({ withTimezone: true }),
    renewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('application_consents_application_purpose_unique').on(t.applicationId, t.purpose),
    // The retention purge and the renewal reminder read the consents of a purpose by their end.
    index('application_consents_purpose_expires_idx').on(t.purpose, t.expiresAt),
  ],
)

/**
 * How many committed transactions changed what the reports count (decision 053): one row, whose
 * `generation` the database adds one to when a transaction that inserted, deleted or moved
 * applications (or gave a job another company) commits (the deferred trigger
 * `applications_changed`). A report computed at a generation holds until it moves, on every
 * instance, since each instance reads it before answering from what it kept.
 */
export const applicationChanges = pgTable(
  'application_changes',
  {
    id: smallint().primaryKey().default(1),
    generation: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('application_changes_one_row', sql`${t.id} = 1`)],
)

export type Application = typeof applications.$inferSelect
export type ApplicationConsent = typeof applicationConsents.$inferSelect
export type ApplicationNote = typeof applicationNotes.$inferSelect
export type ApplicationStageEvent = typeof applicationStageEvents.$inferSelect
