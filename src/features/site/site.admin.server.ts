import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client'
import { corporateEntries, corporateEntryTexts, mediaItems } from '~/db/schema'
import { checkPictureUse } from '~/features/media/media.api.server'
import type { RestoreVersionInput, VersionInput, VersionListInput } from '~/lib/entity-versions'
import { type CorporateSection, corporateSections, type Language, languages, type PublishStatus } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { canChangeStatus } from '~/lib/publish-lifecycle'
import { recordAudit } from '~/lib/server/audit'
import { listVersions, recordVersion, restoreVersion, versionPair } from '~/lib/server/entity-versions'
import { writePublic, writePublishStatus } from '~/lib/server/publish-status'
import {
  behindOf,
  clockColumns,
  corporateNeedsUpdate,
  markReviewed,
  translationReviews,
  excludedClock,
} from '~/lib/server/translation-review'
import type { Actor } from '~/lib/session'
import { slugify } from '~/lib/slug'
import type { MarkReviewedInput } from '~/lib/translation-review'
import { clockedRows, versionText } from '~/lib/translation-status'
import { issueFields } from '~/lib/schema'
import type { VersionSnapshot } from '~/lib/version-diff'
import { writeSitePages } from './site.api.server'
import { type CorporateValues, flatValues, isDerivedFigure, languageField, localizedFields, sectionSpecs, splitValues } from './site.rules'
import {
  type CorporateEntryForEdit,
  corporateFormSchema,
  type CorporateListItem,
  type CorporateSectionSummary,
  type SaveCorporateEntryInput,
} from './site.schemas'

/*
 * The corporate pages on the dashboard (decision 061, docs/product.md §25): the sections, their
 * entries, the edit form's reads and writes. Every write is one transaction with its audit event,
 * its version (decision 056), its translation clocks (decision 060) and the site search's text of
 * the corporate pages (decision 054), and empties the public pages' cache once committed.
 */

/** An open section holds at most this many entries (a board, a brand list: tens, not thousands). */
export const SECTION_ENTRIES_MAX = 100

const trTexts = alias(corporateEntryTexts, 'tr_texts')
const enTexts = alias(corporateEntryTexts, 'en_texts')

/** The sections with their counts, for the dashboard's overview: one grouped query. */
export async function listCorporateSections(db: Db): Promise<CorporateSectionSummary[]> {
  const rows = await db
    .select({
      section: corporateEntries.section,
      entries: count(),
      live: sql<number>`count(*) filter (where ${corporateEntries.status} = 'active')::int`,
      needsUpdate: sql<number>`count(*) filter (where ${corporateNeedsUpdate(corporateEntries.id)})::int`,
    })
    .from(corporateEntries)
    .where(sql`${corporateEntries.status} <> 'removed'`)
    .groupBy(corporateEntries.section)
  const bySection = new Map(rows.map((row) => [row.section, row]))
  return corporateSections.map((section) => {
    const row = bySection.get(section)
    return { section, entries: row?.entries ?? 0, live: row?.live ?? 0, needsUpdate: row?.needsUpdate ?? 0 }
  })
}

/** A section's entries in their order (removed ones last, for an admin to bring back). */
export async function listCorporateEntries(db: Db, { section }: { section: CorporateSection }): Promise<CorporateListItem[]> {
  const title = sectionSpecs[section].fields.find((field) => field.name === sectionSpecs[section].titleField)!
  const rows = await db
    .select({
      entry: corporateEntries,
      trTexts: trTexts.texts,
      enTexts: enTexts.texts,
      ...clockColumns(trTexts, enTexts),
    })
    .from(corporateEntries)
    .leftJoin(trTexts, and(eq(trTexts.entryId, corporateEntries.id), eq(trTexts.lang, 'tr')))
    .leftJoin(enTexts, and(eq(enTexts.entryId, corporateEntries.id), eq(enTexts.lang, 'en')))
    .where(eq(corporateEntries.section, section))
    .orderBy(sql`${corporateEntries.status} = 'removed'`, asc(corporateEntries.position), asc(corporateEntries.id))
    .limit(SECTION_ENTRIES_MAX * 2)
  const titleIn = (entry: typeof corporateEntries.$inferSelect, texts: Record<string, string> | null) =>
    title.localized ? (texts?.[title.name] ?? '') : String(entry.data[title.name] ?? '')
  return rows.map(({ entry, trTexts: tr, enTexts: en, ...clocks }) => ({
    id: entry.id,
    key: entry.key,
    title: titleIn(entry, tr) || entry.key,
    titleEn: titleIn(entry, en),
    status: entry.status,
    position: entry.position,
    needsUpdate: behindOf(clocks),
    mediaId: entry.mediaId,
    updatedAt: entry.updatedAt.toISOString(),
  }))
}

