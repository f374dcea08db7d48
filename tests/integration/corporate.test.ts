import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { z } from 'zod'
import { boardMembers } from '~/content/board'
import { brands } from '~/content/brands'
import { companies } from '~/content/companies'
import { offices } from '~/content/offices'
import { stats } from '~/content/stats'
import { auditEvents, corporateEntries, corporateEntryTexts, mediaItems, sitePages } from '~/db/schema'
import { isPublishedImage } from '~/features/contents/contents.http.server'
import { deleteMedia, getMedia, listMedia } from '~/features/media/media.admin.server'
import { prepareCorporateContent } from '~/features/site/site.api.server'
import {
  getCorporateEntryForEdit,
  getCorporateVersion,
  listCorporateEntries,
  listCorporateSections,
  listCorporateVersions,
  markCorporateReviewed,
  moveCorporateEntry,
  restoreCorporateVersion,
  saveCorporateEntry,
  setCorporateStatus,
} from '~/features/site/site.admin.server'
import {
  corporateSectionSchema,
  moveCorporateEntrySchema,
  saveCorporateEntrySchema,
  setCorporateStatusSchema,
} from '~/features/site/site.schemas'
import { corporatePage } from '~/features/site/site.server'
import { restoreVersionSchema, versionListSchema } from '~/lib/entity-versions'
import type { CorporateSection, UserRole } from '~/lib/enums'
import { markReviewedSchema } from '~/lib/translation-review'
import { callAs, createTestFileRow, type ServerHandler, signInEachRole } from './factories'
import { describeWithDatabases } from './setup-db'

const ORIGIN = 'https://hoi.example'

