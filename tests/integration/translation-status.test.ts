import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { z } from 'zod'
import { auditEvents, documents } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import {
  createContent,
  getContentForEdit,
  listContentsForAdmin,
  markContentReviewed,
  updateContent,
} from '~/features/contents/contents.admin.server'
import { type ContentFormInput, contentListSchema, createContentSchema, updateContentSchema } from '~/features/contents/contents.schemas'
import { getContentVersions } from '~/features/contents/contents.server'
import { getOverview } from '~/features/dashboard/dashboard.admin.server'
import { getDocumentForEdit, listDocuments, markDocumentReviewed, updateDocument } from '~/features/documents/documents.admin.server'
import { documentListSchema } from '~/features/documents/documents.schemas'
import { createJob, getJobForEdit, listJobs, markJobReviewed, updateJob } from '~/features/jobs/jobs.admin.server'
import { createJobSchema, jobListSchema, updateJobSchema } from '~/features/jobs/jobs.schemas'
import type { AccessArea } from '~/lib/access'
import type { UserRole } from '~/lib/enums'
import type { FileStorage } from '~/lib/server/storage'
import { markReviewedSchema } from '~/lib/translation-review'
import { callAs, createTestFileRow, createTestSession, createTestUser, type ServerHandler, testJobInput, signInEachRole } from './factories'
import { describeWithDatabases } from './setup-db'

const tag = () => crypto.randomUUID().slice(0, 8)

const article = (overrides: Partial<ContentFormInput> = {}): ContentFormInput => ({
  language: 'tr',
  groupId: '',
  title: `Çeviri durumu ${tag()}`,
  slug: `ceviri-durumu-${tag()}`,
  excerpt: 'Kısa özet.',
  bodyHtml: '<p>Gövde</p>',
  coverFileId: '',
  type: 'news',
  category: 'press',
  status: 'active',
  publishedAt: '',
  ...overrides,
})