async function entryRow(db: Db, id: string, { lock = false } = {}) {
  const query = db.select().from(corporateEntries).where(eq(corporateEntries.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new AppError('not_found')
  return row
}

async function textRows(db: Db, id: string) {
  return db.select().from(corporateEntryTexts).where(eq(corporateEntryTexts.entryId, id))
}

export async function getCorporateEntryForEdit(db: Db, { id }: { id: string }): Promise<CorporateEntryForEdit> {
  const entry = await entryRow(db, id)
  const texts = await textRows(db, id)
  const [media] = entry.mediaId
    ? await db
        .select({
          id: mediaItems.id,
          name: mediaItems.name,
          altTr: mediaItems.altTr,
          altEn: mediaItems.altEn,
          decorative: mediaItems.decorative,
        })
        .from(mediaItems)
        .where(eq(mediaItems.id, entry.mediaId))
    : []
  const values = flatValues(entry.section, {
    data: entry.data,
    texts: Object.fromEntries(texts.map((row) => [row.lang, row.texts])),
    mediaId: entry.mediaId,
  })
  return {
    id: entry.id,
    section: entry.section,
    key: entry.key,
    status: entry.status,
    // The form of an open section holds its status too.
    values: sectionSpecs[entry.section].open ? { ...values, status: entry.status } : values,
    media: media ?? null,
    reviews: translationReviews(texts),
    updatedAt: entry.updatedAt.toISOString(),
  }
}

/** What of an entry is translated: its localized fields, in the section's order (decision 060). */
const textOf = (section: CorporateSection) => (row: { texts: Record<string, string> }) =>
  versionText(...localizedFields(section).map((field) => row.texts[field.name]))

async function writeTexts(tx: Db, section: CorporateSection, entryId: string, texts: Record<Language, Record<string, string>>) {
  const before = await tx.select().from(corporateEntryTexts).where(eq(corporateEntryTexts.entryId, entryId)).for('update')
  const text = textOf(section)
  await tx
    .insert(corporateEntryTexts)
    .values(
      clockedRows(
        before.map((row) => ({ ...row, text: text(row) })),
        languages.map((lang) => ({ entryId, lang, texts: texts[lang] })),
        text,
      ),
    )
    .onConflictDoUpdate({
      target: [corporateEntryTexts.entryId, corporateEntryTexts.lang],
      set: {
        texts: sql`excluded.texts`,
        ...excludedClock,
      },
    })
}

/** A new open entry's key: from its title, made unique in the section. */
async function freeKey(tx: Db, section: CorporateSection, title: string): Promise<string> {
  const base = slugify(title).slice(0, 60) || section.replace('_', '-')
  const taken = await tx
    .select({ key: corporateEntries.key })
    .from(corporateEntries)
    .where(and(eq(corporateEntries.section, section), sql`${corporateEntries.key} like ${`${base}%`}`))
  const keys = new Set(taken.map((row) => row.key))
  let key = base
  for (let n = 2; keys.has(key); n++) key = `${base}-${n}`
  return key
}

/** An entry's values as its version keeps them (decision 056): not its status, which the audit log keeps. */
async function entryVersion(tx: Db, id: string): Promise<VersionSnapshot> {
  const { status: _status, ...values } = (await getCorporateEntryForEdit(tx, { id })).values
  return values
}

/**
 * Creates an entry of an open section, or saves an entry's form. The section's schema checks the
 * values (400 with the fields); a picture needs its alt text (decision 059); an open entry's status
 * follows the lifecycle, a fixed section's entries stay live.
 */
export async function saveCorporateEntry(
  db: Db,
  input: SaveCorporateEntryInput,
  actor: Actor,
  { restoredFrom }: { restoredFrom?: number } = {},
): Promise<{ id: string; status: PublishStatus }> {
  return writePublic(db, async (tx) => {
    const current = input.id ? await entryRow(tx, input.id, { lock: true }) : undefined
    if (current && current.section !== input.section) throw new AppError('not_found')
    const section = input.section
    const spec = sectionSpecs[section]
    if (!current && !spec.open) throw new AppError('invalid_transition')
    const parsed = corporateFormSchema(section).safeParse(input.values)
    if (!parsed.success) throw new AppError('invalid', { fields: issueFields(parsed.error, 'siteAdmin.') })
    const values = parsed.data as CorporateValues
    const { data, texts, mediaId } = splitValues(section, values)
    if (current && isDerivedFigure(section, current.key)) data.value = null
    if (mediaId && mediaId !== current?.mediaId) await checkPictureUse(tx, mediaId, 'mediaId')
    const status = (spec.open ? values.status : 'active') as PublishStatus
    let id: string
    if (current) {
      const before = await entryVersion(tx, current.id)
      if (status !== current.status && !canChangeStatus('corporate', current.status, status, actor.role)) {
        throw new AppError('invalid_transition')
      }
      await tx.update(corporateEntries).set({ data, mediaId, updatedAt: new Date() }).where(eq(corporateEntries.id, current.id))
      await writeTexts(tx, section, current.id, texts)
      await recordVersion(tx, 'corporate', current.id, await entryVersion(tx, current.id), actor.id, { before, restoredFrom })
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'corporate.update',
        entity: 'corporate',
        entityId: current.id,
        summary: { section },
      })
      if (status !== current.status) await writePublishStatus(tx, 'corporate', current.id, status, actor)
      id = current.id
    } else {
      if (status === 'removed') throw new AppError('invalid_transition')
      const [{ entries } = { entries: 0 }] = await tx
        .select({ entries: count() })
        .from(corporateEntries)
        .where(and(eq(corporateEntries.section, section), sql`${corporateEntries.status} <> 'removed'`))
      if (entries >= SECTION_ENTRIES_MAX) throw new AppError('conflict')
      const [last] = await tx
        .select({ position: corporateEntries.position })
        .from(corporateEntries)
        .where(eq(corporateEntries.section, section))
        .orderBy(desc(corporateEntries.position))
        .limit(1)
      const titleField = spec.titleField
      const title = String(values[titleField] ?? values[languageField(titleField, 'en')] ?? values[languageField(titleField, 'tr')] ?? '')
      const [created] = await tx
        .insert(corporateEntries)
        .values({
          section,
          key: await freeKey(tx, section, title),
          position: (last?.position ?? 0) + 1,
          status,
          data,
          mediaId,
          publishedAt: status === 'active' ? new Date() : null,
        })
        .returning({ id: corporateEntries.id })
      id = created!.id
      await writeTexts(tx, section, id, texts)
      await recordVersion(tx, 'corporate', id, await entryVersion(tx, id), actor.id)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'corporate.create',
        entity: 'corporate',
        entityId: id,
        summary: { section, status },
      })
    }
    await writeSitePages(tx)
    return { id, status }
  })
}

