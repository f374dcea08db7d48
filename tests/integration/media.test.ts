import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { and, eq, inArray, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { auditEvents, files, mediaItems, mediaUsages, mediaVariants, tasks } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import { createContent, setContentStatus, updateContent } from '~/features/contents/contents.admin.server'
import { isPreviewedImage, isPublishedImage } from '~/features/contents/contents.http.server'
import { createContentSchema, updateContentSchema, type ContentFormInput } from '~/features/contents/contents.schemas'
import { getContentVersions } from '~/features/contents/contents.server'
import { deleteMedia, getMedia, listMedia, updateMedia } from '~/features/media/media.admin.server'
import { handleMediaUpload, handleVariantRead } from '~/features/media/media.http.server'
import { generateVariants } from '~/features/media/media.server'
import type { MediaDetail } from '~/features/media/media.schemas'
import type { UserRole } from '~/lib/enums'
import { localStorage } from '~/lib/server/storage/local-storage'
import { validate } from '~/lib/validate'
import { createTestContent } from './content-factories'
import { signInEachRole } from './factories'
import { describeWithDatabases } from './setup-db'

const tag = () => crypto.randomUUID().slice(0, 8)

/** A real photo-like JPEG with EXIF and GPS data, `width` × `height`. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="orange"/></svg>`) }])
    .withExif({ IFD0: { Copyright: 'Secret Owner', Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } })
    .jpeg()
    .toBuffer()

/** A PNG whose header claims `width` × `height` pixels and holds almost nothing: a decompression bomb's first bytes. */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]),
  )
}

function uploadRequest(bytes: Uint8Array, name: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  body.append('file', new Blob([bytes as BlobPart]), name)
  return new Request('http://localhost/api/dashboard/images', { method: 'POST', body, headers })
}