describeWithDatabases('translation status', (t) => {
  const tokens = {} as Record<UserRole | 'scoped', string>

  beforeAll(async () => {
    await signInEachRole(t.db, { tokens })
    const scoped = await createTestUser(t.db, { role: 'recruiter', companies: ['hoi-travel'] })
    tokens.scoped = await createTestSession(t.db, scoped.id)
  })

  const call = <S extends z.ZodType, R>(
    role: UserRole | 'scoped',
    area: AccessArea,
    schema: S,
    input: z.input<S>,
    handler: ServerHandler<S, R>,
  ) => callAs(t.db, tokens[role], area, schema, input, handler)
  const actor = async (role: UserRole) => (await authorize(t.db, tokens[role], role === 'recruiter' ? 'jobs' : 'contents')).user

  /** The languages of an article's group that need an update, as its edit page reads them. */
  const behindIn = async (id: string) =>
    (await getContentForEdit(t.db, { id })).versions.filter((version) => version.needsUpdate).map((version) => version.language)

  const editArticle = async (id: string, input: ContentFormInput, changes: Partial<ContentFormInput>) => {
    const { language: _language, groupId: _groupId, status: _status, ...fields } = { ...input, ...changes }
    await call('editor', 'contents', updateContentSchema, { ...fields, id }, updateContent)
  }

  it('follows an article: a new English version is in step, a Turkish change leaves it behind, updating it catches up, and a review clears it', async () => {
    const tr = article()
    const { id: trId } = await call('editor', 'contents', createContentSchema, tr, createContent)
    const { groupId } = await getContentForEdit(t.db, { id: trId })
    const en = article({
      language: 'en',
      groupId,
      title: `Translation status ${tag()}`,
      slug: `translation-status-${tag()}`,
      status: 'draft',
    })
    const { id: enId } = await call('editor', 'contents', createContentSchema, en, createContent)
    expect(await behindIn(trId)).toEqual([])

    // Only a change of the text counts: a new category is no reason to translate again.
    await editArticle(trId, tr, { category: 'values' })
    expect(await behindIn(trId)).toEqual([])
    await editArticle(trId, tr, { category: 'values', bodyHtml: '<p>Yeni paragraf eklendi.</p>' })
    expect(await behindIn(trId)).toEqual(['en'])
    const enVersion = (await getContentForEdit(t.db, { id: enId })).versions.find((version) => version.language === 'en')!
    expect(new Date(enVersion.otherChangedAt!).getTime()).toBeGreaterThan(new Date(enVersion.reviewedAt).getTime())

    // The lists: the English row is found by "needs update", the Turkish one is not.
    const needing = await listContentsForAdmin(t.db, contentListSchema.parse({ q: tr.title, translation: 'needsUpdate' }))
    expect(needing.items.map((row) => row.id)).toEqual([])
    const byEnglish = await listContentsForAdmin(t.db, contentListSchema.parse({ q: en.title, translation: 'needsUpdate' }))
    expect(byEnglish.items.map((row) => row.id)).toEqual([enId])

    // Updating the English version catches it up, and does not send the Turkish one back.
    await editArticle(enId, en, { bodyHtml: '<p>A new paragraph was added.</p>' })
    expect(await behindIn(trId)).toEqual([])
    // A change of the English text on its own leaves the Turkish behind; its review clears it.
    await editArticle(enId, en, { bodyHtml: '<p>A new paragraph was added, and a second.</p>' })
    expect(await behindIn(trId)).toEqual(['tr'])
    await call('editor', 'contents', markReviewedSchema, { id: trId, language: 'tr' }, markContentReviewed)
    expect(await behindIn(trId)).toEqual([])
    const [review] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'content.review'))
    expect(review).toMatchObject({ entityId: trId, summary: { language: 'tr' } })
    // The wrong language of a version is not found.
    await expect(call('editor', 'contents', markReviewedSchema, { id: trId, language: 'en' }, markContentReviewed)).rejects.toMatchObject({
      code: 'not_found',
    })
    // A draft English version is no alternate of the public Turkish page (hreflang and the sitemap pair live versions only).
    const versions = await getContentVersions(t.db, 'tr', tr.slug)
    expect(versions?.alternates).toEqual([])
  })

  it('finds an article without its other language', async () => {
    const alone = article()
    const { id } = await call('editor', 'contents', createContentSchema, alone, createContent)
    const missing = await listContentsForAdmin(t.db, contentListSchema.parse({ q: alone.title, translation: 'missing' }))
    expect(missing.items.map((row) => row.id)).toEqual([id])
  })

  it('follows a job: a Turkish description change leaves English behind, in the list, its filter and the dashboard count, until reviewed', async () => {
    const job = testJobInput({ titleTr: `Çevirmen ${tag()}`, titleEn: `Translator ${tag()}` })
    const { id } = await call('recruiter', 'jobs', createJobSchema, job, createJob)
    const recruiter = await actor('recruiter')
    const before = (await getOverview(t.db, recruiter)).figures.translationsToUpdate!
    const { status: _status, ...fields } = job
    await call(
      'recruiter',
      'jobs',
      updateJobSchema,
      { ...fields, id, descriptionTr: '<p>Ekibimize katılın; uzaktan da olur.</p>' },
      updateJob,
    )
    expect((await getJobForEdit(t.db, { id }, recruiter)).reviews.map((review) => [review.language, review.needsUpdate])).toEqual([
      ['tr', false],
      ['en', true],
    ])
    const listed = await listJobs(t.db, jobListSchema.parse({ q: job.titleTr, translation: 'needsUpdate' }), recruiter)
    expect(listed.items.map((row) => [row.id, row.needsUpdate])).toEqual([[id, ['en']]])
    expect((await getOverview(t.db, recruiter)).figures.translationsToUpdate).toBe(before + 1)
    // A recruiter of other companies may not review it.
    await expect(call('scoped', 'jobs', markReviewedSchema, { id, language: 'en' }, markJobReviewed)).rejects.toMatchObject({
      code: 'forbidden',
    })
    await call('recruiter', 'jobs', markReviewedSchema, { id, language: 'en' }, markJobReviewed)
    expect((await listJobs(t.db, jobListSchema.parse({ q: job.titleTr }), recruiter)).items[0]?.needsUpdate).toEqual([])
    expect((await getOverview(t.db, recruiter)).figures.translationsToUpdate).toBe(before)
  })

  it('counts a change of the words, not of their markup: an English description saved in another HTML form stays behind', async () => {
    const job = testJobInput({
      titleTr: `Editör ${tag()}`,
      titleEn: `Editor ${tag()}`,
      descriptionEn: '<ul><li>Remote &amp; on site</li></ul>',
    })
    const { id } = await call('recruiter', 'jobs', createJobSchema, job, createJob)
    const { status: _status, ...fields } = job
    // The rich-text editor writes a list item's text in a paragraph; the seed and older saves do not.
    await call(
      'recruiter',
      'jobs',
      updateJobSchema,
      { ...fields, id, descriptionTr: '<p>Yeni metin.</p>', descriptionEn: '<ul><li><p>Remote &amp; on site</p></li></ul>' },
      updateJob,
    )
    expect(
      (await getJobForEdit(t.db, { id }, await actor('recruiter'))).reviews.map((review) => [review.language, review.needsUpdate]),
    ).toEqual([
      ['tr', false],
      ['en', true],
    ])
  })

  it('follows a document: an English title change leaves Turkish behind until reviewed', async () => {
    const file = await createTestFileRow(t.db, { kind: 'document' })
    const [row] = await t.db.insert(documents).values({ category: 'policy', status: 'active', fileId: file.id }).returning()
    const editor = await actor('editor')
    const deps = { db: t.db, storage: {} as FileStorage }
    const values = {
      category: 'policy' as const,
      status: 'active' as const,
      sortOrder: 0,
      titleTr: 'Kalite politikası',
      titleEn: 'Quality policy',
      descriptionTr: '',
      descriptionEn: '',
    }
    await updateDocument(deps, row!.id, values, undefined, editor)
    expect((await getDocumentForEdit(t.db, { id: row!.id })).reviews.some((review) => review.needsUpdate)).toBe(false)
    await updateDocument(deps, row!.id, { ...values, titleEn: 'Our quality policy' }, undefined, editor)
    const listed = await listDocuments(t.db, documentListSchema.parse({ q: 'Kalite politikası', translation: 'needsUpdate' }))
    expect(listed.items.map((item) => [item.id, item.needsUpdate])).toEqual([[row!.id, ['tr']]])
    await call('editor', 'documents', markReviewedSchema, { id: row!.id, language: 'tr' }, markDocumentReviewed)
    expect((await getDocumentForEdit(t.db, { id: row!.id })).reviews.some((review) => review.needsUpdate)).toBe(false)
  })
})
