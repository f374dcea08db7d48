import { type SQL, sql } from 'drizzle-orm'
import { text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { FOLD_FROM, FOLD_TO } from '~/lib/text-fold'

export const id = () => uuid().primaryKey().defaultRandom()
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/**
 * A list's text search column (decision 038): the row's searchable text with its Turkish letters
 * folded to ASCII, kept by the database (a stored generated column) and indexed with trigrams, so
 * `ilike '%…%'` of a folded pattern finds a row without reading the table. `parts` are SQL
 * expressions of the row's own text columns (snake_case names), null taken as empty.
 */
export const searchText = (...parts: string[]) =>
  text()
    .notNull()
    .generatedAlwaysAs((): SQL =>
      sql.raw(`translate(${parts.map((part) => `coalesce(${part}, '')`).join(` || ' ' || `)}, '${FOLD_FROM}', '${FOLD_TO}')`),
    )
