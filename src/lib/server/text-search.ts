import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/*
 * The dashboard lists' text search. Turkish letters are folded to ASCII on both sides, so
 * "istanbul" finds "İstanbul" and "yazilim" finds "Yazılım" whatever the database's collation does
 * with non-ASCII case.
 */
const FOLD_FROM = 'ÇĞİIÖŞÜçğıöşü'
const FOLD_TO = 'cgiiosucgiosu'
/** `text` with its Turkish letters folded as `folded` folds a column's ("Yazılım" → "Yazilim"). */
export const foldText = (text: string) => text.replace(/[ÇĞİIÖŞÜçğıöşü]/g, (c) => FOLD_TO[FOLD_FROM.indexOf(c)]!)

/** A column with its Turkish letters folded, to compare with `foldedPattern`. */
export const folded = (column: AnyColumn): SQL => sql`translate(${column}, ${FOLD_FROM}, ${FOLD_TO})`

/** An `ilike` pattern that finds `text` anywhere: `%` and `_` in a search are letters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** `likePattern` of the folded text, for `ilike(folded(column), …)`. */
export const foldedPattern = (text: string) => likePattern(foldText(text))

/**
 * Whether a row's `key` has a related row, in the table of `via`, whose `text` matches `pattern`
 * folded (`key IN (SELECT via FROM … WHERE folded(text) ILIKE pattern)`): a search over another
 * table's text that keeps the list's filter on its own table (`readPage` counts it so).
 */
export const foldedMatchIn = (key: AnyColumn, via: AnyColumn, text: AnyColumn, pattern: string): SQL =>
  sql`${key} in (select ${via} from ${via.table} where ${folded(text)} ilike ${pattern})`