describeWithDatabases('corporate pages in the database', (t) => {
  const tokens = {} as Record<UserRole, string>

  beforeAll(async () => {
    await prepareCorporateContent(t.db)
    await signInEachRole(t.db, { tokens })
  })

  const call = <S extends z.ZodType, R>(role: UserRole, schema: S, input: z.input<S>, handler: ServerHandler<S, R>) =>
    callAs(t.db, tokens[role], 'contents', schema, input, handler)

  const entryOf = async (section: CorporateSection, key: string) => {
    const [row] = await t.db
      .select()
      .from(corporateEntries)
      .where(and(eq(corporateEntries.section, section), eq(corporateEntries.key, key)))
    return row!
  }
  const valuesOf = async (id: string) => (await getCorporateEntryForEdit(t.db, { id })).values
  const save = async (role: UserRole, id: string, section: CorporateSection, changes: Record<string, unknown>) =>
    call(role, saveCorporateEntrySchema, { id, section, values: { ...(await valuesOf(id)), ...changes } as never }, saveCorporateEntry)

  it('starts from the typed modules: every section filled, live, in order, and a second start changes nothing', async () => {
    const sections = await listCorporateSections(t.db)
    const count = (section: CorporateSection) => sections.find((s) => s.section === section)!
    expect(count('board_member')).toMatchObject({ entries: boardMembers.length, live: boardMembers.length, needsUpdate: 0 })
    expect(count('company').entries).toBe(companies.length)
    expect(count('figure').entries).toBe(stats.length)
    expect(count('office').entries).toBe(offices.length)
    const before = await t.db.select().from(corporateEntries)
    await prepareCorporateContent(t.db)
    expect(await t.db.select().from(corporateEntries)).toHaveLength(before.length)

    const board = await corporatePage(t.db, 'board', 'en', ORIGIN)
    expect(board.members.map((member) => member.name)).toEqual(boardMembers.map((member) => member.name))
    expect(board.members[0]).toMatchObject({ title: 'Chairman of the Board', photo: null })
    const home = await corporatePage(t.db, 'home', 'tr', ORIGIN)
    expect(home.slides).toHaveLength(4)
    expect(home.stats.find((stat) => stat.key === 'companies')?.figure).toBe(String(companies.length))
    expect(home.stats.find((stat) => stat.key === 'employees')?.figure).toBe('340')
  })

  it('saves a figure live: the home shows it, a version says what changed, the other language needs an update', async () => {
    const employees = await entryOf('figure', 'employees')
    await save('editor', employees.id, 'figure', { value: 355, labelEn: 'Full-time colleagues' })
    const home = await corporatePage(t.db, 'home', 'en', ORIGIN)
    expect(home.stats.find((stat) => stat.key === 'employees')).toMatchObject({ figure: '355', label: 'Full-time colleagues' })
    expect((home.jsonLd[0] as { numberOfEmployees: { value: number } }).numberOfEmployees.value).toBe(355)

    const versions = await call('editor', versionListSchema, { id: employees.id }, listCorporateVersions)
    expect(versions.items.map((version) => [version.number, version.changed])).toEqual([
      [2, ['labelEn', 'value']],
      [1, []],
    ])
    // The English text changed alone: the Turkish version is behind it until reviewed.
    const edit = await getCorporateEntryForEdit(t.db, { id: employees.id })
    expect(edit.reviews.map((review) => [review.language, review.needsUpdate])).toEqual([
      ['tr', true],
      ['en', false],
    ])
    expect((await listCorporateEntries(t.db, { section: 'figure' })).find((e) => e.id === employees.id)?.needsUpdate).toEqual(['tr'])
    await call('editor', markReviewedSchema, { id: employees.id, language: 'tr' }, markCorporateReviewed)
    expect((await getCorporateEntryForEdit(t.db, { id: employees.id })).reviews.every((review) => !review.needsUpdate)).toBe(true)

    // Restored live: version 1's values come back, as a new version that names it.
    await call('editor', restoreVersionSchema, { id: employees.id, number: 1, as: 'live' }, restoreCorporateVersion)
    expect((await valuesOf(employees.id)).value).toBe(340)
    const pair = await getCorporateVersion(t.db, { id: employees.id, number: 3 })
    expect(pair.snapshot).toMatchObject({ value: 340, labelEn: 'Full-time employees' })
    // A fixed section's entries stay live: restoring one as a draft is refused.
    await expect(
      call('editor', restoreVersionSchema, { id: employees.id, number: 2, as: 'draft' }, restoreCorporateVersion),
    ).rejects.toMatchObject({ code: 'invalid_transition' })
  })

  it('counts the companies and brands figures from their lists, never from a typed value', async () => {
    const figure = await entryOf('figure', 'brands')
    await save('editor', figure.id, 'figure', { value: 999 })
    expect((await valuesOf(figure.id)).value).toBeNull()
    const home = await corporatePage(t.db, 'home', 'en', ORIGIN)
    expect(home.stats.find((stat) => stat.key === 'brands')?.figure).toBe(String(brands.length))
  })

  it('adds a board member as a draft: not on the page until live, in the preview, ordered, searchable once live', async () => {
    const name = `Ayşe Test ${randomUUID().slice(0, 6)}`
    const values = {
      name,
      initials: 'AT',
      titleTr: 'Yönetim Kurulu Üyesi',
      titleEn: 'Board Member',
      summaryTr: 'Kısa özet.',
      summaryEn: 'A short summary.',
      descriptionTr: 'Uzun açıklama.',
      descriptionEn: 'A longer description.',
      mediaId: null,
      status: 'draft',
    }
    const created = await call('editor', saveCorporateEntrySchema, { section: 'board_member', values }, saveCorporateEntry)
    expect(created.status).toBe('draft')
    const live = await corporatePage(t.db, 'board', 'en', ORIGIN)
    expect(live.members.map((m) => m.name)).not.toContain(name)
    const preview = await corporatePage(t.db, 'board', 'en', ORIGIN, { drafts: true })
    expect(preview.members.at(-1)?.name).toBe(name)

    await call('editor', setCorporateStatusSchema, { id: created.id, status: 'active' }, setCorporateStatus)
    await call('editor', moveCorporateEntrySchema, { id: created.id, direction: 'up' }, moveCorporateEntry)
    const board = await corporatePage(t.db, 'board', 'en', ORIGIN)
    expect(board.members.at(-2)?.name).toBe(name)
    const [page] = await t.db
      .select({ body: sitePages.body })
      .from(sitePages)
      .where(and(eq(sitePages.path, '/board'), eq(sitePages.lang, 'en')))
    expect(page!.body).toContain(name)
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.id))
    expect(audit).toBeDefined()
  })

  it('keeps the site’s own entries: none added to or removed from a fixed section', async () => {
    const office = await entryOf('office', 'istanbul')
    await expect(call('editor', setCorporateStatusSchema, { id: office.id, status: 'removed' }, setCorporateStatus)).rejects.toMatchObject({
      code: 'invalid_transition',
    })
    await expect(
      call('editor', saveCorporateEntrySchema, { section: 'office', values: (await valuesOf(office.id)) as never }, saveCorporateEntry),
    ).rejects.toMatchObject({ code: 'invalid_transition' })
    // The id of another section's entry is not found under this one.
    await expect(
      call('editor', saveCorporateEntrySchema, { id: office.id, section: 'brand', values: {} }, saveCorporateEntry),
    ).rejects.toMatchObject({ code: 'not_found' })
  })

  it('refuses bad values with the fields named, and keeps the entry as it was', async () => {
    const office = await entryOf('office', 'dubai')
    const before = await valuesOf(office.id)
    await expect(
      save('editor', office.id, 'office', { phoneE164: '0212 555', lat: 123, streetTr: '', emailAddress: 'x' }),
    ).rejects.toMatchObject({ code: 'invalid' })
    await expect(save('editor', office.id, 'office', { phoneE164: '0212 555', lat: 123, streetTr: '' })).rejects.toMatchObject({
      code: 'invalid',
      fields: { phoneE164: 'siteAdmin.validation.e164', lat: 'siteAdmin.validation.range', streetTr: 'validation.required' },
    })
    await expect(save('editor', office.id, 'office', { streetEn: 'x'.repeat(201) })).rejects.toMatchObject({
      fields: { streetEn: 'validation.maxLength:200' },
    })
    await expect(save('editor', office.id, 'office', { streetEn: 'a\u0000b' })).rejects.toMatchObject({
      fields: { streetEn: 'validation.controlCharacters' },
    })
    expect(await valuesOf(office.id)).toEqual(before)
  })

  it('refuses a photo without alt text in both languages, and shows one that has it', async () => {
    const member = await entryOf('board_member', 'omar-haddad')
    const id = randomUUID()
    await createTestFileRow(t.db, { id, kind: 'image', storageKey: `image/test/${id}`, contentType: 'image/png' })
    await t.db.insert(mediaItems).values({ id, name: 'omar.png', width: 800, height: 800, altTr: 'Omar Haddad', altEn: '' })
    await expect(save('editor', member.id, 'board_member', { mediaId: id })).rejects.toMatchObject({
      code: 'invalid',
      fields: {
        mediaId: 'Görselin İngilizce alternatif metni yok. Medya kütüphanesinde yazın ya da görseli dekoratif olarak işaretleyin.',
      },
    })
    await t.db.update(mediaItems).set({ altEn: 'Omar Haddad, smiling' }).where(eq(mediaItems.id, id))
    expect(await isPublishedImage(t.db, id)).toBe(false)
    await save('editor', member.id, 'board_member', { mediaId: id })
    // Served to every visitor once a live entry shows it (the original and its variants).
    expect(await isPublishedImage(t.db, id)).toBe(true)
    const board = await corporatePage(t.db, 'board', 'en', ORIGIN)
    expect(board.members.find((m) => m.key === 'omar-haddad')?.photo).toMatchObject({ id, alt: 'Omar Haddad, smiling', width: 800 })
    // The library says where it is used, does not list it as unused, and will not delete it.
    expect((await getMedia(t.db, { id })).pageUsages).toEqual([{ entryId: member.id, section: 'board_member', key: 'omar-haddad' }])
    const unused = await listMedia(t.db, { page: 1, show: 'unused', q: undefined } as never, 1000)
    expect(unused.items.map((item) => item.id)).not.toContain(id)
    await expect(deleteMedia(t.db, { id }, { id: randomUUID(), role: 'editor' })).rejects.toMatchObject({ code: 'conflict' })
    await expect(t.db.delete(mediaItems).where(eq(mediaItems.id, id))).rejects.toThrow()
  })

  it('is the editors’ area: a recruiter is refused', async () => {
    await expect(
      call('recruiter', corporateSectionSchema, { section: 'brand' }, (db, input) => listCorporateEntries(db, input)),
    ).rejects.toMatchObject({ code: 'forbidden' })
    const texts = await t.db.select().from(corporateEntryTexts).limit(1)
    expect(texts).toHaveLength(1)
  })
})
