import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { auditEvents, documents, documentTranslations, files } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import { listDocuments, setDocumentStatus } from '~/features/documents/documents.admin.server'
import { handleDocumentUpload, parseDocumentQuery, publicDocumentFileResponse } from '~/features/documents/documents.http.server'
import { listPublicDocuments } from '~/features/documents/documents.server'
import type { FileStorage } from '~/lib/server/storage'
import { localStorage } from '~/lib/server/storage/local-storage'
import { createTestSession, createTestUser, type TestUser } from './factories'
import { describeWithDatabases } from './setup-db'

const fixture = (name: string) => fs.readFile(path.join(import.meta.dirname, '../fixtures/cv', name))

describe('parseDocumentQuery (GET /api/public/documents)', () => {
  const parse = (query: string) => parseDocumentQuery(new URLSearchParams(query))
  it('defaults to terms and 99', () => {
    expect(parse('')).toEqual({ ok: true, value: { category: 'terms', limit: 99, page: 1 } })
    expect(parse('category=&limit=')).toEqual({ ok: true, value: { category: 'terms', limit: 99, page: 1 } })
  })
  it('takes the five categories and limits from 1 to 99', () => {
    expect(parse('category=financial&limit=5')).toEqual({ ok: true, value: { category: 'financial', limit: 5, page: 1 } })
    expect(parse('category=legal&limit=99&page=2')).toEqual({ ok: true, value: { category: 'legal', limit: 99, page: 2 } })
  })
  it('names the wrong parameter', () => {
    expect(parse('category=bogus')).toEqual({ ok: false, field: 'category' })
    expect(parse('category=TERMS')).toEqual({ ok: false, field: 'category' })
    for (const limit of ['0', '100', '-1', 'abc', '1.5', '99999999999'])
      expect(parse(`limit=${limit}`), limit).toEqual({ ok: false, field: 'limit' })
  })
  it('reads a page that is not a number as the first (docs/product.md §5)', () => {
    expect(parse('page=abc')).toMatchObject({ ok: true, value: { page: 1 } })
  })
})

