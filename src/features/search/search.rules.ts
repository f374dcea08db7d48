import type { Language } from '~/lib/enums'
import type { SearchRow } from '~/lib/server/site-search'
import { SEARCH_QUERY_MAX, type SearchKind } from './search.search'

/*
 * The site search's rules both sides need (decision 054, docs/product.md §18): the limits, what a
 * result is, and how the visitor's words become the forms the database looks for.
 */

/** Words of a query beyond this many are dropped. */
export const SEARCH_WORDS_MAX = 6
/** The longest single word looked for (longer ones are cut). */
const WORD_MAX = 40
/** Results on a page. */
export const SEARCH_PAGE_SIZE = 10

// The URL's vocabulary lives with the URL reader, which every page's entry carries (decision 013).
export { SEARCH_QUERY_MAX, type SearchKind, searchKinds } from './search.search'

/** One result as the page shows it: a source's row (`SearchRow`) and its kind. */
export type SearchResult = SearchRow & { kind: SearchKind }

export interface SearchAnswer {
  /** The query as it was read (trimmed, at most SEARCH_QUERY_MAX characters). */
  query: string
  kind: SearchKind | null
  results: SearchResult[]
  /** How many results each kind has for the query, whatever the chosen kind. */
  counts: Record<SearchKind, number>
  page: number
  totalPages: number
  total: number
}

/** The highlight marks of a title or snippet: private-use characters that no text of the site holds. */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'

/** A marked text as parts `{ text, marked }`, in order (a stray mark is dropped). */
export function splitHighlights(text: string): Array<{ text: string; marked: boolean }> {
  // Split by a capturing pattern: the odd pieces are the marked words.
  return text
    .split(/\uE000([^\uE000\uE001]*)\uE001/)
    .flatMap((piece, index) => (piece ? [{ text: piece.replace(/[\uE000\uE001]/g, ''), marked: index % 2 === 1 }] : []))
}

/**
 * The visitor's words: lower-cased by the language's rules (Turkish `I` is `ı`, `İ` is `i`),
 * split at anything that is not a letter or a digit (so punctuation and the apostrophe before a
 * suffix, "İstanbul'da", never reach the database), without repeats, at most SEARCH_WORDS_MAX.
 */
export function searchWords(query: string, lang: Language): string[] {
  const words = query
    .normalize('NFC')
    .slice(0, SEARCH_QUERY_MAX)
    // English lower-cases İ to i and a combining dot, which would split the word.
    .replaceAll('İ', lang === 'tr' ? 'İ' : 'I')
    .toLocaleLowerCase(lang)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, WORD_MAX))
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX)
}

/**
 * Turkish derivational suffixes the stemmer keeps (it removes inflection only): the maker or
 * doer (-cı: "yazılımcı"), the abstract noun (-lık: "yöneticilik"), "without" (-sız) and "with"
 * (-lı). Four-way vowel harmony and the hard consonant's ç.
 */
const TURKISH_DERIVATIONS = [
  'cı',
  'ci',
  'cu',
  'cü',
  'çı',
  'çi',
  'çu',
  'çü',
  'lık',
  'lik',
  'luk',
  'lük',
  'sız',
  'siz',
  'suz',
  'süz',
  'lı',
  'li',
  'lu',
  'lü',
]
/** A base shorter than this is not offered: "geçici" must not become "geç". */
const BASE_MIN = 5

/**
 * The forms a word is looked for in: itself and, in Turkish, each base left by cutting a
 * derivational suffix with whatever follows it, so that "yazılımcılar" (software developers) also
 * finds "yazılım" (software) and "hastanecilik" finds "hastane". Each form is matched as a prefix
 * of the stemmed words, so the base also finds its other derivations.
 */
export function wordForms(word: string, lang: Language): string[] {
  if (lang !== 'tr') return [word]
  const forms = new Set([word])
  for (const suffix of TURKISH_DERIVATIONS) {
    for (let at = word.indexOf(suffix, BASE_MIN); at !== -1; at = word.indexOf(suffix, at + 1)) forms.add(word.slice(0, at))
  }
  return [...forms]
}
