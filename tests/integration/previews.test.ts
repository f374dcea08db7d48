import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { z } from 'zod'
import type { Db } from '~/db/client'
import { auditEvents, corporateEntries, corporateEntryTexts, previewLinks } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import { handleImageRead, isPreviewedImage, isPublishedImage } from '~/features/contents/contents.http.server'
import { imageUrl } from '~/features/contents/contents.rules'
import { handleVariantRead } from '~/features/media/media.http.server'
import { createMediaItem, generateVariants } from '~/features/media/media.server'
import { previewLinkOperations } from '~/features/previews/previews.admin.server'
import { createPreviewLinkSchema, previewEntitySchema, revokePreviewLinkSchema } from '~/features/previews/previews.schemas'
import { type PreviewViewer, readArticlePreview, readCorporatePreview, readJobPreview } from '~/features/previews/previews.server'
import type { UserRole } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { hashPreviewToken } from '~/lib/server/preview-links'
import { localStorage } from '~/lib/server/storage/local-storage'
import type { ScopedActor } from '~/lib/session'
import { validate } from '~/lib/validate'
import { createTestContent } from './content-factories'
import { createTestJob, createTestSession, createTestUser } from './factories'
import { describeWithDatabases } from './setup-db'

const DAY_MS = 86_400_000
/** A real PNG (small unless told), as a library upload must be readable. */
const png = async (width = 40, height = 30) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  )

