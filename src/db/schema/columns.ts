import { type SQL, sql } from 'drizzle-orm'
import { boolean, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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

/**
 * A language version's translation clock (decision 060): when its own text last changed, and when
 * it was last reviewed against the other language's. Behind the other when the other's text
 * changed after this one's review.
 */
export const translationClock = () => ({
  textChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Whether the other language's text changed after this version's review: written with the clocks, so lists filter and count by an index. */
  behind: boolean().notNull().default(false),
})

/** A `tsvector` column: `searchVector` computes one; the site search's narrow tables copy them (decision 054). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The text-search configuration of a language: Turkish or English stemming (decision 054). */
const SEARCH_CONFIG = { tr: 'turkish', en: 'english' } as const

/** A part of a searchable row: a SQL expression of its own text columns and its weight (A: title … C: body). */
export interface SearchPart {
  expression: string
  weight: 'A' | 'B' | 'C'
}

/**
 * The site search's vector of a row (decision 054), kept by the database: each part stemmed in the
 * row's language (`languageColumn`, `tr` or `en`) and weighted, and, for Turkish, each part again
 * with its letters folded to ASCII (the `simple` configuration: no stemming, no stop words), so
 * that "yazilim" typed without Turkish letters finds "Yazılım". A capital I is a dotless ı in
 * Turkish before the stemmer lowers it. HTML needs no stripping: the parser skips tags and entities.
 */
export const searchVector = (languageColumn: string, parts: readonly SearchPart[]) => {
  const vector = (config: string, expression: string, weight: string) =>
    `setweight(to_tsvector('${config}'::regconfig, coalesce(${expression}, '')), '${weight}')`
  const turkish = parts.flatMap(({ expression, weight }) => [
    vector(SEARCH_CONFIG.tr, `translate(${expression}, 'I', 'ı')`, weight),
    vector('simple', `translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}')`, weight),
  ])
  const english = parts.map(({ expression, weight }) => vector(SEARCH_CONFIG.en, expression, weight))
  return tsvector()
    .notNull()
    .generatedAlwaysAs((): SQL =>
      sql.raw(`case when ${languageColumn} = 'tr' then ${turkish.join(' || ')} else ${english.join(' || ')} end`),
    )
}
