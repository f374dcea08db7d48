import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { type Content, contents, files } from '~/db/schema'
import enContentAdmin from '~/i18n/locales/en/contentAdmin.json'
import trContentAdmin from '~/i18n/locales/tr/contentAdmin.json'
import { type Language, languages, type PublishStatus } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import type { Page } from '~/lib/list-search'
import { recordAudit, slugSummary } from '~/lib/server/audit'
import { isUniqueViolation } from '~/lib/server/db-errors'
import { setPublishStatus, writePublic } from '~/lib/server/publish-status'
import { claimPublicPaths, contentPath, movePublicPaths } from '~/lib/server/redirects'
import { requestContext } from '~/lib/server/request-context'
import type { RestoreVersionInput, VersionInput, VersionListInput } from '~/lib/entity-versions'
import { listVersions, recordVersion, restoreVersion, versionInput, versionPair } from '~/lib/server/entity-versions'
import type { VersionSnapshot } from '~/lib/version-diff'
import { scheduleOperations, schedulePublishInvalidation, schedulesOfEntry, withSchedules } from '~/lib/server/scheduled-publishing'
import { sanitizeArticleHtml } from '~/lib/server/sanitize-html'
import {
  type ContentListSearch,
  type CreateContentValues,
  hasContent,
  dateToSiteLocal,
  siteLocalToDate,
  updateContentSchema,
  type ContentForEdit,
  type ContentListItem,
  type UpdateContentValues,
} from './contents.schemas'
import { imageUrl } from './contents.rules'
import { CONTENTS_ADMIN_PAGE_SIZE } from './contents.search'
import type { Actor } from '~/lib/session'
import { readPage } from '~/lib/server/list-page'
import { foldedPattern } from '~/lib/server/text-search'
import { type TextClock, clocksOfSave, reviewOf, versionText, withBehind } from '~/lib/translation-status'
import { htmlText } from '~/lib/html-text'
import type { MarkReviewedInput } from '~/lib/translation-review'
import { contentMissingTranslation, contentNeedsUpdate, markReviewed } from '~/lib/server/translation-review'
import { checkMediaUse, writeMediaUsages } from '~/features/media/media.api.server'

const messages = { tr: trContentAdmin.form, en: enContentAdmin.form } satisfies Record<Language, unknown>
const formMessage = (key: 'slugTaken' | 'languageTaken' | 'coverInvalid') => messages[requestContext().lang ?? 'tr'][key]

const byLanguage = (a: { language: Language }, b: { language: Language }) => languages.indexOf(a.language) - languages.indexOf(b.language)

export async function listContentsForAdmin(
  db: Db,
  search: ContentListSearch,
  limit = CONTENTS_ADMIN_PAGE_SIZE,
): Promise<Page<ContentListItem>> {
  const pattern = search.q ? foldedPattern(search.q) : undefined
  const where = and(
    pattern ? ilike(contents.searchText, pattern) : undefined,
    search.category ? eq(contents.category, search.category) : undefined,
    search.language ? eq(contents.language, search.language) : undefined,
    search.status ? eq(contents.status, search.status) : undefined,
    search.translation === 'missing' ? contentMissingTranslation : search.translation === 'needsUpdate' ? contentNeedsUpdate : undefined,
  )
  const found = await readPage(
    db,
    { page: search.page, limit, table: contents, where, order: [desc(contents.updatedAt), asc(contents.id)] },
    // The columns the list shows: never the bodies.
    (page) =>
      db
        .select({
          id: contents.id,
          groupId: contents.groupId,
          language: contents.language,
          slug: contents.slug,
          category: contents.category,
          type: contents.type,
          title: contents.title,
          status: contents.status,
          publishedAt: contents.publishedAt,
          updatedAt: contents.updatedAt,
        })
        .from(contents)
        .where(page.where)
        .orderBy(...page.order),
    (row) => row,
  )
  const groupIds = [...new Set(found.items.map((row) => row.groupId))]
  const versions =
    groupIds.length === 0
      ? []
      : await db
          .select({
            id: contents.id,
            groupId: contents.groupId,
            language: contents.language,
            status: contents.status,
            textChangedAt: contents.textChangedAt,
            reviewedAt: contents.reviewedAt,
          })
          .from(contents)
          .where(inArray(contents.groupId, groupIds))
  return withSchedules(db, 'content', {
    items: found.items.map((row) => ({
      id: row.id,
      groupId: row.groupId,
      language: row.language,
      slug: row.slug,
      category: row.category,
      type: row.type,
      title: row.title,
      status: row.status,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      versions: withReviews(versions.filter((version) => version.groupId === row.groupId)),
    })),
    pagination: found.pagination,
  })
}

