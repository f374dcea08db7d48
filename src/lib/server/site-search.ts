import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import type { Language } from '~/lib/enums'

export { decodeEntities } from '~/lib/html-text'

/*
 * The contract between the site search (src/features/search) and the features whose rows it
 * finds (decision 054). Each feature decides what of it is public and where it lives; the search
 * ranks them together. The vectors are the tables' `search_vector` columns
 * (src/db/schema/columns.ts `searchVector`).
 */

/** One search: the visitor's language, the query as a `tsquery` value, and the moment it runs. */
export interface SearchMatch {
  lang: Language
  /** A SQL `tsquery` value (built once per search by the search feature). */
  query: SQL
  /** The query's lexemes, without their prefix marks: where a long text first holds one is where its passage is looked for (`searchHeadline`). */
  lexemes: readonly string[]
  now: Date
}

/** A matching row's rank and date, as `matches` selects them. */
export interface SearchHit {
  id: string
  rank: number
  date: Date | null
}

/** A result row of a source, before the search adds its kind; `title` and `snippet` carry the highlight marks. */
export interface SearchRow {
  id: string
  /** The page's path after the language segment, or a file's absolute path (`/api/…`). */
  href: string
  title: string
  snippet: string
  /** What it belongs to, in the visitor's language: a job's company and city, an article's or a document's category. */
  section: string
  /** When it was published, for jobs and articles (ISO). */
  date: string | null
}

/** A feature's part of the site search. */
export interface SearchSource {
  /**
   * A `SELECT id, rank, date` of the rows a visitor may open that match (`id` as text, `rank`
   * from `searchRank`), in the visitor's language only, with the language and `search_vector @@`
   * written so that a per-language index answers the match.
   */
  matches: (match: SearchMatch) => SQL
  /** The result rows of these ids (any order; an id that is gone is left out). */
  rows: (db: Db, ids: string[], match: SearchMatch) => Promise<SearchRow[]>
}

/** The stemming configuration of a language. */
export const searchConfig = (lang: Language): SQL => sql.raw(lang === 'tr' ? `'turkish'::regconfig` : `'english'::regconfig`)

/**
 * A row's rank for the query: `ts_rank` over a small vector (a title A, a summary B) when the
 * words are in it, else 0 (a match in the body only, ordered by date after the others). A long
 * text's vector is matched from the index and never read; the small one is checked with `@@`
 * (about 1 µs) and ranked only when it matches (about 1.5 µs), so a word of every article's body
 * costs little (decision 054).
 */
export const searchRank = (vector: AnyColumn, match: SearchMatch): SQL<number> =>
  sql<number>`case when ${vector} @@ ${match.query} then ts_rank(${vector}, ${match.query}) else 0 end`.mapWith(Number)

/** HTML as plain text for a snippet: tags become spaces (the entities `decodeEntities`, src/lib/html-text.ts, turns back). */
export const plainText = (html: AnyColumn | SQL): SQL => sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`

/**
 * How much of a long text `ts_headline` reads: from a few words before the first place that
 * holds one of the query's lexemes (else from the start), so many characters. `ts_headline`
 * parses all the text it is given, about 0.1 µs a character: a page of ten 20,000-character
 * articles took 20 ms, the window takes 2 (decision 054). The lead is short because when the
 * window does not hold every word of the query, `ts_headline` shows its first words (with the
 * words it holds marked).
 */
const PASSAGE_LEAD = 60
const PASSAGE_WINDOW = 1500
/** The window's first word, cut by its start, and the space after it. */
const CUT_WORD = String.raw`^\S*\s+`

/**
 * A text with the query's words marked (U+E000 … U+E001, split again by `splitHighlights` of
 * search.rules.ts): the whole text (`whole`, for titles), or its best fragment of about 30 words
 * within the window around the first place a lexeme is found (a stemmed lexeme is a prefix of
 * the word it came from), the window's cut first word dropped.
 */
export const searchHeadline = (text: AnyColumn | SQL, match: SearchMatch, whole = false): SQL<string> => {
  const config = searchConfig(match.lang)
  if (whole) return sql<string>`ts_headline(${config}, ${text}, ${match.query}, ${'HighlightAll=true, StartSel=\uE000, StopSel=\uE001'})`
  const options = 'MaxWords=22, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", StartSel=\uE000, StopSel=\uE001'
  const found = match.lexemes.map((lexeme) => sql`nullif(strpos(lower(passage.text), ${lexeme}), 0)`)
  const first = found.length === 0 ? sql`1` : sql`coalesce(least(${sql.join(found, sql`, `)}), 1)`
  return sql<string>`(select ts_headline(${config},
      case when window_start.at = 1 then left(passage.text, ${PASSAGE_WINDOW})
        else regexp_replace(substr(passage.text, window_start.at, ${PASSAGE_WINDOW}), ${CUT_WORD}, '') end,
      ${match.query}, ${options})
    from (select ${text} as text) as passage, lateral (select greatest(1, ${first} - ${PASSAGE_LEAD}) as at) as window_start)`
}
