import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, searchText, updatedAt } from './columns'
import { contents } from './contents'
import { mediaFormatEnum, mediaUsageRoleEnum } from './enums'
import { files } from './files'
import { users } from './users'

/**
 * The media library (decision 059, docs/product.md §23): one row per uploaded image. Its id is
 * the id of the original's `files` row, so that the image's address (`/api/public/images/{id}`),
 * an article's `cover_file_id` and the `<img>` of an article body name the media item as they
 * always named the file. Width and height are null only until the variants task has read an
 * image adopted from before the library.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid()
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    width: integer(),
    height: integer(),
    altTr: text().notNull().default(''),
    altEn: text().notNull().default(''),
    /** Decorative: shown with `alt=""`, usable without alt text. */
    decorative: boolean().notNull().default(false),
    /** When the variants were written; null: the original is served. */
    variantsAt: timestamp({ withTimezone: true }),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The library's text search: file name and both alt texts (decision 038). */
    searchText: searchText('name', 'alt_tr', 'alt_en'),
  },
  (t) => [
    check('media_items_alt_length', sql`length(${t.altTr}) <= 250 and length(${t.altEn}) <= 250 and length(${t.name}) <= 200`),
    index('media_items_created_idx').on(t.createdAt.desc(), t.id),
    index('media_items_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The "missing alt text" filter: few rows once editors have written them.
    index('media_items_missing_alt_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`not ${t.decorative} and (${t.altTr} = '' or ${t.altEn} = '')`),
  ],
)

/**
 * A media item's variants: one per format and width, each a `files` row of kind `variant` under a
 * key derived from the item (written again, not twice, when the task runs twice).
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid()
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    format: mediaFormatEnum().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    fileId: uuid()
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.format, t.width] })],
)

/**
 * Where each media item is used: written with the article (its cover and its body's images), so
 * that "used" and "unused" are one index look-up per item instead of a scan of every body.
 */
export const mediaUsages = pgTable(
  'media_usages',
  {
    mediaId: uuid()
      .notNull()
      .references(() => mediaItems.id, { onDelete: 'cascade' }),
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    role: mediaUsageRoleEnum().notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.contentId, t.role] }), index('media_usages_content_idx').on(t.contentId)],
)

export type MediaItem = typeof mediaItems.$inferSelect