export async function getContentForEdit(db: Db, { id }: { id: string }): Promise<ContentForEdit> {
  const [row] = await db.select().from(contents).where(eq(contents.id, id))
  if (!row) throw new AppError('not_found')
  const versions = await db
    .select({
      id: contents.id,
      language: contents.language,
      status: contents.status,
      slug: contents.slug,
      textChangedAt: contents.textChangedAt,
      reviewedAt: contents.reviewedAt,
    })
    .from(contents)
    .where(eq(contents.groupId, row.groupId))
  return {
    id: row.id,
    groupId: row.groupId,
    language: row.language,
    slug: row.slug,
    category: row.category,
    type: row.type,
    title: row.title,
    excerpt: row.excerpt,
    bodyHtml: row.bodyHtml,
    coverFileId: row.coverFileId,
    coverUrl: row.coverFileId ? imageUrl(row.coverFileId) : null,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    versions: withReviews(versions),
    schedules: await schedulesOfEntry(db, 'content', row.id),
  }
}

/** The sanitized body, refused when nothing but markup remains. */
function cleanBody(html: string): string {
  const body = sanitizeArticleHtml(html)
  if (!hasContent(body)) throw new AppError('invalid', { fields: { bodyHtml: 'validation.required' } })
  return body
}

/** A cover must be a stored image. */
async function checkCover(tx: Db, coverFileId: string): Promise<string | null> {
  if (coverFileId === '') return null
  const [file] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, coverFileId), eq(files.kind, 'image')))
  if (!file) throw new AppError('invalid', { fields: { coverFileId: formMessage('coverInvalid') } })
  return file.id
}

/** The unique indexes decide, also between two concurrent writes. */
function uniqueClash(error: unknown): never {
  if (isUniqueViolation(error, 'contents_group_language_idx')) {
    throw new AppError('conflict', { fields: { language: formMessage('languageTaken') } })
  }
  if (isUniqueViolation(error)) throw new AppError('conflict', { fields: { slug: formMessage('slugTaken') } })
  throw error
}

const publishTime = (value: string, status: PublishStatus, now: Date): Date | null =>
  value ? siteLocalToDate(value) : status === 'active' ? now : null

export async function createContent(db: Db, input: CreateContentValues, { id: actorId }: Actor): Promise<{ id: string; slug: string }> {
  // A new content starts in Turkish; another language is always a version of an existing group.
  if (!input.groupId && input.language !== 'tr') throw new AppError('invalid', { fields: { language: 'validation.invalidOption' } })
  const bodyHtml = cleanBody(input.bodyHtml)
  const created = await writePublic(db, async (tx) => {
    const group = input.groupId ? await lockedGroup(tx, input.groupId) : []
    if (input.groupId && group.length === 0) throw new AppError('not_found')
    if (group.some((row) => row.language === input.language)) {
      throw new AppError('conflict', { fields: { language: formMessage('languageTaken') } })
    }
    // A new language version catches up with the other: both are in step (decision 060).
    const clocks = withBehind(
      clocksOfSave(groupVersions(group), { [input.language]: contentText(input.title, input.excerpt, bodyHtml) }, new Date()),
    )
    await writeGroupClocks(tx, group, clocks)
    const coverFileId = await checkCover(tx, input.coverFileId)
    await checkMediaUse(tx, { language: input.language, coverId: coverFileId, bodyHtml })
    const [row] = await tx
      .insert(contents)
      .values({
        groupId: input.groupId || randomUUID(),
        language: input.language,
        slug: input.slug,
        category: input.category,
        type: input.type,
        title: input.title,
        excerpt: input.excerpt,
        bodyHtml,
        coverFileId,
        status: input.status,
        publishedAt: publishTime(input.publishedAt, input.status, new Date()),
        authorId: actorId,
        ...clocks[input.language],
      })
      .returning()
      .catch(uniqueClash)
    if (!row) throw new Error('content insert returned no row')
    await writeMediaUsages(tx, row.id, { coverId: coverFileId, bodyHtml })
    await claimPublicPaths(tx, [contentPath(row)], actorId)
    await recordVersion(tx, 'content', row.id, contentVersion(row), actorId)
    await schedulePublishInvalidation(tx, row.publishedAt)
    await recordAudit(tx, {
      actorId,
      action: 'content.create',
      entityId: row.id,
      summary: { slug: row.slug, language: row.language, groupId: row.groupId, status: row.status },
    })
    return row
  })
  return { id: created.id, slug: created.slug }
}

