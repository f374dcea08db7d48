import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { z } from 'zod'
import { auditEvents, contents, jobs } from '~/db/schema'
import {
  createContent,
  getContentForEdit,
  getContentVersion,
  listContentVersions,
  restoreContentVersion,
  updateContent,
} from '~/features/contents/contents.admin.server'
import { type ContentFormInput, createContentSchema, updateContentSchema } from '~/features/contents/contents.schemas'
import { getJobForEdit, listJobVersions, restoreJobVersion, updateJob } from '~/features/jobs/jobs.admin.server'
import { updateJobSchema } from '~/features/jobs/jobs.schemas'
import type { AccessArea } from '~/lib/access'
import { restoreVersionSchema, versionListSchema, versionSchema } from '~/lib/entity-versions'
import type { UserRole } from '~/lib/enums'
import { callAs, createTestJob, createTestSession, createTestUser, type ServerHandler, signInEachRole } from './factories'
import { describeWithDatabases } from './setup-db'

const tag = () => crypto.randomUUID().slice(0, 8)

describeWithDatabases('versions', (t) => {
  const tokens = {} as Record<UserRole | 'scoped', string>
  const names = {} as Record<UserRole, string>

  beforeAll(async () => {
    await signInEachRole(t.db, { tokens, names })
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

  it('keeps each save of an article, says what changed, compares two, and restores one as live or as a draft', async () => {
    const input: ContentFormInput = {
      language: 'tr',
      groupId: '',
      title: `Sürüm ${tag()}`,
      slug: `surum-${tag()}`,
      excerpt: 'İlk özet.',
      bodyHtml: '<p>Kliniğimiz mart ayında açılıyor.</p>',
      coverFileId: '',
      type: 'news',
      category: 'press',
      status: 'active',
      publishedAt: '',
    }
    const { id } = await call('editor', 'contents', createContentSchema, input, createContent)
    const { language: _l, groupId: _g, status: _s, ...fields } = input
    const edit = (changes: Partial<typeof fields>) =>
      call('editor', 'contents', updateContentSchema, { ...fields, publishedAt: '', ...changes, id }, updateContent)
    await edit({ bodyHtml: '<p>Kliniğimiz nisan ayında açılıyor.</p>' })
    await edit({ bodyHtml: '<p>Kliniğimiz nisan ayında açılıyor.</p>' }) // nothing changed: no version
    await edit({ bodyHtml: '<p>Kliniğimiz nisan ayında açılıyor.</p>', excerpt: 'Yeni özet.' })

    const history = await call('editor', 'contents', versionListSchema, { id }, listContentVersions)
    expect(history.items.map((item) => [item.number, item.changed, item.authorName])).toEqual([
      [3, ['excerpt'], names.editor],
      [2, ['bodyHtml'], names.editor],
      [1, [], names.editor],
    ])
    const pair = await call('editor', 'contents', versionSchema, { id, number: 2 }, getContentVersion)
    expect([pair.previous?.bodyHtml, pair.snapshot.bodyHtml]).toEqual([
      '<p>Kliniğimiz mart ayında açılıyor.</p>',
      '<p>Kliniğimiz nisan ayında açılıyor.</p>',
    ])
    await expect(call('editor', 'contents', versionSchema, { id, number: 9 }, getContentVersion)).rejects.toMatchObject({
      code: 'not_found',
    })

    // Version 1 back, live: its text and excerpt return, a new version says where it came from.
    await call('editor', 'contents', restoreVersionSchema, { id, number: 1, as: 'live' }, restoreContentVersion)
    const restored = await getContentForEdit(t.db, { id })
    expect([restored.bodyHtml, restored.excerpt, restored.status]).toEqual([
      '<p>Kliniğimiz mart ayında açılıyor.</p>',
      'İlk özet.',
      'active',
    ])
    const after = await call('editor', 'contents', versionListSchema, { id }, listContentVersions)
    expect(after.items[0]).toMatchObject({ number: 4, restoredFrom: 1, changed: ['excerpt', 'bodyHtml'] })
    // As a draft: the article leaves the site.
    await call('editor', 'contents', restoreVersionSchema, { id, number: 3, as: 'draft' }, restoreContentVersion)
    expect((await t.db.select().from(contents).where(eq(contents.id, id)))[0]).toMatchObject({ status: 'draft', excerpt: 'Yeni özet.' })
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'content.restore')))
    expect(audit.map((event) => event.summary)).toEqual([
      { number: 1, as: 'live' },
      { number: 3, as: 'draft' },
    ])
    // A recruiter has no access to articles' history.
    await expect(call('recruiter', 'contents', versionListSchema, { id }, listContentVersions)).rejects.toMatchObject({ code: 'forbidden' })
  })

  it('keeps the state of a job saved before versions existed as version 1, and restores it; not for another company', async () => {
    const job = await createTestJob(t.db, { status: 'active', companyKey: 'hoi-tech' })
    const recruiter = (await import('~/features/auth/auth.server')).authorize
    const actor = (await recruiter(t.db, tokens.recruiter, 'jobs')).user
    const form = await getJobForEdit(t.db, { id: job.id }, actor)
    const { id: _id, status: _status, schedules: _schedules, reviews: _reviews, ...values } = form
    await call(
      'recruiter',
      'jobs',
      updateJobSchema,
      { ...values, id: job.id, city: 'Antalya' } as z.input<typeof updateJobSchema>,
      updateJob,
    )
    const history = await call('recruiter', 'jobs', versionListSchema, { id: job.id }, listJobVersions)
    expect(history.items.map((item) => [item.number, item.changed, item.authorName])).toEqual([
      [2, ['city'], names.recruiter],
      [1, [], null],
    ])
    await expect(
      call('scoped', 'jobs', restoreVersionSchema, { id: job.id, number: 1, as: 'live' }, restoreJobVersion),
    ).rejects.toMatchObject({
      code: 'forbidden',
    })
    await call('recruiter', 'jobs', restoreVersionSchema, { id: job.id, number: 1, as: 'live' }, restoreJobVersion)
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ city: form.city, status: 'active' })
  })
})
