import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { applicationStatusEnum } from './enums'
import { users } from './users'

/**
 * HR's e-mail templates (decision 048): each belongs to a stage and holds its subject and body in
 * both languages, with variables such as `{{name}}`; moving an application to the stage offers
 * its templates, and the mail goes in the application's language.
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: id(),
    name: text().notNull(),
    stage: applicationStatusEnum().notNull(),
    subjectTr: text().notNull(),
    bodyTr: text().notNull(),
    subjectEn: text().notNull(),
    bodyEn: text().notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mail_templates_stage_idx').on(t.stage, t.name)],
)

export type MailTemplate = typeof mailTemplates.$inferSelect