/** One step of an open entry's lifecycle (decision 025); a fixed section's entries stay live (409). */
export async function setCorporateStatus(db: Db, input: { id: string; status: PublishStatus }, actor: Actor) {
  return writePublic(db, async (tx) => {
    const entry = await entryRow(tx, input.id)
    if (!sectionSpecs[entry.section].open) throw new AppError('invalid_transition')
    const { from: _from, ...changed } = await writePublishStatus(tx, 'corporate', input.id, input.status, actor)
    await writeSitePages(tx)
    return changed
  })
}

/** Moves an entry one place up or down in its section: it changes places with its neighbour. */
export async function moveCorporateEntry(db: Db, input: { id: string; direction: 'up' | 'down' }, actor: Actor) {
  return writePublic(db, async (tx) => {
    const entry = await entryRow(tx, input.id, { lock: true })
    const up = input.direction === 'up'
    const [neighbour] = await tx
      .select({ id: corporateEntries.id, position: corporateEntries.position })
      .from(corporateEntries)
      .where(
        and(
          eq(corporateEntries.section, entry.section),
          up ? lt(corporateEntries.position, entry.position) : gt(corporateEntries.position, entry.position),
        ),
      )
      .orderBy(up ? desc(corporateEntries.position) : asc(corporateEntries.position))
      .limit(1)
      .for('update')
    if (!neighbour) return { id: entry.id, position: entry.position }
    await tx.update(corporateEntries).set({ position: neighbour.position }).where(eq(corporateEntries.id, entry.id))
    await tx.update(corporateEntries).set({ position: entry.position }).where(eq(corporateEntries.id, neighbour.id))
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'corporate.move',
      entity: 'corporate',
      entityId: entry.id,
      summary: { section: entry.section, direction: input.direction },
    })
    await writeSitePages(tx)
    return { id: entry.id, position: neighbour.position }
  })
}

/** A language version reviewed against the other (decision 060). */
export const markCorporateReviewed = (db: Db, input: MarkReviewedInput, actor: Actor) => markReviewed(db, 'corporate', input, actor)

/** An entry's history, newest first (decision 056). */
export const listCorporateVersions = (db: Db, input: VersionListInput) => listVersions(db, 'corporate', input.id, input.page)

export const getCorporateVersion = (db: Db, input: VersionInput) => versionPair(db, 'corporate', input.id, input.number)

/**
 * A version's values saved again, then the entry a draft or live (decision 056). A fixed section's
 * entries are always live: restoring one as a draft is refused (409).
 */
export const restoreCorporateVersion = (db: Db, input: RestoreVersionInput, actor: Actor) =>
  restoreVersion(db, 'corporate', input, actor, async (tx, snapshot) => {
    const current = await getCorporateEntryForEdit(tx, { id: input.id })
    const open = sectionSpecs[current.section].open
    if (!open && input.as === 'draft') throw new AppError('invalid_transition')
    const values = { ...current.values, ...snapshot, ...(open ? { status: current.status } : {}) }
    return saveCorporateEntry(tx, { id: input.id, section: current.section, values }, actor, { restoredFrom: input.number })
  })