export async function updateContent(
  db: Db,
  input: UpdateContentValues,
  { id: actorId }: Actor,
  { restoredFrom }: { restoredFrom?: number } = {},
): Promise<{ id: string; slug: string }> {
  const bodyHtml = cleanBody(input.bodyHtml)
  const updated = await writePublic(db, async (tx) => {
    const [current] = await tx.select().from(contents).where(eq(contents.id, input.id)).for('update')
    if (!current) throw new AppError('not_found')
    const group = await lockedGroup(tx, current.groupId)
    const clocks = withBehind(
      clocksOfSave(groupVersions(group), { [current.language]: contentText(input.title, input.excerpt, bodyHtml) }, new Date()),
    )
    await writeGroupClocks(tx, group, clocks)
    const coverFileId = await checkCover(tx, input.coverFileId)
    await checkMediaUse(tx, { language: current.language, coverId: coverFileId, bodyHtml })
    const [row] = await tx
      .update(contents)
      .set({
        slug: input.slug,
        category: input.category,
        type: input.type,
        title: input.title,
        excerpt: input.excerpt,
        bodyHtml,
        coverFileId,
        publishedAt: input.publishedAt
          ? siteLocalToDate(input.publishedAt)
          : current.status === 'active'
            ? (current.publishedAt ?? new Date())
            : null,
      })
      .where(eq(contents.id, input.id))
      .returning()
      .catch(uniqueClash)
    await writeMediaUsages(tx, input.id, { coverId: coverFileId, bodyHtml })
    // A new slug or category moves the article's URL: the old one answers 301 once it was public (decision 055).
    await movePublicPaths(tx, {
      entity: 'content',
      entityId: input.id,
      moves: [{ from: contentPath(current), to: contentPath(row!) }],
      wasPublic: current.status === 'active' && current.publishedAt !== null && current.publishedAt <= new Date(),
      actorId,
    })
    await schedulePublishInvalidation(tx, row!.publishedAt)
    await recordVersion(tx, 'content', input.id, contentVersion(row!), actorId, { before: contentVersion(current), restoredFrom })
    await recordAudit(tx, { actorId, action: 'content.update', entityId: input.id, summary: slugSummary(current.slug, row!.slug) })
    return row!
  })
  return { id: updated.id, slug: updated.slug }
}

/**
 * A group's versions as the dashboard shows them, by language: each with whether it is behind the
 * other's text, when it was last reviewed and when the other's text last changed (decision 060).
 */
function withReviews<V extends { language: Language; textChangedAt: Date; reviewedAt: Date }>(versions: V[]) {
  const clocks = Object.fromEntries(versions.map((version) => [version.language, version]))
  return versions
    .map(({ textChangedAt: _changed, reviewedAt: _reviewed, ...version }) => ({ ...version, ...reviewOf(version.language, clocks) }))
    .sort(byLanguage)
}

/** An article's values as its edit form holds them: what a version keeps (decision 056). */
const contentVersion = (row: Content): VersionSnapshot => ({
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  bodyHtml: row.bodyHtml,
  coverFileId: row.coverFileId ?? '',
  type: row.type,
  category: row.category,
  publishedAt: row.publishedAt ? dateToSiteLocal(row.publishedAt.toISOString()) : '',
})

/** An article's history, newest first (decision 056). */
export const listContentVersions = (db: Db, input: VersionListInput) => listVersions(db, 'content', input.id, input.page)

/** A version of an article and the one before it. */
export const getContentVersion = (db: Db, input: VersionInput) => versionPair(db, 'content', input.id, input.number)

/** A version's values saved again (checked as an edit is), then the article a draft or live (decision 056). */
export const restoreContentVersion = (db: Db, input: RestoreVersionInput, actor: Actor) =>
  restoreVersion(db, 'content', input, actor, (tx, snapshot) =>
    updateContent(tx, versionInput(updateContentSchema, snapshot, { id: input.id }), actor, { restoredFrom: input.number }),
  )

/** What of an article is translated: the words a reader reads, not their markup (decision 060). */
const contentText = (title: string, excerpt: string, bodyHtml: string) => versionText(title, excerpt, htmlText(bodyHtml))

/** The language versions of a group, locked for the save: their text and translation clock. */
const lockedGroup = (tx: Db, groupId: string) =>
  tx
    .select({
      id: contents.id,
      language: contents.language,
      title: contents.title,
      excerpt: contents.excerpt,
      bodyHtml: contents.bodyHtml,
      textChangedAt: contents.textChangedAt,
      reviewedAt: contents.reviewedAt,
      behind: contents.behind,
    })
    .from(contents)
    .where(eq(contents.groupId, groupId))
    .for('update')

type GroupVersion = Awaited<ReturnType<typeof lockedGroup>>[number]

const groupVersions = (group: GroupVersion[]) =>
  Object.fromEntries(
    group.map((row) => [
      row.language,
      { text: contentText(row.title, row.excerpt, row.bodyHtml), clock: { textChangedAt: row.textChangedAt, reviewedAt: row.reviewedAt } },
    ]),
  )

/** The clocks `clocks` onto the group's existing versions whose clock moved. */
async function writeGroupClocks(tx: Db, group: GroupVersion[], clocks: Partial<Record<Language, TextClock & { behind: boolean }>>) {
  for (const row of group) {
    const clock = clocks[row.language]
    const same =
      clock?.textChangedAt.getTime() === row.textChangedAt.getTime() &&
      clock.reviewedAt.getTime() === row.reviewedAt.getTime() &&
      clock.behind === row.behind
    if (!clock || same) continue
    await tx.update(contents).set(clock).where(eq(contents.id, row.id))
  }
}

/** One step of the publish lifecycle (decision 025); anything else is a 409. */
export const setContentStatus = (db: Db, input: { id: string; status: PublishStatus }, actor: Actor) =>
  setPublishStatus(db, 'content', input.id, input.status, actor)

/** The times of the content's publish and unpublish (decision 058, docs/product.md §22). */
export const { save: saveContentSchedule, cancel: cancelContentSchedule } = scheduleOperations('content')

/** A language version reviewed against the other (decision 060). */
export const markContentReviewed = (db: Db, input: MarkReviewedInput, actor: Actor) => markReviewed(db, 'content', input, actor)
