import type { Language } from './enums'
import { languages } from './enums'

/**
 * Translation status (decision 060, docs/product.md §24). Each language version of an article, a
 * job or a document keeps two times: when its own text last changed, and when it was last
 * reviewed against the other language. A version **needs an update** when the other language's
 * text changed after it was last reviewed. Client-safe and zod-free.
 */
export interface TextClock {
  textChangedAt: Date
  reviewedAt: Date
}

/** What a language version is on the site: not written, written but not public, or public. */
export const translationStates = ['missing', 'draft', 'live'] as const
export type TranslationState = (typeof translationStates)[number]

/** A list's translation filter: a version is missing, or needs an update. */
export const translationFilters = ['missing', 'needsUpdate'] as const
export type TranslationFilter = (typeof translationFilters)[number]

/** The translation filter of a job's or a document's list: both languages always exist, so only "needs update". */
export const bilingualTranslationFilters = ['needsUpdate'] as const satisfies readonly TranslationFilter[]

/** One language version's status, as the lists and the edit pages show it. */
export interface TranslationStatus {
  language: Language
  state: TranslationState
  needsUpdate: boolean
}

export const otherLanguage = (language: Language): Language => (language === 'tr' ? 'en' : 'tr')

/** Whether the version with `self`'s clock is behind the other language's text (`other` absent: nothing to follow). */
export const isBehind = (self: TextClock, other: TextClock | undefined): boolean =>
  other !== undefined && other.textChangedAt.getTime() > self.reviewedAt.getTime()

/**
 * The clocks after a save that changed the text of the `changed` languages, at `now`:
 * - a changed version's text changed now, and it is reviewed now (its writer wrote it);
 * - a version that was behind (or new) and is changed is **catching up**: the other language
 *   stays reviewed against it (its reviewed time moves to now), so the two are in step;
 * - a version that was in step and is changed is an **original change**: the other language is
 *   left behind, and needs an update;
 * - both changed in one save: both in step.
 * Languages without a version stay absent. Returns only the clocks that changed.
 */
export function clocksAfterSave(
  before: Partial<Record<Language, TextClock>>,
  changed: readonly Language[],
  now: Date,
): Partial<Record<Language, TextClock>> {
  const after: Partial<Record<Language, TextClock>> = {}
  for (const language of changed) {
    const other = otherLanguage(language)
    const self = before[language]
    const behind = !self || isBehind(self, before[other])
    after[language] = { textChangedAt: now, reviewedAt: now }
    const otherClock = before[other]
    if (behind && otherClock && !changed.includes(other)) after[other] = { ...otherClock, reviewedAt: now }
  }
  return after
}

/** The status of each language of an entry from its versions (an absent version is missing). */
export function translationStatuses(versions: Partial<Record<Language, { live: boolean; clock: TextClock }>>): TranslationStatus[] {
  return languages.map((language) => {
    const version = versions[language]
    if (!version) return { language, state: 'missing', needsUpdate: false }
    return {
      language,
      state: version.live ? 'live' : 'draft',
      needsUpdate: isBehind(version.clock, versions[otherLanguage(language)]?.clock),
    }
  })
}

/** A language version's review as an edit page shows it: behind or not, its last review, the other's last change. */
export interface VersionReview {
  language: Language
  needsUpdate: boolean
  reviewedAt: string
  /** When the other language's text last changed; null without another version. */
  otherChangedAt: string | null
}

/** The review of the `language` version among `clocks` (the entry's versions by language). */
export function reviewOf(language: Language, clocks: Partial<Record<Language, TextClock>>): VersionReview {
  const self = clocks[language]!
  const other = clocks[otherLanguage(language)]
  return {
    language,
    needsUpdate: isBehind(self, other),
    reviewedAt: self.reviewedAt.toISOString(),
    otherChangedAt: other ? other.textChangedAt.toISOString() : null,
  }
}

/** The clocks as rows store them: each with whether it is behind the other (`behind`, the lists' index). */
export function withBehind(clocks: Partial<Record<Language, TextClock>>): Partial<Record<Language, TextClock & { behind: boolean }>> {
  const rows: Partial<Record<Language, TextClock & { behind: boolean }>> = {}
  for (const language of languages) {
    const clock = clocks[language]
    if (clock) rows[language] = { ...clock, behind: isBehind(clock, clocks[otherLanguage(language)]) }
  }
  return rows
}

/** A language version's text as one string, to tell whether a save changed it: its fields joined. */
export const versionText = (...fields: ReadonlyArray<string | null | undefined>) => fields.map((field) => field ?? '').join('\u0000')

/**
 * The clocks of every version after a save that writes the texts `texts` (by language, from
 * `versionText`) over the versions `before` (their text and clock): the languages whose text
 * differs changed (a new version always has), and `clocksAfterSave` moves the clocks.
 */
export function clocksOfSave(
  before: Partial<Record<Language, { text: string; clock: TextClock }>>,
  texts: Partial<Record<Language, string>>,
  now: Date,
): Partial<Record<Language, TextClock>> {
  const changed = languages.filter((language) => texts[language] !== undefined && texts[language] !== before[language]?.text)
  const clocks: Partial<Record<Language, TextClock>> = {}
  for (const language of languages) if (before[language]) clocks[language] = before[language].clock
  return { ...clocks, ...clocksAfterSave(clocks, changed, now) }
}

/**
 * The translation rows a save writes (a job's or a document's two languages), each with its
 * clock, from the rows before the save (`text` as `versionText` makes it).
 */
export function clockedRows<R extends { lang: Language }>(
  before: ReadonlyArray<{ lang: Language; text: string } & TextClock>,
  rows: readonly R[],
  text: (row: R) => string,
  now: Date = new Date(),
): Array<R & TextClock & { behind: boolean }> {
  const versions = Object.fromEntries(
    before.map((row) => [row.lang, { text: row.text, clock: { textChangedAt: row.textChangedAt, reviewedAt: row.reviewedAt } }]),
  )
  const clocks = withBehind(clocksOfSave(versions, Object.fromEntries(rows.map((row) => [row.lang, text(row)])), now))
  return rows.map((row) => ({ ...row, ...clocks[row.lang]! }))
}
