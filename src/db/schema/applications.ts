import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, searchText, updatedAt } from './columns'
import { applicationStatusEnum, languageEnum } from './enums'
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
    /** Where the applicant came from: the link's `source` (or `utm_source`), normalized (docs/product.md §13.2). */
    source: text(),
    /** The link's utm_* values, each bounded (docs/product.md §13.2). */
    utm: jsonb().$type<Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The list's text search: name, e-mail, phone, location and company (decision 038). */
    searchText: searchText('full_name', 'email', 'phone', 'current_location', 'current_company'),
  },
  (t) => [
    // The list's orders (newest first, id last), alone and under its job and status filters.
    index('applications_job_idx').on(t.jobId, t.createdAt, t.id),
    index('applications_created_idx').on(t.createdAt, t.id),
    index('applications_status_idx').on(t.status, t.createdAt, t.id),
    index('applications_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // A job's applications per source: a group by read from the index alone (docs/product.md §13.2).
    index('applications_job_source_idx').on(t.jobId, t.source),
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

export type Application = typeof applications.$inferSelect
export type ApplicationNote = typeof applicationNotes.$inferSelect