describeWithDatabases('share-preview links', (t) => {
  const actors = {} as Record<UserRole | 'otherRecruiter', ScopedActor & { name: string }>
  let root = ''

  beforeAll(async () => {
    for (const role of ['admin', 'editor', 'recruiter'] as const) {
      const user = await createTestUser(t.db, { role, companies: role === 'recruiter' ? ['hoi-tech'] : undefined })
      const session = await authorize(t.db, await createTestSession(t.db, user.id), role === 'recruiter' ? 'jobs' : 'contents')
      actors[role] = { ...session.user, name: user.name }
    }
    const other = await createTestUser(t.db, { role: 'recruiter', companies: ['hoi-energy'] })
    actors.otherRecruiter = { ...(await authorize(t.db, await createTestSession(t.db, other.id), 'jobs')).user, name: other.name }
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-previews-'))
  })
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true })
  })

  const articles = previewLinkOperations('content')
  const jobs = previewLinkOperations('job')

  /** What a server function does after its guard: the validator, then the operation as the actor. */
  const call = async <S extends z.ZodType, R>(
    schema: S,
    input: z.input<S>,
    actor: ScopedActor,
    operation: (db: Db, data: z.output<S>, actor: ScopedActor) => Promise<R>,
  ) => operation(t.db, validate(schema)(input), actor)
  const share = (entityId: string, days: 1 | 7 | 30 = 7, actor: ScopedActor = actors.editor, ops = articles) =>
    call(createPreviewLinkSchema, { entityId, days }, actor, ops.create)
  const linksOf = (entityId: string, actor: ScopedActor = actors.editor, ops = articles) =>
    call(previewEntitySchema, { entityId }, actor, ops.list)
  const revoke = (entityId: string, id: string, actor: ScopedActor = actors.editor, ops = articles) =>
    call(revokePreviewLinkSchema, { entityId, id }, actor, ops.revoke)

  const nobody: PreviewViewer = async () => null
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(AppError)
    return (error as AppError).code
  }
  const auditOf = async (entityId: string) =>
    (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId))).map((e) => `${e.entity} ${e.action}`)

  const draftArticle = () =>
    createTestContent(t.db, { status: 'draft', publishedAt: null, title: 'Taslak duyuru', bodyHtml: '<p>Henüz yayında değil</p>' })

  it('opens a draft article to someone without an account through a link, storing only the hash and auditing the share', async () => {
    const draft = await draftArticle()
    const { token, link } = await share(draft.id, 7)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [row] = await t.db.select().from(previewLinks).where(eq(previewLinks.id, link.id))
    expect(row!.tokenHash).toBe(hashPreviewToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000)
    expect(link.createdBy).toBe(actors.editor.name)
    expect(await linksOf(draft.id)).toEqual([link])
    expect(await auditOf(draft.id)).toEqual(['content preview.share'])
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, draft.id))
    expect(JSON.stringify(audit!.summary)).not.toContain(token)

    const preview = await readArticlePreview(t.db, { id: draft.id, token }, nobody)
    expect(preview).toMatchObject({ state: 'draft', expiresAt: link.expiresAt, page: { content: { title: 'Taslak duyuru' } } })
    expect(preview!.page.content.bodyHtml).toContain('Henüz yayında değil')
    // Without the token or a session: nothing.
    expect(await readArticlePreview(t.db, { id: draft.id, token: '' }, nobody)).toBeNull()
  })

  it('answers nothing past the expiry, for a wrong token, another entry or another kind: the same null', async () => {
    const draft = await draftArticle()
    const other = await draftArticle()
    const { token, link } = await share(draft.id, 1)
    const later = new Date(Date.now() + DAY_MS + 1000)
    expect(await readArticlePreview(t.db, { id: draft.id, token }, nobody)).not.toBeNull()
    expect(await readArticlePreview(t.db, { id: draft.id, token }, nobody, later)).toBeNull()
    // The dialog lists only the links that still open the entry.
    expect(await articles.list(t.db, { entityId: draft.id }, actors.editor, later)).toEqual([])
    expect((await linksOf(draft.id)).map((l) => l.id)).toEqual([link.id])
    expect(await readArticlePreview(t.db, { id: other.id, token }, nobody)).toBeNull()
    expect(await readArticlePreview(t.db, { id: draft.id, token: 'A'.repeat(43) }, nobody)).toBeNull()
    expect(await readJobPreview(t.db, { id: draft.id, token }, nobody)).toBeNull()
  })

  it('revokes a link at once, audited; a revoked link answers like an unknown one and cannot be revoked twice', async () => {
    const draft = await draftArticle()
    const kept = await share(draft.id, 30)
    const gone = await share(draft.id, 1)
    await revoke(draft.id, gone.link.id)
    expect(await readArticlePreview(t.db, { id: draft.id, token: gone.token }, nobody)).toBeNull()
    expect(await readArticlePreview(t.db, { id: draft.id, token: kept.token }, nobody)).not.toBeNull()
    expect((await linksOf(draft.id)).map((l) => l.id)).toEqual([kept.link.id])
    expect(await failure(revoke(draft.id, gone.link.id))).toBe('not_found')
    // A link is revoked only through its own entry.
    expect(await failure(revoke((await draftArticle()).id, kept.link.id))).toBe('not_found')
    expect(await auditOf(draft.id)).toEqual(['content preview.share', 'content preview.share', 'content preview.revoke'])
  })

  it('shows a signed-in user of the area the entry without a token, and says whether it is scheduled', async () => {
    const scheduled = await createTestContent(t.db, { publishedAt: new Date(Date.now() + 3 * DAY_MS) })
    const editor: PreviewViewer = async () => actors.editor
    expect(await readArticlePreview(t.db, { id: scheduled.id, token: '' }, editor)).toMatchObject({
      state: 'scheduled',
      publishAt: scheduled.publishedAt!.toISOString(),
      expiresAt: null,
    })
    expect(await readArticlePreview(t.db, { id: scheduled.id, token: '' }, nobody)).toBeNull()
    // A removed entry is previewed by nobody, and an unknown one answers 404 to the editor's dialog.
    const removed = await createTestContent(t.db, { status: 'removed' })
    expect(await readArticlePreview(t.db, { id: removed.id, token: '' }, editor)).toBeNull()
    expect(await failure(share(crypto.randomUUID()))).toBe('not_found')
  })

  it('refuses a lifetime outside the choices and a malformed id with field messages', async () => {
    const draft = await draftArticle()
    await expect(call(createPreviewLinkSchema, { entityId: draft.id, days: 3 as 7 }, actors.editor, articles.create)).rejects.toMatchObject(
      {
        code: 'invalid',
        fields: { days: 'validation.invalidOption' },
      },
    )
    await expect(call(previewEntitySchema, { entityId: 'x' }, actors.editor, articles.list)).rejects.toMatchObject({
      code: 'invalid',
      fields: { entityId: 'validation.invalidValue' },
    })
    expect(await linksOf(draft.id)).toEqual([])
  })

  it('keeps a job within its recruiter’s companies and shows a draft job through its link', async () => {
    const draft = await createTestJob(t.db, { status: 'draft', publishedAt: null, title: { tr: 'Taslak ilan', en: 'Draft job' } })
    expect(await failure(share(draft.id, 7, actors.otherRecruiter, jobs))).toBe('forbidden')
    const { token } = await share(draft.id, 7, actors.recruiter, jobs)
    expect(await auditOf(draft.id)).toEqual(['job preview.share'])
    expect(await readJobPreview(t.db, { id: draft.id, token }, nobody)).toMatchObject({
      state: 'draft',
      job: { details: { en: { title: 'Draft job' } } },
    })
    expect(await readArticlePreview(t.db, { id: draft.id, token }, nobody)).toBeNull()
    // Signed in: only a recruiter of the job's company.
    expect(await readJobPreview(t.db, { id: draft.id, token: '' }, async () => actors.recruiter)).not.toBeNull()
    expect(await readJobPreview(t.db, { id: draft.id, token: '' }, async () => actors.otherRecruiter)).toBeNull()
  })

  it('serves a draft’s images to the link’s visitor only with its live token, never cached', async () => {
    const storage = localStorage(root)
    /** A library image with its alt text, as the editor's picker uploads it. */
    const storeImage = async (image: { bytes: Uint8Array; name: string }) => {
      const id = await createMediaItem(t.db, storage, { ...image, altTr: 'Görsel', altEn: 'Image', decorative: false }, actors.editor.id)
      return { id, url: imageUrl(id) }
    }
    const cover = await storeImage({ bytes: await png(), name: 'kapak.png' })
    const inBody = await storeImage({ bytes: await png(), name: 'govde.png' })
    const unrelated = await storeImage({ bytes: await png(), name: 'baska.png' })
    const draft = await createTestContent(t.db, {
      status: 'draft',
      publishedAt: null,
      coverFileId: cover.id,
      bodyHtml: `<p>Metin</p><img src="${inBody.url}" alt="">`,
    })
    const { token, link } = await share(draft.id)
    const preview = await readArticlePreview(t.db, { id: draft.id, token }, nobody)
    expect(preview!.page.content.coverUrl).toBe(`${cover.url}?preview=${token}`)
    expect(preview!.page.content.bodyHtml).toContain(`src="${inBody.url}?preview=${token}"`)

    const deps = { db: async () => t.db, storage: () => storage, canPreview: async () => false }
    const read = (id: string, query = '') => handleImageRead(new Request(`http://localhost/api/public/images/${id}${query}`), id, deps)
    expect((await read(cover.id)).status).toBe(404)
    const served = await read(cover.id, `?preview=${token}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    expect((await read(inBody.id, `?preview=${token}`)).status).toBe(200)
    // The token opens its article's images only.
    expect((await read(unrelated.id, `?preview=${token}`)).status).toBe(404)
    await revoke(draft.id, link.id)
    expect((await read(cover.id, `?preview=${token}`)).status).toBe(404)
  })

  it('carries the token to the variants of a draft’s pictures, an article’s and a corporate entry’s, which it alone opens', async () => {
    const storage = localStorage(root)
    const storeImage = async (name: string) => {
      const id = await createMediaItem(
        t.db,
        storage,
        { bytes: await png(1000, 600), name, altTr: 'Görsel', altEn: 'Image', decorative: false },
        actors.editor.id,
      )
      await generateVariants(t.db, storage, id)
      return id
    }
    const cover = await storeImage('kapak.png')
    const photo = await storeImage('portre.png')
    const draft = await createTestContent(t.db, {
      status: 'draft',
      publishedAt: null,
      coverFileId: cover,
      bodyHtml: `<p>Metin</p><img src="${imageUrl(photo)}" alt="">`,
    })
    const [entry] = await t.db
      .insert(corporateEntries)
      .values({
        section: 'board_member',
        key: `preview-${Date.now().toString(36)}`,
        position: 99,
        status: 'draft',
        data: {},
        mediaId: photo,
      })
      .returning({ id: corporateEntries.id })
    await t.db.insert(corporateEntryTexts).values(
      (['tr', 'en'] as const).map((lang) => ({
        entryId: entry!.id,
        lang,
        texts: { name: 'Önizleme Üyesi', role: 'Üye', bio: 'Taslak.' },
      })),
    )
    const article = await share(draft.id)
    const member = await share(entry!.id, 1, actors.editor, previewLinkOperations('corporate'))

    const variantsOf = (text: string) => [...text.matchAll(/\/api\/public\/media\/[0-9a-f-]{36}\/\d+\.[a-z]+(\?preview=[\w-]+)?/g)]
    const { content } = (await readArticlePreview(t.db, { id: draft.id, token: article.token }, nobody))!.page
    const addresses = variantsOf(JSON.stringify(content))
    expect(addresses.length).toBeGreaterThan(4)
    expect(addresses.every((found) => found[1] === `?preview=${article.token}`)).toBe(true)
    const board = await readCorporatePreview(t.db, { id: entry!.id, token: member.token, lang: 'tr' }, nobody, 'http://localhost')
    const boardAddresses = variantsOf(JSON.stringify(board!.views)).filter((found) => found[0].includes(photo))
    expect(boardAddresses.length).toBeGreaterThan(1)
    expect(boardAddresses.every((found) => found[1] === `?preview=${member.token}`)).toBe(true)

    const deps = {
      db: async () => t.db,
      storage: () => storage,
      isPublished: isPublishedImage,
      canPreview: async () => false,
      isPreviewed: isPreviewedImage,
    }
    const read = (id: string, query = '') =>
      handleVariantRead(new Request(`http://localhost/api/public/media/${id}/480.webp${query}`), { id, file: '480.webp' }, deps)
    expect((await read(cover)).status).toBe(404)
    const served = await read(cover, `?preview=${article.token}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    expect((await read(photo, `?preview=${article.token}`)).status).toBe(200)
    expect((await read(photo, `?preview=${member.token}`)).status).toBe(200)
    // Each token opens its own entry's pictures only.
    expect((await read(cover, `?preview=${member.token}`)).status).toBe(404)
    await revoke(entry!.id, member.link.id, actors.editor, previewLinkOperations('corporate'))
    expect((await read(photo, `?preview=${member.token}`)).status).toBe(404)
  })
  it('shares a corporate entry (decision 061) like an article: listed, audited on the entry, revoked; an unknown entry is not found', async () => {
    const corporate = previewLinkOperations('corporate')
    const [entry] = await t.db
      .insert(corporateEntries)
      .values({ section: 'brand', key: `preview-${Date.now().toString(36)}`, position: 1, status: 'draft', data: { name: 'Önizleme' } })
      .returning({ id: corporateEntries.id })
    const { token, link } = await share(entry!.id, 1, actors.editor, corporate)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await linksOf(entry!.id, actors.editor, corporate)).toEqual([link])
    expect(await auditOf(entry!.id)).toEqual(['corporate preview.share'])
    await revoke(entry!.id, link.id, actors.editor, corporate)
    expect(await linksOf(entry!.id, actors.editor, corporate)).toEqual([])
    expect(await failure(share(crypto.randomUUID(), 1, actors.editor, corporate))).toBe('not_found')
    // An article's id is no corporate entry.
    const draft = await draftArticle()
    expect(await failure(linksOf(draft.id, actors.editor, corporate))).toBe('not_found')
  })
})
