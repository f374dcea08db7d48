import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, translationClock, updatedAt } from './columns'
import { corporateSectionEnum, languageEnum, publishStatusEnum } from './enums'
import { mediaItems } from './media'

/** A value of an entry's fields: text, a number, a switch, or nothing. */
export type CorporateValue = string | number | boolean | null

/**
 * The corporate pages' entries (decision 061, docs/product.md §25): a board member, a brand, a
 * figure of the home, an office… one row each, in its section and order. `key` names the entry
 * for the code (`hoi-health`, `employees`, `istanbul`); the fields that are the same in both
 * languages are `data`, the texts of each language a row of `corporate_entry_texts`. A photo or a
 * logo is a media item, kept while an entry uses it.
 */
export const corporateEntries = pgTable(
  'corporate_entries',
  {
    id: id(),
    section: corporateSectionEnum().notNull(),
    key: text().notNull(),
    position: integer().notNull().default(0),
    status: publishStatusEnum().notNull().default('draft'),
    data: jsonb().$type<Record<string, CorporateValue>>().notNull().default({}),
    mediaId: uuid().references(() => mediaItems.id, { onDelete: 'restrict' }),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('corporate_entries_key_idx').on(t.section, t.key),
    // The dashboard's section list and the public pages read a section in its order.
    index('corporate_entries_section_idx').on(t.section, t.position, t.id),
    index('corporate_entries_media_idx')
      .on(t.mediaId)
      .where(sql`${t.mediaId} is not null`),
    check('corporate_entries_key_length', sql`length(${t.key}) between 1 and 80`),
  ],
)

/** An entry's texts in one language, with its translation clock (decision 060). */
export const corporateEntryTexts = pgTable(
  'corporate_entry_texts',
  {
    entryId: uuid()
      .notNull()
      .references(() => corporateEntries.id, { onDelete: 'cascade' }),
    lang: languageEnum().notNull(),
    texts: jsonb().$type<Record<string, string>>().notNull(),
    ...translationClock(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lang] }),
    // The entries with a language behind the other: the list's filter and the dashboard's count.
    index('corporate_entry_texts_behind_idx')
      .on(t.entryId)
      .where(sql`${t.behind}`),
  ],
)

export type CorporateEntryRow = typeof corporateEntries.$inferSelect
