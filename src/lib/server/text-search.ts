import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

import { FOLD_FROM, FOLD_TO, foldText } from '~/lib/text-fold'

export { foldText }

/*
 * The dashboard lists' text search. Turkish letters are folded to ASCII on both sides
 * (src/lib/text-fold.ts): a table's search column holds its text folded (src/db/schema/columns.ts),
 * and `foldedPattern` folds what was typed.
 */

/** A column with its Turkish letters folded, to compare with `foldedPattern`. */
export const folded = (column: AnyColumn): SQL => sql`translate(${column}, ${FOLD_FROM}, ${FOLD_TO})`

/** An `ilike` pattern that finds `text` anywhere: `%` and `_` in a search are letters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** `likePattern` of the folded text, for `ilike(searchColumn, …)` or `ilike(folded(column), …)`. */
export const foldedPattern = (text: string) => likePattern(foldText(text))

/**
 * Whether a row's `key` has a related row, in the table of `via`, whose folded `text` (a search
 * column, or `folded(column)`) matches the folded `pattern`
 * (`EXISTS (SELECT FROM … WHERE via = key AND text ILIKE pattern)`): a search over another
 * table's text that keeps the list's filter on its own table (`readPage` counts it so). The
 * database reads it from that table's trigram index, or looks up each listed row's match by key.
 */
export const foldedMatchIn = (key: AnyColumn, via: AnyColumn, text: AnyColumn | SQL, pattern: string): SQL =>
  sql`exists (select from ${via.table} where ${via} = ${key} and ${text} ilike ${pattern})`