/** Every file under `root`, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)))
}

type Reply = {
  success: boolean
  data?: { id: string; status: string }
  error?: { code: string; message: string; fields?: Record<string, string> }
}

describeWithDatabases('documents', (t) => {
  let root: string
  let uploads: string
  let tmpDir: string
  let storage: FileStorage
  let editor: TestUser
  let admin: TestUser
  let recruiter: TestUser
  let pdf: Buffer
  let docx: Buffer

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'hoi-documents-'))
    uploads = path.join(root, 'uploads')
    tmpDir = path.join(root, 'tmp')
    await fs.mkdir(tmpDir, { recursive: true })
    storage = localStorage(uploads)
    editor = await createTestUser(t.db, { role: 'editor' })
    admin = await createTestUser(t.db, { role: 'admin' })
    recruiter = await createTestUser(t.db, { role: 'recruiter' })
    pdf = await fixture('cv.pdf')
    docx = await fixture('cv.docx')
  })
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true })
  })

  /** The real access check with a real session of `user` (or none). */
  const signedIn = (db: Db, user: TestUser | undefined) => async () => {
    const session = await authorize(db, user ? await createTestSession(db, user.id) : undefined, 'documents')
    return { db, user: session.user }
  }

  const fields = (overrides: Record<string, string> = {}) => ({
    category: 'terms',
    titleTr: `Kullanım koşulları ${randomUUID().slice(0, 8)}`,
    titleEn: `Terms of use ${randomUUID().slice(0, 8)}`,
    descriptionTr: 'Sitenin kullanım koşulları.',
    descriptionEn: 'The terms of using the site.',
    sortOrder: '1',
    status: 'active',
    ...overrides,
  })

  async function post(
    values: Record<string, string>,
    file: { bytes: Buffer; name: string } | null,
    options: { id?: string; as?: TestUser | null; lang?: 'tr' | 'en' } = {},
  ) {
    const form = new FormData()
    for (const [name, value] of Object.entries(values)) form.append(name, value)
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name)
    const request = new Request(`http://localhost/api/dashboard/documents${options.id ? `/${options.id}` : ''}`, {
      method: 'POST',
      body: form,
      headers: { 'x-hoi-language': options.lang ?? 'en' },
    })
    const response = await handleDocumentUpload(request, options.id, {
      authorize: signedIn(t.db, options.as === null ? undefined : (options.as ?? editor)),
      storage,
      tmpDir,
    })
    // The temporary upload is gone after every request, whatever its outcome.
    expect(await fs.readdir(tmpDir)).toEqual([])
    return { status: response.status, body: (await response.json()) as Reply }
  }

  const rowOf = async (id: string) => (await t.db.select().from(documents).where(eq(documents.id, id)))[0]
  const fileOf = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0]
  const auditOf = (id: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'document'), eq(auditEvents.entityId, id)))
      .orderBy(auditEvents.at)
  const download = (id: string) => publicDocumentFileResponse(t.db, storage, id, 'en')

  it('creates a document with its file, both languages and an audit event, and shows it publicly', async () => {
    const values = fields({ category: 'legal' })
    const { status, body } = await post(values, { bytes: pdf, name: 'Gizlilik Politikası.pdf' })
    expect(status).toBe(201)
    const id = body.data!.id
    const row = (await rowOf(id))!
    expect(row).toMatchObject({ category: 'legal', status: 'active', sortOrder: 1 })
    expect(row.publishedAt).not.toBeNull()
    const translations = await t.db.select().from(documentTranslations).where(eq(documentTranslations.documentId, id))
    expect(translations.map((tr) => [tr.lang, tr.title]).sort()).toEqual([
      ['en', values.titleEn],
      ['tr', values.titleTr],
    ])
    const file = (await fileOf(row.fileId))!
    expect(file).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      originalName: 'Gizlilik Politikası.pdf',
      sizeBytes: pdf.byteLength,
    })
    expect(await storage.exists(file.storageKey)).toBe(true)
    expect((await auditOf(id)).map((e) => [e.action, e.actorId])).toEqual([['document.create', editor.id]])

    const list = await listPublicDocuments(t.db, { category: 'legal', limit: 99, page: 1 })
    const shown = list.documents.find((d) => d.id === id)!
    expect(shown).toMatchObject({
      category: 'legal',
      details: { tr: { title: values.titleTr }, en: { title: values.titleEn } },
      fileType: 'pdf',
      sizeBytes: pdf.byteLength,
      url: `/api/public/documents/${id}/file`,
    })
    expect(list.pagination).toMatchObject({ page: 1, limit: 99, total: list.documents.length })
  })

  it('streams a PDF inline and other types as an attachment, with nosniff and a cache header', async () => {
    const asPdf = await post(fields(), { bytes: pdf, name: 'terms.pdf' })
    const inline = await download(asPdf.body.data!.id)
    expect(inline.status).toBe(200)
    expect(inline.headers.get('content-type')).toBe('application/pdf')
    expect(inline.headers.get('content-disposition')).toBe(`inline; filename="terms.pdf"; filename*=UTF-8''terms.pdf`)
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff')
    // Opened in the browser, the PDF is a sandboxed document of no origin.
    expect(
      inline.headers
        .get('content-security-policy')
        ?.split(';')
        .map((d) => d.trim()),
    ).toContain('sandbox')
    expect(inline.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(inline.headers.get('content-length')).toBe(String(pdf.byteLength))
    expect(Buffer.from(await inline.arrayBuffer()).equals(pdf)).toBe(true)

    // The browser's name and type are not trusted: a Word file named .pdf is a Word file.
    const asDocx = await post(fields(), { bytes: docx, name: 'policy.pdf' })
    const attachment = await download(asDocx.body.data!.id)
    expect(attachment.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment; filename="policy.pdf"/)
    expect(
      (await listPublicDocuments(t.db, { category: 'terms', limit: 99, page: 1 })).documents.find((d) => d.id === asDocx.body.data!.id)
        ?.fileType,
    ).toBe('docx')
  })

  it('answers 404 for an unknown id, a malformed one, a draft and a removed document', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '../../etc/passwd', '']) {
      const response = await download(id)
      expect(response.status, id).toBe(404)
      expect(((await response.json()) as Reply).error!.code).toBe('not_found')
    }
    const draft = await post(fields({ status: 'draft', category: 'policy' }), { bytes: pdf, name: 'draft.pdf' })
    const id = draft.body.data!.id
    expect((await rowOf(id))!.publishedAt).toBeNull()
    expect((await download(id)).status).toBe(404)
    const policy = () => listPublicDocuments(t.db, { category: 'policy', limit: 99, page: 1 }).then((l) => l.documents.map((d) => d.id))
    expect(await policy()).not.toContain(id)

    await setDocumentStatus(t.db, { id, status: 'active' }, editor)
    expect(await policy()).toContain(id)
    expect((await download(id)).status).toBe(200)

    await setDocumentStatus(t.db, { id, status: 'removed' }, editor)
    expect(await policy()).not.toContain(id)
    expect((await download(id)).status).toBe(404)
  })

  it('limits the public list and orders it by sort order', async () => {
    const category = 'technical'
    const ids: string[] = []
    for (const sortOrder of ['3', '1', '2'])
      ids.push((await post(fields({ category, sortOrder }), { bytes: pdf, name: 'x.pdf' })).body.data!.id)
    const all = await listPublicDocuments(t.db, { category, limit: 99, page: 1 })
    expect(all.documents.map((d) => d.id)).toEqual([ids[1], ids[2], ids[0]])
    const two = await listPublicDocuments(t.db, { category, limit: 2, page: 1 })
    expect(two.documents).toHaveLength(2)
    expect(two.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 })
  })

  it('updates the fields and keeps the file when none is sent', async () => {
    const created = await post(fields(), { bytes: pdf, name: 'keep.pdf' })
    const id = created.body.data!.id
    const before = (await rowOf(id))!
    const values = fields({ category: 'financial', sortOrder: '7', titleEn: 'Annual report 2026' })
    const { status } = await post(values, null, { id })
    expect(status).toBe(200)
    const after = (await rowOf(id))!
    expect(after).toMatchObject({ category: 'financial', sortOrder: 7, fileId: before.fileId, status: 'active' })
    const en = await t.db
      .select()
      .from(documentTranslations)
      .where(and(eq(documentTranslations.documentId, id), eq(documentTranslations.lang, 'en')))
    expect(en[0]!.title).toBe('Annual report 2026')
    expect((await auditOf(id)).map((e) => [e.action, e.summary])).toEqual([
      ['document.create', expect.anything()],
      ['document.update', { category: 'financial', fileReplaced: false }],
    ])
  })

  it('replaces the file: the new one is stored, the old row and bytes are removed after the commit', async () => {
    const created = await post(fields(), { bytes: pdf, name: 'old.pdf' })
    const id = created.body.data!.id
    const oldFile = (await fileOf((await rowOf(id))!.fileId))!
    const { status } = await post(fields(), { bytes: docx, name: 'new.docx' }, { id })
    expect(status).toBe(200)
    const newFile = (await fileOf((await rowOf(id))!.fileId))!
    expect(newFile).toMatchObject({
      originalName: 'new.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    expect(await fileOf(oldFile.id)).toBeUndefined()
    expect(await storage.exists(oldFile.storageKey)).toBe(false)
    expect(await storage.exists(newFile.storageKey)).toBe(true)
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'document.update', summary: { fileReplaced: true } })
  })

  it('follows the status transitions, on the form and in the list, each audited', async () => {
    const created = await post(fields({ status: 'draft' }), { bytes: pdf, name: 's.pdf' })
    const id = created.body.data!.id
    expect((await post(fields({ status: 'active' }), null, { id })).status).toBe(200)
    await setDocumentStatus(t.db, { id, status: 'draft' }, editor)
    await setDocumentStatus(t.db, { id, status: 'removed' }, editor)
    // Removed → draft is an admin's; removed → active is nobody's.
    await expect(setDocumentStatus(t.db, { id, status: 'draft' }, editor)).rejects.toMatchObject({ code: 'invalid_transition' })
    const refused = await post(fields({ status: 'active' }), null, { id, as: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.error!.code).toBe('invalid_transition')
    await setDocumentStatus(t.db, { id, status: 'draft' }, admin)
    expect((await rowOf(id))!.status).toBe('draft')
    // A new document cannot start removed.
    expect((await post(fields({ status: 'removed' }), { bytes: pdf, name: 'r.pdf' })).status).toBe(409)

    const statusEvents = (await auditOf(id)).filter((e) => e.action === 'document.status').map((e) => [e.summary, e.actorId])
    expect(statusEvents).toEqual([
      [{ from: 'draft', to: 'active' }, editor.id],
      [{ from: 'active', to: 'draft' }, editor.id],
      [{ from: 'draft', to: 'removed' }, editor.id],
      [{ from: 'removed', to: 'draft' }, admin.id],
    ])
  })

  it('refuses a recruiter (403) and an anonymous caller (401), storing nothing', async () => {
    const before = await filesUnder(uploads)
    const asRecruiter = await post(fields(), { bytes: pdf, name: 'x.pdf' }, { as: recruiter })
    expect(asRecruiter.status).toBe(403)
    expect(asRecruiter.body.error!.code).toBe('forbidden')
    const anonymous = await post(fields(), { bytes: pdf, name: 'x.pdf' }, { as: null })
    expect(anonymous.status).toBe(401)
    expect(await filesUnder(uploads)).toEqual(before)
    await expect(authorize(t.db, await createTestSession(t.db, recruiter.id), 'documents')).rejects.toMatchObject({ code: 'forbidden' })
  })

  it('answers 400 with a message per field, in the caller language', async () => {
    const { status, body } = await post(fields({ titleTr: '', category: 'bogus', sortOrder: 'abc', descriptionEn: 'x'.repeat(1001) }), null)
    expect(status).toBe(400)
    expect(body.error!.code).toBe('invalid')
    expect(Object.keys(body.error!.fields!).sort()).toEqual(['category', 'descriptionEn', 'file', 'sortOrder', 'titleTr'])
    expect(body.error!.fields!.file).toBe('Choose a file')
    const tr = await post(fields(), null, { lang: 'tr' })
    expect(tr.body.error!.fields!.file).toBe('Bir dosya seçin')
    expect((await post(fields(), { bytes: pdf, name: 'x.pdf' }, { id: 'not-a-uuid' })).status).toBe(404)
    expect((await post(fields(), null, { id: randomUUID() })).status).toBe(404)
  })

  it('refuses a renamed text file and a program with 415 and a clear message, and a file over 20 MB with 413', async () => {
    const before = await filesUnder(uploads)
    const text = await post(fields(), { bytes: await fixture('not-a-cv.pdf'), name: 'report.pdf' })
    expect(text.status).toBe(415)
    expect(text.body.error!.fields!.file).toMatch(/PDF, Word \(DOC, DOCX\) or Excel/)
    expect(text.body.error!.message).toBe(text.body.error!.fields!.file)
    const program = await post(
      fields(),
      { bytes: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096)]), name: 'setup.xlsx' },
      { lang: 'tr' },
    )
    expect(program.status).toBe(415)
    expect(program.body.error!.fields!.file).toMatch(/Bu dosya türü kabul edilmiyor/)

    const exactly = Buffer.alloc(20 * 1024 * 1024 + 1)
    pdf.copy(exactly)
    const tooLarge = await post(fields(), { bytes: exactly, name: 'big.pdf' })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.error!.fields!.file).toBe('The file cannot be larger than 20 MB')
    expect(await filesUnder(uploads)).toEqual(before)
  })

  it('leaves neither a row nor a stored file when the database write fails after the file is stored', async () => {
    const before = await filesUnder(uploads)
    const documentsBefore = await t.db.$count(documents)
    await t.db.execute(sql`alter table document_translations add constraint documents_test_refuses check (false) not valid`)
    try {
      const { status, body } = await post(fields(), { bytes: pdf, name: 'x.pdf' })
      expect(status).toBe(500)
      expect(body.error!.code).toBe('internal')
      expect(JSON.stringify(body)).not.toMatch(/constraint|document_translations|insert/i)
    } finally {
      await t.db.execute(sql`alter table document_translations drop constraint documents_test_refuses`)
    }
    expect(await t.db.$count(documents)).toBe(documentsBefore)
    expect(await filesUnder(uploads)).toEqual(before)
    const orphans = await t.db.$count(
      files,
      sql`${files.kind} = 'document' and not exists (select 1 from documents d where d.file_id = ${files.id})`,
    )
    expect(orphans).toBe(0)
  })

  it('lists documents for the dashboard with text, category and status filters and pagination', async () => {
    const marker = `Zeytin ${randomUUID().slice(0, 6)}`
    await post(fields({ titleTr: `${marker} Şartnamesi`, category: 'technical', status: 'draft' }), { bytes: pdf, name: 'a.pdf' })
    await post(fields({ titleTr: `${marker} Raporu`, category: 'financial' }), { bytes: pdf, name: 'b.pdf' })
    const folded = await listDocuments(t.db, { q: marker.replace('Zeytin', 'zeytin') })
    expect(folded.items).toHaveLength(2)
    expect((await listDocuments(t.db, { q: marker, category: 'technical' })).items.map((d) => d.status)).toEqual(['draft'])
    expect((await listDocuments(t.db, { q: marker, status: 'active' })).items.map((d) => d.category)).toEqual(['financial'])
    expect((await listDocuments(t.db, { q: '%' })).items).toHaveLength(0)
    const paged = await listDocuments(t.db, {}, 2)
    expect(paged.items).toHaveLength(2)
    expect(paged.pagination.totalPages).toBeGreaterThan(1)
  })
})
