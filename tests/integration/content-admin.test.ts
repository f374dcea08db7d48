import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import type { Db } from '~/db/client'
import { auditEvents, contents, files, mediaItems } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import {
  type ContentFormInput,
  contentListSchema,
  createContentSchema,
  setContentStatusSchema,
  updateContentSchema,
} from '~/features/contents/contents.schemas'
import {
  createContent,
  getContentForEdit,
  listContentsForAdmin,
  setContentStatus,
  updateContent,
} from '~/features/contents/contents.admin.server'
import { handleImageRead } from '~/features/contents/contents.http.server'
import { handleMediaUpload } from '~/features/media/media.http.server'
import { getContentVersions } from '~/features/contents/contents.server'
import { type PublishStatus, type UserRole } from '~/lib/enums'
import { pageCache } from '~/lib/server/page-cache'
import { sanitizeArticleHtml } from '~/lib/server/sanitize-html'
import type { FileStorage } from '~/lib/server/storage'
import { localStorage } from '~/lib/server/storage/local-storage'
import { slugify } from '~/lib/slug'
import { createTestContent } from './content-factories'
import { callAs, createTestFileRow, type ServerHandler, signInEachRole } from './factories'
import { describeWithDatabases } from './setup-db'

const tag = () => crypto.randomUUID().slice(0, 8)

/** The dashboard's image upload (the media library's, decision 059) with the storage these tests read from. */
const handleImageUpload = (
  request: Request,
  deps: { authorize: () => Promise<{ db: Db; user: { id: string; role: UserRole } }>; storage: () => FileStorage },
) => handleMediaUpload(request, { authorize: deps.authorize, storage: deps.storage() })
const auditOf = (db: Db, entityId: string) => db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId))

const validContent = (overrides: Partial<ContentFormInput> = {}): ContentFormInput => ({
  language: 'tr',
  groupId: '',
  title: 'Sürdürülebilirlik Raporu Yayında',
  slug: `surdurulebilirlik-raporu-${tag()}`,
  excerpt: 'Grubun ilk sürdürülebilirlik raporu.',
  bodyHtml: '<h2>Özet</h2><p>Raporu <strong>okuyun</strong>.</p>',
  coverFileId: '',
  type: 'news',
  category: 'press',
  status: 'draft',
  publishedAt: '',
  ...overrides,
})

/** A 1 × 1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
)

/** A multipart body with one `file` part. */
function imageRequest(bytes: Uint8Array, name = 'kapak.png', headers: Record<string, string> = {}): Request {
  const body = new FormData()
  // Alt text in both languages: the library's rule for an article's images (docs/product.md §23).
  body.append('altTr', 'Kapak')
  body.append('altEn', 'Cover')
  body.append('file', new Blob([bytes as BlobPart]), name)
  return new Request('http://localhost/api/dashboard/images', { method: 'POST', body, headers })
}

/** The allowed steps, written out (docs/product.md §4.1), not derived from the code under test. */
const allowed: Record<PublishStatus, Record<PublishStatus, readonly UserRole[]>> = {
  draft: { draft: [], active: ['admin', 'editor'], removed: ['admin', 'editor'] },
  active: { draft: ['admin', 'editor'], active: [], removed: ['admin', 'editor'] },
  removed: { draft: ['admin'], active: [], removed: [] },
}

