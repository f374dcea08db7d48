import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { corporateEntries, corporateEntryTexts, mediaItems, previewLinks } from '~/db/schema'
import { type PreviewViewer, readCorporatePreview } from '~/features/previews/previews.server'
import { prepareCorporateContent } from '~/features/site/site.api.server'
import { corporatePage } from '~/features/site/site.server'
import type { CorporateSection, PreviewKind } from '~/lib/enums'
import { hashPreviewToken, newPreviewToken } from '~/lib/server/preview-links'
import type { ScopedActor } from '~/lib/session'
import { createTestFileRow } from './factories'
import { describeWithDatabases } from './setup-db'

const ORIGIN = 'https://hoi.example'
const DAY_MS = 86_400_000

/** The corporate pages read from the database (decision 061): their structured data, photos and logos, and an entry's preview. */
describeWithDatabases('corporate pages', (t) => {
  beforeAll(async () => {
    await prepareCorporateContent(t.db)
  })

  /** A library item (a file row, no bytes) with alt text in both languages. */
  const mediaItem = async (alt: { tr: string; en: string }) => {
    const file = await createTestFileRow(t.db, { kind: 'image', contentType: 'image/png', originalName: 'photo.png' })
    await t.db.insert(mediaItems).values({ id: file.id, name: 'photo.png', width: 640, height: 800, altTr: alt.tr, altEn: alt.en })
    return file.id
  }

  /** A new entry of a section with its texts in both languages. */
  const entry = async (
    section: CorporateSection,
    key: string,
    status: 'draft' | 'active',
    data: Record<string, string>,
    texts: Record<string, string>,
  ) => {
    const [created] = await t.db
      .insert(corporateEntries)
      .values({ section, key, status, position: 99, data })
      .returning({ id: corporateEntries.id })
    await t.db.insert(corporateEntryTexts).values([
      { entryId: created!.id, lang: 'tr', texts },
      { entryId: created!.id, lang: 'en', texts },
    ])
    return created!.id
  }

  describe("the home's structured data", () => {
    it('names the group with its raster logo, real profiles and both offices with street and postal code', async () => {
      const [data] = (await corporatePage(t.db, 'home', 'en', ORIGIN)).jsonLd
      expect(data).toMatchObject({
        '@type': 'Organization',
        name: 'HOI Holding',
        url: `${ORIGIN}/en`,
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/logo.png` },
        sameAs: ['https://www.instagram.com/hoiholding', 'https://www.linkedin.com/company/hoi-holding'],
      })
      expect((data as { address: unknown }).address).toEqual([
        {
          '@type': 'PostalAddress',
          streetAddress: 'Büyükdere Caddesi No. 185, Floor 14, Esentepe, Şişli',
          postalCode: '34394',
          addressLocality: 'Istanbul',
          addressCountry: 'TR',
        },
        // The UAE has no postal codes.
        {
          '@type': 'PostalAddress',
          streetAddress: 'Bay Square, Building 11, Office 504, Business Bay',
          addressLocality: 'Dubai',
          addressCountry: 'AE',
        },
      ])
    })

    it('describes the site in the page language as a WebSite published by the group', async () => {
      const [, website] = (await corporatePage(t.db, 'home', 'tr', ORIGIN)).jsonLd
      expect(website).toMatchObject({
        '@type': 'WebSite',
        name: 'HOI Holding',
        url: `${ORIGIN}/tr`,
        inLanguage: 'tr',
        publisher: { '@type': 'Organization', name: 'HOI Holding' },
      })
    })
  })

  it("draws a board member's photo from the media library with its alt text in the page's language; the others keep their initials", async () => {
    const [first] = await t.db
      .select({ id: corporateEntries.id, key: corporateEntries.key })
      .from(corporateEntries)
      .where(eq(corporateEntries.section, 'board_member'))
      .orderBy(corporateEntries.position)
      .limit(1)
    const photo = await mediaItem({ tr: 'Yönetim kurulu başkanının portresi', en: 'Portrait of the chair of the board' })
    await t.db.update(corporateEntries).set({ mediaId: photo }).where(eq(corporateEntries.id, first!.id))
    try {
      const { members } = await corporatePage(t.db, 'board', 'en', ORIGIN)
      expect(members[0]).toMatchObject({
        key: first!.key,
        photo: { id: photo, alt: 'Portrait of the chair of the board', width: 640, height: 800, src: expect.stringContaining(photo) },
      })
      expect(members.slice(1).every((member) => member.photo === null && member.initials !== '')).toBe(true)
      expect((await corporatePage(t.db, 'board', 'tr', ORIGIN)).members[0]!.photo?.alt).toBe('Yönetim kurulu başkanının portresi')
    } finally {
      await t.db.update(corporateEntries).set({ mediaId: null }).where(eq(corporateEntries.id, first!.id))
    }
  })

  it('gives a company and a brand their logo when the entry has one', async () => {
    const logo = await mediaItem({ tr: 'HOI Sağlık logosu', en: 'HOI Health logo' })
    await t.db
      .update(corporateEntries)
      .set({ mediaId: logo })
      .where(and(eq(corporateEntries.section, 'company'), eq(corporateEntries.key, 'hoi-health')))
    const [brand] = await t.db
      .select({ key: corporateEntries.key })
      .from(corporateEntries)
      .where(eq(corporateEntries.section, 'brand'))
      .limit(1)
    await t.db
      .update(corporateEntries)
      .set({ mediaId: logo })
      .where(and(eq(corporateEntries.section, 'brand'), eq(corporateEntries.key, brand!.key)))
    try {
      const { companies } = await corporatePage(t.db, 'companies', 'en', ORIGIN)
      expect(companies.find((company) => company.key === 'hoi-health')?.logo).toMatchObject({ id: logo, alt: 'HOI Health logo' })
      expect(companies.filter((company) => company.logo !== null)).toHaveLength(1)
      const { brands } = await corporatePage(t.db, 'brands', 'en', ORIGIN)
      expect(brands.find((b) => b.key === brand!.key)?.logo).toMatchObject({ id: logo, alt: 'HOI Health logo' })
    } finally {
      await t.db.update(corporateEntries).set({ mediaId: null }).where(eq(corporateEntries.mediaId, logo))
    }
  })

  describe("a corporate entry's preview (decisions 057, 061)", () => {
    const nobody: PreviewViewer = async () => null
    const editor: PreviewViewer = async () =>
      ({ id: '00000000-0000-4000-8000-000000000001', role: 'editor', companies: null }) as ScopedActor
    const link = async (entityId: string, kind: PreviewKind = 'corporate', more: { revokedAt?: Date; expiresAt?: Date } = {}) => {
      const token = newPreviewToken()
      await t.db.insert(previewLinks).values({
        kind,
        entityId,
        tokenHash: hashPreviewToken(token),
        expiresAt: more.expiresAt ?? new Date(Date.now() + 7 * DAY_MS),
        revokedAt: more.revokedAt ?? null,
      })
      return token
    }
    const draftMember = () =>
      entry(
        'board_member',
        `draft-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
        'draft',
        { name: 'Deniz Taslak', initials: 'DT' },
        { title: 'Board member', summary: 'Not yet announced.', description: 'A draft biography.' },
      )
    const read = (id: string, token: string, viewer = nobody) => readCorporatePreview(t.db, { id, token, lang: 'en' }, viewer, ORIGIN)

    it('opens the board page with the draft member to the holder of a live link, marked draft; the public page does not show it', async () => {
      const id = await draftMember()
      const token = await link(id)
      const preview = await read(id, token)
      expect(preview).toMatchObject({ page: 'board', state: 'draft', publishAt: null })
      expect(preview!.expiresAt).not.toBeNull()
      expect(preview!.page === 'board' && preview!.views.members.map((member) => member.name)).toContain('Deniz Taslak')
      const { members } = await corporatePage(t.db, 'board', 'en', ORIGIN)
      expect(members.map((member) => member.name)).not.toContain('Deniz Taslak')
    })

    it('shows a signed-in editor the entry without a token; nobody else', async () => {
      const id = await draftMember()
      expect(await read(id, '', editor)).toMatchObject({ page: 'board', state: 'draft', expiresAt: null })
      expect(await read(id, '')).toBeNull()
    })

    it('answers null for a link of another kind, another entry, a revoked or an expired link, and a removed entry', async () => {
      const id = await draftMember()
      expect(await read(id, await link(id, 'content'))).toBeNull()
      expect(await read(id, await link(await draftMember()))).toBeNull()
      expect(await read(id, await link(id, 'corporate', { revokedAt: new Date() }))).toBeNull()
      expect(await read(id, await link(id, 'corporate', { expiresAt: new Date(Date.now() - 1000) }))).toBeNull()
      const token = await link(id)
      await t.db.update(corporateEntries).set({ status: 'removed' }).where(eq(corporateEntries.id, id))
      expect(await read(id, token)).toBeNull()
    })

    it('shows each section on its own page: an office on the contact page, a sector on the home, a live entry as published', async () => {
      const [office] = await t.db
        .select({ id: corporateEntries.id })
        .from(corporateEntries)
        .where(eq(corporateEntries.section, 'office'))
        .limit(1)
      expect(await read(office!.id, await link(office!.id))).toMatchObject({ page: 'contact', state: 'published' })
      const [sector] = await t.db
        .select({ id: corporateEntries.id })
        .from(corporateEntries)
        .where(eq(corporateEntries.section, 'sector'))
        .limit(1)
      const home = await read(sector!.id, await link(sector!.id))
      expect(home).toMatchObject({ page: 'home', state: 'published' })
      expect(home!.page === 'home' && home!.views.slides.length).toBeGreaterThan(0)
    })
  })
})
