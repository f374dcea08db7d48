import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { userRoleEnum } from './enums'

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    role: userRoleEnum().notNull(),
    passwordHash: text().notNull(),
    isActive: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the cookie token; the token itself is never stored. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The user's sign-in before this one, shown on the dashboard home. */
    previousLoginAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * The group companies a recruiter is limited to (decision 046): no row, every company. Keys are
 * those of `src/content/companies.ts`; admins and editors are never limited (`companyScope`,
 * src/lib/access.ts). The primary key (user, company) is the index the session's read uses.
 */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyKey: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyKey] })],
)

export type User = typeof users.$inferSelect
export type Session = typeof sessions.$inferSelect