describeWithDatabases('media library', (t) => {
  const tokens = {} as Record<UserRole, string>
  let root: string
  let tmp: string
  const storage = () => localStorage(root)

  beforeAll(async () => {
    await signInEachRole(t.db, { tokens })
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-media-'))
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-media-tmp-'))
  })
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true })
    await fs.rm(tmp, { recursive: true, force: true })
  })

  const as = (role: UserRole) => ({
    authorize: async () => ({ db: t.db, user: (await authorize(t.db, tokens[role], 'contents')).user }),
    storage: storage(),
    tmpDir: tmp,
  })
  const actor = async (role: UserRole = 'editor') => (await authorize(t.db, tokens[role], 'contents')).user

  async function upload(bytes: Uint8Array, name = 'fabrika.jpg', fields: Record<string, string> = {}): Promise<MediaDetail> {
    const reply = await handleMediaUpload(uploadRequest(bytes, name, fields), as('editor'))
    expect(reply.status).toBe(201)
    return ((await reply.json()) as { data: MediaDetail }).data
  }
  const described = { altTr: 'Fabrikanın önünde turuncu bir daire', altEn: 'An orange circle in front of the factory' }

  const content = (overrides: Partial<ContentFormInput> = {}): ContentFormInput => ({
    language: 'tr',
    groupId: '',
    title: 'Yeni fabrika açıldı',
    slug: `yeni-fabrika-${tag()}`,
    excerpt: 'Özet.',
    bodyHtml: '<p>Metin.</p>',
    coverFileId: '',
    type: 'news',
    category: 'press',
    status: 'draft',
    publishedAt: '',
    ...overrides,
  })
  const create = async (input: ContentFormInput) => createContent(t.db, validate(createContentSchema)(input), await actor())
  const storedCount = async () => (await fs.readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length
  const fileCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(files))[0]!.n)

  describe('upload', () => {
    it('keeps an image as a media item with its size, alt texts and a variants task, in one transaction with its audit', async () => {
      const item = await upload(await photo(2000, 1000), 'fabrika.jpg', { ...described, decorative: 'false' })
      expect(item).toMatchObject({
        name: 'fabrika.jpg',
        width: 2000,
        height: 1000,
        ...described,
        decorative: false,
        usedBy: 0,
        ready: false,
      })
      expect(item.url).toBe(`/api/public/images/${item.id}`)
      const [file] = await t.db.select().from(files).where(eq(files.id, item.id))
      expect(file).toMatchObject({ kind: 'image', contentType: 'image/jpeg' })
      const queued = await t.db
        .select()
        .from(tasks)
        .where(eq(tasks.key, `media.variants:${item.id}`))
      expect(queued).toHaveLength(1)
      const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, item.id))
      expect(audit.map((e) => e.action)).toEqual(['media.upload'])
    })

    it('refuses what is not a usable image, with a clear message, and keeps nothing', async () => {
      const [rowsBefore, bytesBefore] = [await fileCount(), await storedCount()]
      const answer = async (bytes: Uint8Array, name: string, headers: Record<string, string> = {}) => {
        const reply = await handleMediaUpload(uploadRequest(bytes, name, {}, headers), as('editor'))
        return { status: reply.status, message: ((await reply.json()) as { error: { message: string } }).error.message }
      }
      // A text file named .png.
      expect(await answer(new TextEncoder().encode('hello, not an image'), 'x.png', { 'x-hoi-language': 'en' })).toEqual({
        status: 415,
        message: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
      })
      // Nothing at all.
      expect((await answer(new Uint8Array(0), 'empty.png')).status).toBe(400)
      // A PNG signature over garbage.
      const broken = new Uint8Array(64)
      broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      expect(await answer(broken, 'broken.png', { 'x-hoi-language': 'en' })).toEqual({
        status: 400,
        message: 'This file is not an image that can be read.',
      })
      // A decompression bomb: a small file that claims 30,000 × 30,000 pixels.
      const bomb = pngClaiming(30_000, 30_000)
      expect(bomb.byteLength).toBeLessThan(100)
      expect(await answer(bomb, 'bomb.png', { 'x-hoi-language': 'en' })).toEqual({
        status: 400,
        message: 'This image is too large in pixels (at most 40 megapixels).',
      })
      // Over 5 MB.
      const big = new Uint8Array(5 * 1024 * 1024 + 10)
      big.set([0xff, 0xd8, 0xff])
      expect((await answer(big, 'big.jpg')).status).toBe(413)
      // Alt text over its limit.
      const long = await handleMediaUpload(uploadRequest(await photo(100, 100), 'a.jpg', { altTr: 'x'.repeat(251) }), as('editor'))
      expect(long.status).toBe(400)
      expect(await fileCount()).toBe(rowsBefore)
      expect(await storedCount()).toBe(bytesBefore)
    })

    it('answers 403 to a recruiter and 401 without a session, before reading the body', async () => {
      const recruiter = await handleMediaUpload(uploadRequest(await photo(10, 10), 'a.jpg'), as('recruiter'))
      expect(recruiter.status).toBe(403)
      const anonymous = await handleMediaUpload(uploadRequest(await photo(10, 10), 'a.jpg'), {
        ...as('editor'),
        authorize: () => authorize(t.db, undefined, 'contents').then(() => ({ db: t.db, user: { id: '', role: 'editor' as const } })),
      })
      expect(anonymous.status).toBe(401)
    })
  })

  describe('variants', () => {
    it('makes AVIF and WebP in the standard widths and a JPEG share image, once, without EXIF or GPS', async () => {
      const item = await upload(await photo(2000, 1000))
      expect(await generateVariants(t.db, storage(), item.id)).toBe(true)
      expect(await generateVariants(t.db, storage(), item.id)).toBe(false)
      const variants = await t.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, item.id))
      const made = variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort()
      expect(made).toEqual([
        'avif@1600x800',
        'avif@480x240',
        'avif@960x480',
        'jpeg@1200x600',
        'webp@1600x800',
        'webp@480x240',
        'webp@960x480',
      ])
      for (const variant of variants) {
        const [file] = await t.db.select().from(files).where(eq(files.id, variant.fileId))
        expect(file!.kind).toBe('variant')
        const bytes = await fs.readFile(path.join(root, file!.storageKey))
        const meta = await sharp(bytes).metadata()
        expect(meta).toMatchObject({
          width: variant.width,
          height: variant.height,
          format: variant.format === 'avif' ? 'heif' : variant.format,
        })
        expect(meta.exif).toBeUndefined()
      }
      expect((await getMedia(t.db, { id: item.id })).ready).toBe(true)
    })

    it('never enlarges a small image', async () => {
      const item = await upload(await photo(600, 400))
      await generateVariants(t.db, storage(), item.id)
      const variants = await t.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, item.id))
      expect(variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(['avif@480', 'avif@600', 'jpeg@600', 'webp@480', 'webp@600'])
    })
  })

  describe('the alt-text rule', () => {
    it('refuses an article whose cover or body image has no alt text in its language, unless decorative', async () => {
      const bare = await upload(await photo(800, 400), 'isimsiz.jpg')
      const body = (id: string) => `<p>Bakın:</p><img src="/api/public/images/${id}" alt="">`
      await expect(create(content({ coverFileId: bare.id }))).rejects.toMatchObject({
        code: 'invalid',
        fields: { coverFileId: expect.stringContaining('Kapak görselinin Türkçe alternatif metni yok') },
      })
      await expect(create(content({ bodyHtml: body(bare.id) }))).rejects.toMatchObject({
        code: 'invalid',
        fields: { bodyHtml: expect.stringContaining('isimsiz.jpg') },
      })
      // Turkish alone is enough for a Turkish article, not for its English version.
      await updateMedia(t.db, { id: bare.id, altTr: 'Liman', altEn: '', decorative: false }, await actor())
      const tr = await create(content({ coverFileId: bare.id, bodyHtml: body(bare.id) }))
      const english = content({
        language: 'en',
        groupId: (await t.db.query.contents.findFirst({ where: (c, { eq: is }) => is(c.id, tr.id) }))!.groupId,
      })
      await expect(create({ ...english, coverFileId: bare.id })).rejects.toMatchObject({
        fields: { coverFileId: expect.stringContaining('İngilizce') },
      })
      // Decorative: usable everywhere.
      await updateMedia(t.db, { id: bare.id, altTr: 'Liman', altEn: '', decorative: true }, await actor())
      await expect(create({ ...english, coverFileId: bare.id })).resolves.toMatchObject({ id: expect.any(String) })
      // The usages follow the article's saves.
      const usages = await t.db.select().from(mediaUsages).where(eq(mediaUsages.contentId, tr.id))
      expect(usages.map((u) => u.role).sort()).toEqual(['body', 'cover'])
      await updateContent(t.db, validate(updateContentSchema)({ ...content({ slug: tr.slug }), id: tr.id }), await actor())
      expect(await t.db.select().from(mediaUsages).where(eq(mediaUsages.contentId, tr.id))).toEqual([])
    })
  })

  describe('the library', () => {
    it('finds images by name and alt text, those missing alt text and the unused ones', async () => {
      const word = `pano${tag()}`
      const missing = await upload(await photo(50, 50), `${word}-eksik.jpg`)
      const described2 = await upload(await photo(50, 50), `${word}-tam.jpg`, described)
      const used = await upload(await photo(50, 50), `${word}-kullanilan.jpg`, described)
      await create(content({ coverFileId: used.id }))
      const names = async (search: Parameters<typeof listMedia>[1]) => (await listMedia(t.db, search)).items.map((i) => i.name).sort()
      expect(await names({ q: word })).toEqual([described2.name, used.name, missing.name].sort())
      expect(await names({ q: word, show: 'missingAlt' })).toEqual([missing.name])
      expect(await names({ q: word, show: 'unused' })).toEqual([described2.name, missing.name].sort())
      expect((await listMedia(t.db, { q: 'turuncu bir' })).items.length).toBeGreaterThanOrEqual(2)
      expect((await getMedia(t.db, { id: used.id })).usages).toEqual([expect.objectContaining({ role: 'cover', language: 'tr' })])
    })

    it('refuses to delete an image an article uses (409), and deletes an unused one with its variants and bytes', async () => {
      const item = await upload(await photo(1000, 500), 'silinecek.jpg', described)
      await generateVariants(t.db, storage(), item.id)
      const article = await create(content({ coverFileId: item.id }))
      await expect(deleteMedia(t.db, { id: item.id }, await actor(), storage())).rejects.toMatchObject({
        code: 'conflict',
        fields: { id: expect.stringContaining('kullanılıyor') },
      })
      await updateContent(t.db, validate(updateContentSchema)({ ...content({ slug: article.slug }), id: article.id }), await actor())
      const keys = (
        await t.db
          .select({ key: files.storageKey })
          .from(files)
          .where(inArray(files.id, t.db.select({ id: mediaVariants.fileId }).from(mediaVariants).where(eq(mediaVariants.mediaId, item.id))))
      ).map((r) => r.key)
      // 480, 960 and its own 1000 in AVIF and WebP, and the share JPEG.
      expect(keys).toHaveLength(7)
      await deleteMedia(t.db, { id: item.id }, await actor(), storage())
      expect(await t.db.select().from(mediaItems).where(eq(mediaItems.id, item.id))).toEqual([])
      expect(
        await t.db
          .select()
          .from(files)
          .where(and(eq(files.kind, 'variant'), inArray(files.storageKey, keys))),
      ).toEqual([])
      for (const key of keys) expect(await storage().exists(key)).toBe(false)
      await expect(deleteMedia(t.db, { id: item.id }, await actor(), storage())).rejects.toMatchObject({ code: 'not_found' })
    })
  })

  describe('adoption', () => {
    it('makes the images of articles from before the library items without alt text, with their usages (migration 0026)', async () => {
      const file = async () =>
        (
          await t.db
            .insert(files)
            .values({
              storageKey: `image/test/${crypto.randomUUID()}`,
              originalName: 'eski.png',
              contentType: 'image/png',
              sizeBytes: 1,
              sha256: '0',
              kind: 'image',
            })
            .returning()
        )[0]!
      const [cover, inBody] = [await file(), await file()]
      const article = await createTestContent(t.db, {
        coverFileId: cover.id,
        bodyHtml: `<p>x</p><img src="/api/public/images/${inBody.id.toUpperCase()}" alt="Eski">`,
      })
      // The migration's own statements, run again over these rows.
      const migration = await fs.readFile(path.join(import.meta.dirname, '../../drizzle/0026_media.sql'), 'utf8')
      const adoption = migration.slice(migration.indexOf('-- The images uploaded before the library'))
      for (const statement of adoption.split('--> statement-breakpoint')) {
        const sqlText = statement.replace(/^--.*$/m, '').trim()
        if (sqlText)
          await t.db.execute(
            sql.raw(
              sqlText.replace(
                'FROM "files" WHERE "kind" = \'image\'',
                'FROM "files" WHERE "kind" = \'image\' AND "id" NOT IN (SELECT "id" FROM "media_items")',
              ),
            ),
          )
      }
      const adopted = await t.db
        .select()
        .from(mediaItems)
        .where(inArray(mediaItems.id, [cover.id, inBody.id]))
      expect(
        adopted.map((item) => ({ name: item.name, altTr: item.altTr, altEn: item.altEn, decorative: item.decorative, width: item.width })),
      ).toEqual([
        { name: 'eski.png', altTr: '', altEn: '', decorative: false, width: null },
        { name: 'eski.png', altTr: '', altEn: '', decorative: false, width: null },
      ])
      const usages = await t.db.select().from(mediaUsages).where(eq(mediaUsages.contentId, article.id))
      expect(usages.map((u) => `${u.role}:${u.mediaId}`).sort()).toEqual([`body:${inBody.id}`, `cover:${cover.id}`].sort())
      expect((await listMedia(t.db, { q: 'eski.png', show: 'missingAlt' })).items.length).toBeGreaterThanOrEqual(2)
    })
  })

  describe('public pages', () => {
    it('draws the cover and body images as <picture> with variants, size and alt, and serves the variants under the original rule', async () => {
      const cover = await upload(await photo(1600, 900), 'kapak.jpg', described)
      const inBody = await upload(await photo(800, 600), 'desen.png', { decorative: 'true' })
      await generateVariants(t.db, storage(), cover.id)
      await generateVariants(t.db, storage(), inBody.id)
      const slug = `resimli-${tag()}`
      const made = await create(
        content({ slug, coverFileId: cover.id, bodyHtml: `<p>Metin</p><img src="/api/public/images/${inBody.id}" alt="eski">` }),
      )
      const read = (id: string, file: string, canPreview = false) =>
        handleVariantRead(
          new Request(`http://localhost/api/public/media/${id}/${file}`),
          { id, file },
          {
            db: async () => t.db,
            storage,
            isPublished: isPublishedImage,
            canPreview: async () => canPreview,
            isPreviewed: isPreviewedImage,
          },
        )
      expect((await read(cover.id, '960.webp')).status).toBe(404)
      const preview = await read(cover.id, '960.webp', true)
      expect(preview.status).toBe(200)
      expect(preview.headers.get('cache-control')).toBe('private, no-store')

      await setContentStatus(t.db, { id: made.id, status: 'active' }, await actor())
      const page = (await getContentVersions(t.db, 'tr', slug))!.requested!
      expect(page.cover).toMatchObject({
        width: 1600,
        height: 900,
        alt: described.altTr,
        share: { url: `/api/public/media/${cover.id}/1200.jpeg`, width: 1200, height: 675 },
      })
      expect(page.cover!.sources).toEqual([
        { type: 'image/avif', srcset: expect.stringContaining(`/api/public/media/${cover.id}/480.avif 480w`) },
        { type: 'image/webp', srcset: expect.stringContaining(`/api/public/media/${cover.id}/1600.webp 1600w`) },
      ])
      expect(page.bodyHtml).toContain('<picture><source type="image/avif"')
      expect(page.bodyHtml).toContain(
        `<img src="/api/public/images/${inBody.id}" alt="" width="800" height="600" loading="lazy" decoding="async"></picture>`,
      )

      const served = await read(cover.id, '960.webp')
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(960)
      expect((await read(cover.id, '961.webp')).status).toBe(404)
      expect((await read(cover.id, '960.gif')).status).toBe(404)
      expect((await read('../etc', '960.webp')).status).toBe(404)
    })
  })
})

export type { Db }
