import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import type { Db } from '~/db/client'
import { auditEvents, contents, documents, jobs } from '~/db/schema'
import { type JobStatus, jobStatuses, type PublishStatus, publishStatuses, userRoles } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { canChangeStatus } from '~/lib/publish-lifecycle'
import { pageCache } from '~/lib/server/page-cache'
import { setPublishStatus, writePublishStatus } from '~/lib/server/publish-status'
import { createTestContent } from './content-factories'
import { createTestFileRow, createTestJob, createTestUser } from './factories'
import { describeWithDatabases } from './setup-db'

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  )

describeWithDatabases('setPublishStatus', (t) => {
  const actor = async (role: (typeof userRoles)[number]) => {
    const user = await createTestUser(t.db, { role })
    return { id: user.id, role }
  }
  const newDocument = async (db: Db, status: PublishStatus, publishedAt: Date | null = null) => {
    const file = await createTestFileRow(db)
    const [row] = await db.insert(documents).values({ category: 'policy', status, fileId: file.id, publishedAt }).returning()
    return row!
  }
  const auditOf = (id: string) => t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))

  const kinds = {
    job: {
      statuses: jobStatuses,
      create: async (status: JobStatus) => (await createTestJob(t.db, { status, publishedAt: null })).id,
      read: async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!,
    },
    content: {
      statuses: publishStatuses,
      create: async (status: PublishStatus) => (await createTestContent(t.db, { status, publishedAt: null })).id,
      read: async (id: string) => (await t.db.select().from(contents).where(eq(contents.id, id)))[0]!,
    },
    document: {
      statuses: publishStatuses,
      create: async (status: PublishStatus) => (await newDocument(t.db, status)).id,
      read: async (id: string) => (await t.db.select().from(documents).where(eq(documents.id, id)))[0]!,
    },
  } as const

  for (const kind of ['job', 'content', 'document'] as const) {
    const { statuses, create, read } = kinds[kind]
    describe(kind, () => {
      for (const role of userRoles) {
        it(`takes exactly the lifecycle's steps for the ${role} role, each audited as ${kind}.status; the rest are invalid_transition`, async () => {
          const who = await actor(role)
          for (const from of statuses) {
            for (const to of statuses) {
              const id = await create(from as never)
              const outcome = await codeOf(setPublishStatus(t.db, kind, id, to as never, who))
              const allowed = canChangeStatus(kind, from as never, to as never, role)
              expect(outcome, `${kind} ${from} → ${to} by ${role}`).toBe(allowed ? 'ok' : 'invalid_transition')
              const stored = await read(id)
              const audit = await auditOf(id)
              if (allowed) {
                expect(stored.status).toBe(to)
                expect(audit).toMatchObject([{ action: `${kind}.status`, entity: kind, actorId: who.id, summary: { from, to } }])
              } else {
                expect(stored.status).toBe(from)
                expect(audit).toEqual([])
              }
            }
          }
        })
      }

      it('restores removed → draft for an admin only', async () => {
        const id = await create('removed')
        await expect(setPublishStatus(t.db, kind, id, 'draft', await actor('editor'))).rejects.toMatchObject({ code: 'invalid_transition' })
        await expect(setPublishStatus(t.db, kind, id, 'draft', await actor('recruiter'))).rejects.toMatchObject({
          code: 'invalid_transition',
        })
        await expect(setPublishStatus(t.db, kind, id, 'draft', await actor('admin'))).resolves.toEqual({ id, status: 'draft' })
      })

      it('sets the published date the first time only, and empties the page cache after the write', async () => {
        const id = await create('draft')
        const admin = await actor('admin')
        const invalidate = vi.spyOn(pageCache(), 'invalidate')
        await setPublishStatus(t.db, kind, id, 'active', admin)
        expect(invalidate).toHaveBeenCalledTimes(1)
        await expect(codeOf(setPublishStatus(t.db, kind, id, 'active', admin))).resolves.toBe('invalid_transition')
        expect(invalidate).toHaveBeenCalledTimes(1)
        invalidate.mockRestore()
        const first = (await read(id)).publishedAt
        expect(first).toBeInstanceOf(Date)
        await setPublishStatus(t.db, kind, id, 'draft', admin)
        await setPublishStatus(t.db, kind, id, 'active', admin)
        expect((await read(id)).publishedAt).toEqual(first)
        await expect(setPublishStatus(t.db, kind, crypto.randomUUID(), 'active', admin)).rejects.toMatchObject({ code: 'not_found' })
      })
    })
  }

  it('locks the row: two concurrent changes from one status, one wins and the other sees its result', async () => {
    const id = await kinds.job.create('active')
    const admin = await actor('admin')
    const outcomes = await Promise.all([
      codeOf(setPublishStatus(t.db, 'job', id, 'closed', admin)),
      codeOf(setPublishStatus(t.db, 'job', id, 'draft', admin)),
    ])
    expect(outcomes.sort()).toEqual(['invalid_transition', 'ok'])
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'job.status')))
    expect(audit).toHaveLength(1)
  })

  it('rolls back with the caller’s transaction when used inside a larger write', async () => {
    const id = await kinds.content.create('draft')
    const admin = await actor('admin')
    await expect(
      t.db.transaction(async (tx) => {
        await writePublishStatus(tx, 'content', id, 'active', admin)
        throw new AppError('conflict')
      }),
    ).rejects.toMatchObject({ code: 'conflict' })
    expect((await kinds.content.read(id)).status).toBe('draft')
    expect(await auditOf(id)).toEqual([])
  })
})
