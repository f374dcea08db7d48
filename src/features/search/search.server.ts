import { type SQL, sql } from 'drizzle-orm'
import { type Db, executeRows } from '~/db/client'
import { contentsSearchSource } from '~/features/contents/contents.api.server'
import { documentsSearchSource } from '~/features/documents/documents.api.server'
import { jobsSearchSource } from '~/features/jobs/jobs.api.server'
import { sitePagesSearchSource } from '~/features/site/site.api.server'
import type { Language } from '~/lib/enums'
import { keptUntilChange } from '~/lib/server/page-cache'
import { type SearchMatch, type SearchSource, searchConfig } from '~/lib/server/site-search'
import { foldText } from '~/lib/text-fold'
import { SEARCH_PAGE_SIZE, type SearchAnswer, type SearchKind, searchKinds, searchWords, wordForms } from './search.rules'

/*
 * The site search (decision 054, docs/product.md §18): the visitor's words in their language over
 * the corporate pages, the open jobs, the published articles and the active documents, ranked
 * together. Each feature says what of it is public (its `SearchSource`); this module makes the
 * query, counts, ranks one page and asks each feature for its rows.
 */

const SOURCES: Record<SearchKind, SearchSource> = {
  page: sitePagesSearchSource,
  job: jobsSearchSource,
  article: contentsSearchSource,
  document: documentsSearchSource,
}

export interface SiteSearchInput {
  q: string
  lang: Language
  kind?: SearchKind
  page: number
}

/** The rows of a raw statement (both database clients answer `{ rows }`). */

const noCounts = () => Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>

/**
 * One word's `tsquery`: the stems of its forms, each stemmed once more (the Turkish stemmer cuts
 * "yazılım" to "yazıl" but "yazılımlarımız" only to "yazılım"), as prefixes of the stemmed words.
 * In Turkish also the forms folded to ASCII, against the vector's folded part, unless the stemmer
 * dropped the word as a stop word ("ve", "ile"), which the folded part would find everywhere.
 * The words hold letters and digits only, so the text built here has no operator of its own.
 */
function wordQuery(word: string, lang: Language): SQL {
  const forms = wordForms(word, lang)
  const config = searchConfig(lang)
  const stemmed = sql`(select to_tsquery(${config}, coalesce(string_agg(lexeme || ':*', ' | '), ''))
    from unnest(tsvector_to_array(to_tsvector(${config}, ${forms.join(' ')}))) as lexeme)`
  if (lang === 'en') return stemmed
  const folded = forms.map((form) => `${foldText(form)}:*`).join(' | ')
  return sql`(select case when numnode(q) = 0 then q else q || to_tsquery('simple', ${folded}) end from ${stemmed} as stemmed(q))`
}

/** The `tsquery` of the visitor's words (every word must match), as text; empty when nothing is left to look for. */
async function searchQuery(db: Db, words: string[], lang: Language): Promise<string> {
  if (words.length === 0) return ''
  const query = sql.join(
    words.map((word) => wordQuery(word, lang)),
    sql` && `,
  )
  const [row] = await executeRows<{ query: string }>(db, sql`select (${query})::text as query`)
  return row?.query ?? ''
}

export async function siteSearch(db: Db, input: SiteSearchInput, now = new Date()): Promise<SearchAnswer> {
  const words = searchWords(input.q, input.lang)
  const answer: SearchAnswer = {
    query: input.q,
    kind: input.kind ?? null,
    results: [],
    counts: noCounts(),
    page: 1,
    totalPages: 1,
    total: 0,
  }
  const text = await searchQuery(db, words, input.lang)
  if (text === '') return answer

  // The lexemes as the query's text writes them ('yazıl':* | 'yazılımcı':* & …); the words hold letters and digits only.
  const lexemes = [...new Set([...text.matchAll(/'([^']+)'/g)].map((found) => found[1]!))]
  const match: SearchMatch = { lang: input.lang, query: sql`${text}::tsquery`, lexemes, now }
  const kinds: readonly SearchKind[] = input.kind ? [input.kind] : searchKinds
  const hits = sql.join(
    searchKinds.map((kind) => sql`select ${kind}::text as kind, id, rank, date from (${SOURCES[kind].matches(match)}) as matched`),
    sql` union all `,
  )
  const chosen = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )
  // One statement: every kind's count, and the chosen kinds' page (a page past the last is the
  // last). Each source's match is answered by its language's index: with the sequential scan
  // allowed, the planner reads every row's long vector for a common word (285 ms instead of 7 on
  // 5,000 articles). Nor parallel workers: the planner picks them for a few hundred matches, and
  // starting them costs more than the work they share (80 ms instead of 13; decision 054).
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`)
    return executeRows<{ kind: SearchKind; count: number | null; id: string | null }>(
      tx,
      sql`with hits as materialized (${hits}),
        counts as (select kind, count(*)::int as count from hits group by kind),
        total as (select coalesce(sum(count), 0)::int as total from counts where kind in (${chosen})),
        page as (
          select kind, id, rank, date from hits where kind in (${chosen})
          order by rank desc, date desc nulls last, kind, id
          limit ${SEARCH_PAGE_SIZE}
          offset (select least(${input.page - 1}, greatest(ceil(total / ${SEARCH_PAGE_SIZE}::numeric)::int - 1, 0)) * ${SEARCH_PAGE_SIZE} from total)
        )
      select * from (
        select kind, count, null as id, null::real as rank, null::timestamptz as date from counts
        union all
        select kind, null, id, rank, date from page
      ) as answer
      order by id is not null, rank desc, date desc nulls last, kind, id`,
    )
  })
  for (const row of found) if (row.id === null) answer.counts[row.kind] = Number(row.count)
  answer.total = kinds.reduce((sum, kind) => sum + answer.counts[kind], 0)
  answer.totalPages = Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE))
  answer.page = Math.min(Math.max(1, input.page), answer.totalPages)
  const ranked = found.filter((row): row is { kind: SearchKind; count: null; id: string } => row.id !== null)
  const idsOf = (kind: SearchKind) => ranked.filter((row) => row.kind === kind).map((row) => row.id)
  const rows = await Promise.all(
    kinds.map(async (kind) => {
      const ids = idsOf(kind)
      return ids.length === 0 ? [] : (await SOURCES[kind].rows(db, ids, match)).map((row) => ({ ...row, kind }))
    }),
  )
  const byKey = new Map(rows.flat().map((row) => [`${row.kind}:${row.id}`, row]))
  answer.results = ranked.flatMap((hit) => byKey.get(`${hit.kind}:${hit.id}`) ?? [])
  return answer
}

const keptAnswers = new WeakMap<Db, (input: SiteSearchInput) => Promise<SearchAnswer>>()

/**
 * `siteSearch` kept per database and search until the public pages change (an invalidation on
 * any instance, or the page cache's TTL): the same words, kind and page asked again — paging
 * back, a popular search — cost nothing, for the 500 searches last made (a few KB each).
 */
export function keptSiteSearch(db: Db, input: SiteSearchInput): Promise<SearchAnswer> {
  let read = keptAnswers.get(db)
  if (!read) {
    read = keptUntilChange((search: SiteSearchInput) => siteSearch(db, search), {
      keyOf: (search) => JSON.stringify([search.lang, search.kind ?? null, search.page, search.q]),
      maxKeys: 500,
    })
    keptAnswers.set(db, read)
  }
  return read(input)
}
