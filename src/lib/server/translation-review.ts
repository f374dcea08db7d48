import { type AnyColumn, and, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contents, corporateEntryTexts, documentTranslations, jobTranslations } from '~/db/schema'
import { type Language, languages, type PublishKind } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import type { MarkReviewedInput } from '~/lib/translation-review'
import { isBehind, otherLanguage, reviewOf, type TextClock, type VersionReview } from '~/lib/translation-status'
import type { Actor } from '../session'
import { recordAudit } from './audit'

/** Where each kind keeps its language versions' clocks, and the version of `id` in `language`. */
const versionOf = {
  content: (id: string, language: MarkReviewedInput['language']) => ({
    table: contents,
    where: and(eq(contents.id, id), eq(contents.language, language)),
  }),
  job: (id: string, language: MarkReviewedInput['language']) => ({
    table: jobTranslations,
    where: and(eq(jobTranslations.jobId, id), eq(jobTranslations.lang, language)),
  }),
  document: (id: string, language: MarkReviewedInput['language']) => ({
    table: documentTranslations,
    where: and(eq(documentTranslations.documentId, id), eq(documentTranslations.lang, language)),
  }),
  corporate: (id: string, language: MarkReviewedInput['language']) => ({
    table: corporateEntryTexts,
    where: and(eq(corporateEntryTexts.entryId, id), eq(corporateEntryTexts.lang, language)),
  }),
} as const

/**
 * Marks a language version reviewed against the other language now (decision 060): it no longer
 * needs an update, until the other's text changes again. 404 for an entry without that version;
 * audited as `<entity>.review` with the language.
 */
export async function markReviewed(db: Db, kind: PublishKind, input: MarkReviewedInput, actor: Actor): Promise<{ reviewedAt: string }> {
  const { table, where } = versionOf[kind](input.id, input.language)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ reviewedAt: new Date(), behind: false })
      .where(where)
      .returning({ reviewedAt: table.reviewedAt })
    if (!row) throw new AppError('not_found')
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind}.review`,
      entity: kind,
      entityId: input.id,
      summary: { language: input.language },
    })
    return { reviewedAt: row.reviewedAt.toISOString() }
  })
}

/** An article's version behind the other language's text (a list filter in the index `contents_behind_idx`, a count). */
export const contentNeedsUpdate = sql`${contents.behind}`

/** An article with no version in the other language. */
export const contentMissingTranslation = sql`not exists (select 1 from ${contents} as other where other.group_id = ${contents.groupId}
  and other.language <> ${contents.language})`

/** A job (by its id column) with a language version behind the other (the index `job_translations_behind_idx`). */
export const jobNeedsUpdate = (jobId: AnyColumn) =>
  sql`exists (select 1 from ${jobTranslations} where ${jobTranslations.jobId} = ${jobId} and ${jobTranslations.behind})`

/** A document (by its id column) with a language version behind the other (the index `document_translations_behind_idx`). */
export const documentNeedsUpdate = (documentId: AnyColumn) =>
  sql`exists (select 1 from ${documentTranslations} where ${documentTranslations.documentId} = ${documentId} and ${documentTranslations.behind})`

/** A corporate pages' entry (by its id column) with a language version behind the other (the index `corporate_entry_texts_behind_idx`). */
export const corporateNeedsUpdate = (entryId: AnyColumn) =>
  sql`exists (select 1 from ${corporateEntryTexts} where ${corporateEntryTexts.entryId} = ${entryId} and ${corporateEntryTexts.behind})`

/** The reviews of a job's or a document's translation rows, in language order. */
export function translationReviews(rows: ReadonlyArray<{ lang: Language } & TextClock>): VersionReview[] {
  const clocks = Object.fromEntries(rows.map((row) => [row.lang, row]))
  return languages.filter((language) => clocks[language]).map((language) => reviewOf(language, clocks))
}

/** The clock columns of a list's Turkish and English translation rows (joined as aliases), flat as a select wants them. */
export const clockColumns = <
  T extends { textChangedAt: unknown; reviewedAt: unknown },
  E extends { textChangedAt: unknown; reviewedAt: unknown },
>(
  tr: T,
  en: E,
): { trChangedAt: T['textChangedAt']; trReviewedAt: T['reviewedAt']; enChangedAt: E['textChangedAt']; enReviewedAt: E['reviewedAt'] } => ({
  trChangedAt: tr.textChangedAt,
  trReviewedAt: tr.reviewedAt,
  enChangedAt: en.textChangedAt,
  enReviewedAt: en.reviewedAt,
})

/** The languages behind the other's text, from a row of `clockColumns` (a missing translation row is behind nothing). */
export function behindOf(row: {
  trChangedAt: Date | null
  trReviewedAt: Date | null
  enChangedAt: Date | null
  enReviewedAt: Date | null
}): Language[] {
  const clock = (textChangedAt: Date | null, reviewedAt: Date | null) =>
    textChangedAt && reviewedAt ? { textChangedAt, reviewedAt } : null
  return languagesBehind({ tr: clock(row.trChangedAt, row.trReviewedAt), en: clock(row.enChangedAt, row.enReviewedAt) })
}

/** The languages of a two-language entry whose version is behind the other's, from their clocks. */
export function languagesBehind(clocks: Partial<Record<Language, TextClock | null>>): Language[] {
  return languages.filter((language) => {
    const self = clocks[language]
    const other = clocks[otherLanguage(language)]
    return self && other ? isBehind(self, other) : false
  })
}

/** A translation row's upsert keeps the clock the save computed (`clockedRows`): the `set` of its clock columns. */
export const excludedClock = {
  textChangedAt: sql`excluded.text_changed_at`,
  reviewedAt: sql`excluded.reviewed_at`,
  behind: sql`excluded.behind`,
}