describeWithDatabases('contents.admin.server', (t) => {
  const tokens = {} as Record<UserRole, string>
  const users = {} as Record<UserRole, string>
  let root: string

  beforeAll(async () => {
    await signInEachRole(t.db, { tokens, ids: users })
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-images-'))
  })
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true })
  })

  const call = <S extends z.ZodType, R>(role: UserRole, schema: S, input: z.input<S>, handler: ServerHandler<S, R>) =>
    callAs(t.db, tokens[role], 'contents', schema, input, handler)
  const create = (role: UserRole, input: ContentFormInput) =>
    call(role, createContentSchema, input, (db, data, user) => createContent(db, data, user))
  const update = (role: UserRole, input: z.input<typeof updateContentSchema>) =>
    call(role, updateContentSchema, input, (db, data, user) => updateContent(db, data, user))
  const changeStatus = (role: UserRole, id: string, status: PublishStatus) =>
    call(role, setContentStatusSchema, { id, status }, (db, data, user) => setContentStatus(db, data, user))
  const rowOf = async (id: string) => (await t.db.select().from(contents).where(eq(contents.id, id)))[0]!

  describe('access', () => {
    it('lets an editor and an admin use the contents functions and refuses a recruiter every call', async () => {
      const made = await create('editor', validContent())
      await expect(create('admin', validContent())).resolves.toMatchObject({ id: expect.any(String) })
      await expect(create('recruiter', validContent())).rejects.toMatchObject({ code: 'forbidden' })
      await expect(call('recruiter', contentListSchema, {}, (db, data) => listContentsForAdmin(db, data))).rejects.toMatchObject({
        code: 'forbidden',
      })
      await expect(call('recruiter', contentListSchema, {}, (db) => getContentForEdit(db, { id: made.id }))).rejects.toMatchObject({
        code: 'forbidden',
      })
      await expect(update('recruiter', { ...validContent(), id: made.id })).rejects.toMatchObject({ code: 'forbidden' })
      await expect(changeStatus('recruiter', made.id, 'active')).rejects.toMatchObject({ code: 'forbidden' })
      expect((await rowOf(made.id)).status).toBe('draft')
    })

    it('refuses an image upload from a recruiter (403) and without a session (401)', async () => {
      const storage = localStorage(root)
      const as = (role: UserRole) => ({
        authorize: async () => ({ db: t.db, user: (await authorize(t.db, tokens[role], 'contents')).user }),
        storage: () => storage,
      })
      expect((await handleImageUpload(imageRequest(PNG), as('recruiter'))).status).toBe(403)
      const anonymous = {
        authorize: () => authorize(t.db, undefined, 'contents').then((s) => ({ db: t.db, user: s.user })),
        storage: () => storage,
      }
      expect((await handleImageUpload(imageRequest(PNG), anonymous)).status).toBe(401)
    })
  })

  describe('slugs', () => {
    it('transliterates Turkish letters in slugs', () => {
      expect(slugify('Çalışanlarımızla Güçlü Bir Gelecek İnşa Ediyoruz')).toBe('calisanlarimizla-guclu-bir-gelecek-insa-ediyoruz')
      expect(slugify('ŞEHİR ÖDÜLÜ: Ağaç Dikimi')).toBe('sehir-odulu-agac-dikimi')
    })

    it('keeps a slug unique per language: 409 with a field message, while the other language may use it', async () => {
      const slug = `ortak-adres-${tag()}`
      const turkish = await create('editor', validContent({ slug }))
      await expect(create('editor', validContent({ slug }))).rejects.toMatchObject({
        code: 'conflict',
        fields: { slug: expect.stringContaining('adres') },
      })
      const english = await create(
        'editor',
        validContent({ slug, language: 'en', groupId: (await rowOf(turkish.id)).groupId, title: 'Report' }),
      )
      expect((await rowOf(english.id)).slug).toBe(slug)
      const other = await create('editor', validContent())
      await expect(update('editor', { ...validContent({ slug }), id: other.id })).rejects.toMatchObject({
        code: 'conflict',
        fields: { slug: expect.any(String) },
      })
    })

    it('refuses a malformed slug as invalid', async () => {
      await expect(create('editor', validContent({ slug: 'Büyük Harf' }))).rejects.toMatchObject({
        code: 'invalid',
        fields: { slug: expect.any(String) },
      })
    })
  })

  describe('language versions', () => {
    it('starts a fresh content in Turkish only', async () => {
      await expect(create('editor', validContent({ language: 'en' }))).rejects.toMatchObject({
        code: 'invalid',
        fields: { language: expect.any(String) },
      })
    })

    it('links the English version to the group, refuses a second one (409) and an unknown group (404)', async () => {
      const turkish = await create('editor', validContent())
      const { groupId } = await rowOf(turkish.id)
      const english = await create(
        'editor',
        validContent({ language: 'en', groupId, title: 'Sustainability report', slug: `report-${tag()}` }),
      )
      expect(await rowOf(english.id)).toMatchObject({ language: 'en', groupId })
      await expect(
        create('editor', validContent({ language: 'en', groupId, title: 'Another', slug: `another-${tag()}` })),
      ).rejects.toMatchObject({ code: 'conflict', fields: { language: expect.any(String) } })
      await expect(create('editor', validContent({ language: 'tr', groupId }))).rejects.toMatchObject({ code: 'conflict' })
      await expect(
        create('editor', validContent({ language: 'en', groupId: crypto.randomUUID(), slug: `orphan-${tag()}` })),
      ).rejects.toMatchObject({ code: 'not_found' })
      const versions = (await getContentForEdit(t.db, { id: turkish.id })).versions.map((v) => [v.language, v.id])
      expect(versions).toEqual([
        ['tr', turkish.id],
        ['en', english.id],
      ])
      const listed = await listContentsForAdmin(t.db, { q: (await rowOf(turkish.id)).slug })
      expect(listed.items[0]!.versions.map((v) => v.language)).toEqual(['tr', 'en'])
    })
  })

  describe('status and audit', () => {
    it.each(Object.entries(allowed).flatMap(([from, to]) => Object.entries(to).map(([status, roles]) => [from, status, roles] as const)))(
      '%s → %s is allowed for %j only',
      async (from, to, roles) => {
        for (const role of ['admin', 'editor'] as const) {
          const row = await createTestContent(t.db, { status: from as PublishStatus })
          const attempt = changeStatus(role, row.id, to as PublishStatus)
          if (roles.includes(role)) {
            await expect(attempt).resolves.toEqual({ id: row.id, status: to })
            expect((await auditOf(t.db, row.id)).map((e) => [e.action, e.summary])).toEqual([['content.status', { from, to }]])
          } else {
            await expect(attempt).rejects.toMatchObject({ code: 'invalid_transition' })
            expect((await rowOf(row.id)).status).toBe(from)
            expect(await auditOf(t.db, row.id)).toEqual([])
          }
        }
      },
    )

    it('audits create and update in the same transaction and empties the public page cache after each write', async () => {
      const invalidate = vi.spyOn(pageCache(), 'invalidate')
      const made = await create('editor', validContent({ status: 'active' }))
      expect((await rowOf(made.id)).publishedAt).toBeInstanceOf(Date)
      await update('editor', { ...validContent({ title: 'Yeni başlık' }), id: made.id })
      await changeStatus('editor', made.id, 'draft')
      const events = await auditOf(t.db, made.id)
      expect(events.map((e) => [e.action, e.actorId])).toEqual([
        ['content.create', users.editor],
        ['content.update', users.editor],
        ['content.status', users.editor],
      ])
      expect(invalidate).toHaveBeenCalledTimes(3)
      invalidate.mockRestore()
    })

    it('writes nothing when the insert fails (slug clash): no row, no audit', async () => {
      const slug = `tek-${tag()}`
      await create('editor', validContent({ slug }))
      const before = (await t.db.select().from(auditEvents)).length
      await expect(create('editor', validContent({ slug }))).rejects.toMatchObject({ code: 'conflict' })
      expect((await t.db.select().from(auditEvents)).length).toBe(before)
    })
  })

  describe('scheduling', () => {
    it('keeps an active article with a future publish date off the public reads until then', async () => {
      const slug = `planli-${tag()}`
      const made = await create('editor', validContent({ slug, status: 'active', publishedAt: '2099-06-01T09:30' }))
      const row = await rowOf(made.id)
      // Istanbul is UTC+3.
      expect(row.publishedAt!.toISOString()).toBe('2099-06-01T06:30:00.000Z')
      expect(await getContentVersions(t.db, 'tr', slug)).toBeNull()
      expect(await getContentVersions(t.db, 'tr', slug, new Date('2099-06-01T06:31:00Z'))).toMatchObject({ requested: { slug } })
      // Publishing a draft with a schedule keeps the schedule.
      const draft = await create('editor', validContent({ publishedAt: '2099-01-01T00:00' }))
      await changeStatus('editor', draft.id, 'active')
      expect((await rowOf(draft.id)).publishedAt!.toISOString()).toBe('2098-12-31T21:00:00.000Z')
    })
  })

  describe('sanitization', () => {
    const image = '/api/public/images/0b7e4a1c-2f0d-4c3e-9a51-6f1d2c3b4a59'

    it('keeps headings, lists, links, quotes and stored images; drops scripts, handlers, javascript: links and foreign images', () => {
      const kept = `<h2>A</h2><h3>B</h3><h4>C</h4><ul><li>bir</li></ul><ol><li>iki</li></ol><p><a href="https://hoi.example/x">bağlantı</a></p><blockquote><p>alıntı</p></blockquote><img src="${image}" alt="Ekip" />`
      expect(sanitizeArticleHtml(kept)).toBe(kept)
      expect(sanitizeArticleHtml('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>')
      expect(sanitizeArticleHtml('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p><a>x</a></p>')
      expect(sanitizeArticleHtml(`<img src="${image}" onerror="alert(1)" alt="a" />`)).toBe(`<img src="${image}" alt="a" />`)
      expect(sanitizeArticleHtml('<p>x</p><img src="https://evil.example/a.png" alt="a" />')).toBe('<p>x</p>')
      expect(sanitizeArticleHtml('<img src="javascript:alert(1)" /><img src="/api/public/images/../../x" />')).toBe('')
      expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA" />')).toBe('')
    })

    it('stores the sanitized body and refuses a body with nothing left', async () => {
      // The image is a decorative item of the media library, which the rule of docs/product.md §23 lets in.
      const id = image.split('/').pop()!
      await createTestFileRow(t.db, { id, kind: 'image', storageKey: `image/test/${id}`, contentType: 'image/png' })
      await t.db.insert(mediaItems).values({ id, name: 'ekip.png', decorative: true })
      const made = await create(
        'editor',
        validContent({
          bodyHtml: `<h2 onmouseover="x()">Başlık</h2><script>alert(1)</script><p><a href="javascript:void(0)">a</a></p><img src="${image}" alt="" />`,
        }),
      )
      expect((await rowOf(made.id)).bodyHtml).toBe(`<h2>Başlık</h2><p><a>a</a></p><img src="${image}" alt="" />`)
      await expect(create('editor', validContent({ bodyHtml: '<script>alert(1)</script><p></p>' }))).rejects.toMatchObject({
        code: 'invalid',
        fields: { bodyHtml: 'validation.required' },
      })
    })
  })

  describe('images', () => {
    const editor = () => ({
      authorize: async () => ({ db: t.db, user: (await authorize(t.db, tokens.editor, 'contents')).user }),
      storage: () => localStorage(root),
    })

    const anonymous = { db: async () => t.db, storage: () => localStorage(root), canPreview: async () => false }
    const signedIn = { ...anonymous, canPreview: async () => true }
    const read = (id: string, deps = anonymous) => handleImageRead(new Request(`http://localhost/api/public/images/${id}`), id, deps)
    const upload = async () => {
      const reply = await handleImageUpload(imageRequest(PNG), editor())
      expect(reply.status).toBe(201)
      return ((await reply.json()) as { data: { id: string; url: string } }).data
    }

    it('stores a PNG as kind image with its files row and audit, and serves it publicly with its type once a published article shows it', async () => {
      const data = await upload()
      expect(data.url).toBe(`/api/public/images/${data.id}`)
      const [file] = await t.db.select().from(files).where(eq(files.id, data.id))
      expect(file).toMatchObject({ kind: 'image', contentType: 'image/png', sizeBytes: PNG.byteLength, originalName: 'kapak.png' })
      expect((await auditOf(t.db, data.id)).map((e) => e.action)).toEqual(['media.upload'])

      // A cover must be a stored image.
      const made = await create('editor', validContent({ coverFileId: data.id }))
      expect((await getContentForEdit(t.db, { id: made.id })).coverUrl).toBe(data.url)
      await changeStatus('editor', made.id, 'active')
      const served = await read(data.id)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      expect(served.headers.get('cache-control')).toContain('max-age=31536000')
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)

      const resume = await createTestFileRow(t.db, { kind: 'resume' })
      await expect(create('editor', validContent({ coverFileId: resume.id }))).rejects.toMatchObject({
        code: 'invalid',
        fields: { coverFileId: expect.any(String) },
      })
      expect((await read(resume.id, signedIn)).status).toBe(404)
      expect((await read('not-a-uuid', signedIn)).status).toBe(404)
      expect((await read(crypto.randomUUID(), signedIn)).status).toBe(404)
    })

    it('keeps unreferenced images and those of unpublished articles from anonymous visitors, not from a signed-in editor', async () => {
      const loose = await upload()
      expect((await read(loose.id)).status).toBe(404)
      const preview = await read(loose.id, signedIn)
      expect(preview.status).toBe(200)
      expect(preview.headers.get('cache-control')).toBe('private, no-store')
      expect(new Uint8Array(await preview.arrayBuffer())).toEqual(PNG)

      // In the body of a draft: hidden; once the article is published: public; removed again: hidden.
      const inBody = await upload()
      const draft = await create('editor', validContent({ bodyHtml: `<p>Bakın:</p><img src="${inBody.url}" alt="Fabrika">` }))
      expect((await read(inBody.id)).status).toBe(404)
      await changeStatus('editor', draft.id, 'active')
      expect((await read(inBody.id)).status).toBe(200)
      await changeStatus('editor', draft.id, 'removed')
      expect((await read(inBody.id)).status).toBe(404)

      // The cover of a content scheduled for tomorrow is not public yet.
      const cover = await upload()
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16)
      await create('editor', validContent({ coverFileId: cover.id, status: 'active', publishedAt: tomorrow }))
      expect((await read(cover.id)).status).toBe(404)
    })

    it('refuses a file that is not an image by its content (415) and one over 5 MB (413), in the page language', async () => {
      const fake = await handleImageUpload(imageRequest(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'x.png'), editor())
      expect(fake.status).toBe(415)
      expect(((await fake.json()) as { error: { message: string } }).error.message).toContain('PNG')
      const big = new Uint8Array(5 * 1024 * 1024 + 1)
      big.set(PNG)
      const large = await handleImageUpload(imageRequest(big, 'big.png', { 'x-hoi-language': 'en' }), editor())
      expect(large.status).toBe(413)
      expect(((await large.json()) as { error: { message: string } }).error.message).toBe('An image can be at most 5 MB.')
      const notMultipart = await handleImageUpload(
        new Request('http://localhost/api/dashboard/images', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        }),
        editor(),
      )
      expect(notMultipart.status).toBe(415)
      const empty = new FormData()
      empty.append('other', 'x')
      expect(
        (await handleImageUpload(new Request('http://localhost/api/dashboard/images', { method: 'POST', body: empty }), editor())).status,
      ).toBe(400)
    })
  })
})
