import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { auditEvents, contents, redirects } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import { createContent, setContentStatus, updateContent } from '~/features/contents/contents.admin.server'
import {
  type ContentFormInput,
  createContentSchema,
  setContentStatusSchema,
  updateContentSchema,
} from '~/features/contents/contents.schemas'
import { createJob, updateJob } from '~/features/jobs/jobs.admin.server'
import { createJobSchema, type JobFormInput, updateJobSchema } from '~/features/jobs/jobs.schemas'
import { createRedirect, deleteRedirect, listRedirects } from '~/features/redirects/redirects.admin.server'
import { createRedirectSchema, redirectIdSchema, redirectListSchema } from '~/features/redirects/redirects.schemas'
import type { AccessArea } from '~/lib/access'
import type { UserRole } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { pageCache } from '~/lib/server/page-cache'
import { findRedirect } from '~/lib/server/redirects'
import words from '~/i18n/locales/tr/redirectAdmin.json'
import { callAs, type ServerHandler, testJobInput, signInEachRole } from './factories'
import { describeWithDatabases } from './setup-db'

const tag = () => crypto.randomUUID().slice(0, 8)

const article = (overrides: Partial<ContentFormInput> = {}): ContentFormInput => ({
  language: 'tr',
  groupId: '',
  title: 'Yeni Fabrikamız Açıldı',
  slug: `yeni-fabrika-${tag()}`,
  excerpt: 'Kısa özet.',
  bodyHtml: '<p>Gövde</p>',
  coverFileId: '',
  type: 'news',
  category: 'press',
  status: 'active',
  publishedAt: '',
  ...overrides,
})

const job = testJobInput

describeWithDatabases('redirects', (t) => {
  const tokens = {} as Record<UserRole, string>

  beforeAll(async () => {
    await signInEachRole(t.db, { tokens })
  })

  const call = <S extends z.ZodType, R>(role: UserRole, area: AccessArea, schema: S, input: z.input<S>, handler: ServerHandler<S, R>) =>
    callAs(t.db, tokens[role], area, schema, input, handler)

  const newArticle = async (input: ContentFormInput, role: UserRole = 'editor') => {
    const { id } = await call(role, 'contents', createContentSchema, input, createContent)
    return { id, input }
  }
  /** Saves the article again with `changes` (a new slug, category), as its edit form does. */
  const editArticle = async ({ id, input }: { id: string; input: ContentFormInput }, changes: Partial<ContentFormInput>) => {
    const { language: _language, groupId: _groupId, status: _status, ...fields } = { ...input, ...changes }
    await call('editor', 'contents', updateContentSchema, { ...fields, id }, updateContent)
    return { id, input: { ...input, ...changes } }
  }
  const newJob = async (input: JobFormInput) => ({ id: (await call('recruiter', 'jobs', createJobSchema, input, createJob)).id, input })
  const editJob = async ({ id, input }: { id: string; input: JobFormInput }, slug: string) => {
    const { status: _status, ...fields } = { ...input, slug }
    await call('recruiter', 'jobs', updateJobSchema, { ...fields, id }, updateJob)
    return { id, input: { ...input, slug } }
  }
  const addRedirect = (input: z.input<typeof createRedirectSchema>, role: UserRole = 'admin') =>
    call(role, 'redirects', createRedirectSchema, input, createRedirect)
  const removeRedirect = (id: string, role: UserRole = 'admin') => call(role, 'redirects', redirectIdSchema, { id }, deleteRedirect)

  /** The redirects from `paths`, as `from → to`, sorted. */
  const redirectsFrom = async (...paths: string[]) =>
    (await t.db.select().from(redirects).where(inArray(redirects.fromPath, paths))).map((row) => `${row.fromPath} → ${row.toPath}`).sort()
  const redirectsTo = async (path: string) =>
    (await t.db.select().from(redirects).where(eq(redirects.toPath, path))).map((row) => row.fromPath).sort()
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(AppError)
    return { code: (error as AppError).code, fields: (error as AppError).fields }
  }

  describe('an article', () => {
    it('answers its old URL with the new one in its own language only, written and audited with the change', async () => {
      const tr = await newArticle(article())
      const en = await newArticle(
        article({ language: 'en', groupId: (await t.db.select().from(contents).where(eq(contents.id, tr.id)))[0]!.groupId }),
      )
      const oldSlug = tr.input.slug
      const newSlug = `yeni-adres-${tag()}`
      const invalidate = vi.spyOn(pageCache(), 'invalidate')
      await editArticle(tr, { slug: newSlug })
      // The public pages were emptied after the commit.
      expect(invalidate).toHaveBeenCalledTimes(1)
      invalidate.mockRestore()

      expect(await redirectsFrom(`/tr/press/${oldSlug}`, `/en/press/${oldSlug}`)).toEqual([`/tr/press/${oldSlug} → /tr/press/${newSlug}`])
      const [row] = await t.db
        .select()
        .from(redirects)
        .where(eq(redirects.fromPath, `/tr/press/${oldSlug}`))
      expect(row).toMatchObject({ origin: 'auto', entity: 'content', entityId: tr.id })
      expect(await findRedirect(t.db, `/tr/press/${oldSlug}`)).toBe(`/tr/press/${newSlug}`)
      // A trailing slash is the same path; the other language's URL of the old slug has none.
      expect(await findRedirect(t.db, `/tr/press/${oldSlug}/`)).toBe(`/tr/press/${newSlug}`)
      expect(await findRedirect(t.db, `/en/press/${oldSlug}`)).toBeUndefined()
      const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, row!.id))
      expect(audit).toMatchObject({
        action: 'redirect.create',
        summary: { from: `/tr/press/${oldSlug}`, to: `/tr/press/${newSlug}`, origin: 'auto' },
      })

      // The English version's own change is its own redirect, in English.
      const enNew = `new-address-${tag()}`
      await editArticle(en, { slug: enNew })
      expect(await findRedirect(t.db, `/en/press/${en.input.slug}`)).toBe(`/en/press/${enNew}`)
    })

    it('follows a category change too, and leaves nothing when the slug is taken (the whole save fails)', async () => {
      const taken = await newArticle(article())
      const moved = await newArticle(article({ category: 'values' }))
      await editArticle(moved, { category: 'together' })
      expect(await findRedirect(t.db, `/tr/values/${moved.input.slug}`)).toBe(`/tr/together/${moved.input.slug}`)

      const other = await newArticle(article())
      const refused = await failure(editArticle(other, { slug: taken.input.slug }))
      expect(refused.code).toBe('conflict')
      expect(await redirectsFrom(`/tr/press/${other.input.slug}`)).toEqual([])
    })

    it('collapses chains: A → B then B → C leaves A → C and B → C', async () => {
      const a = await newArticle(article())
      const [slugA, slugB, slugC] = [a.input.slug, `zincir-b-${tag()}`, `zincir-c-${tag()}`]
      const b = await editArticle(a, { slug: slugB })
      await editArticle(b, { slug: slugC })
      expect(await redirectsTo(`/tr/press/${slugC}`)).toEqual([`/tr/press/${slugA}`, `/tr/press/${slugB}`].sort())
      expect(await redirectsTo(`/tr/press/${slugB}`)).toEqual([])
    })

    it('refuses loops: a slug changed back makes its old path live again and never leaves A → … → A', async () => {
      const a = await newArticle(article())
      const [slugA, slugB, slugC] = [a.input.slug, `geri-b-${tag()}`, `geri-c-${tag()}`]
      const c = await editArticle(await editArticle(a, { slug: slugB }), { slug: slugC })
      await editArticle(c, { slug: slugA })
      const paths = [slugA, slugB, slugC].map((slug) => `/tr/press/${slug}`)
      expect(await redirectsFrom(...paths)).toEqual([`/tr/press/${slugB} → /tr/press/${slugA}`, `/tr/press/${slugC} → /tr/press/${slugA}`])
      expect(await findRedirect(t.db, `/tr/press/${slugA}`)).toBeUndefined()
      const [removed] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'redirect.delete'))
      expect(removed).toBeDefined()
    })

    it('makes no redirect for an article the public has not seen (a draft, a scheduled one), but keeps older ones following it', async () => {
      const draft = await newArticle(article({ status: 'draft' }))
      await editArticle(draft, { slug: `taslak-${tag()}` })
      expect(await redirectsFrom(`/tr/press/${draft.input.slug}`)).toEqual([])

      const scheduled = await newArticle(article({ publishedAt: '2099-01-01T10:00' }))
      await editArticle(scheduled, { slug: `planli-${tag()}` })
      expect(await redirectsFrom(`/tr/press/${scheduled.input.slug}`)).toEqual([])

      // Published, renamed, taken back to draft and renamed again: the public's old URL follows it.
      const live = await newArticle(article())
      const renamed = await editArticle(live, { slug: `yayinda-${tag()}` })
      await call('editor', 'contents', setContentStatusSchema, { id: live.id, status: 'draft' }, setContentStatus)
      const last = `taslakta-${tag()}`
      await editArticle(renamed, { slug: last })
      expect(await redirectsFrom(`/tr/press/${live.input.slug}`, `/tr/press/${renamed.input.slug}`)).toEqual([
        `/tr/press/${live.input.slug} → /tr/press/${last}`,
      ])
    })

    it('takes a path back from a redirect when a new article is given it', async () => {
      const old = await newArticle(article())
      const renamed = `eski-${tag()}`
      await editArticle(old, { slug: renamed })
      expect(await redirectsFrom(`/tr/press/${old.input.slug}`)).toHaveLength(1)
      await newArticle(article({ slug: old.input.slug, status: 'draft' }))
      expect(await redirectsFrom(`/tr/press/${old.input.slug}`)).toEqual([])
    })
  })

  describe('a job', () => {
    it('answers both languages’ old URLs with the new ones, and none for a draft', async () => {
      const created = await newJob(job())
      const newSlug = `yeni-ilan-${tag()}`
      await editJob(created, newSlug)
      expect(await redirectsFrom(`/tr/jobs/${created.input.slug}`, `/en/jobs/${created.input.slug}`)).toEqual([
        `/en/jobs/${created.input.slug} → /en/jobs/${newSlug}`,
        `/tr/jobs/${created.input.slug} → /tr/jobs/${newSlug}`,
      ])
      const rows = await t.db.select().from(redirects).where(eq(redirects.entityId, created.id))
      expect(rows.map((row) => [row.origin, row.entity])).toEqual([
        ['auto', 'job'],
        ['auto', 'job'],
      ])

      const draft = await newJob(job({ status: 'draft' }))
      await editJob(draft, `taslak-ilan-${tag()}`)
      expect(await redirectsFrom(`/tr/jobs/${draft.input.slug}`, `/en/jobs/${draft.input.slug}`)).toEqual([])
    })
  })

  describe('manual redirects', () => {
    it('adds one, follows a target that redirects, and moves the redirects that led to its source', async () => {
      const [x, y, z] = [`/tr/kampanya-${tag()}`, `/tr/eski-sayfa-${tag()}`, '/tr/about']
      const first = await addRedirect({ fromPath: x, toPath: y })
      expect(first).toMatchObject({ fromPath: x, toPath: y, origin: 'manual', entity: null, createdBy: expect.any(String) })
      // y → z: x, which led to y, now leads to z.
      await addRedirect({ fromPath: `${y}/`, toPath: z })
      expect(await redirectsFrom(x, y)).toEqual([`${x} → ${z}`, `${y} → ${z}`].sort())
      // w → x: x redirects, so w leads where x leads.
      const w = `/en/old-${tag()}`
      expect(await addRedirect({ fromPath: w, toPath: x })).toMatchObject({ toPath: z })
      // Typed with Turkish letters, stored as the browser sends the path.
      const typed = await addRedirect({ fromPath: `/tr/değerler-${tag()}`, toPath: '/tr' })
      expect(typed.fromPath).toMatch(/^\/tr\/de%C4%9Ferler-/)
    })

    it('refuses a loop, an existing source and a page of the site with a field message', async () => {
      const [a, b] = [`/tr/a-${tag()}`, `/tr/b-${tag()}`]
      await addRedirect({ fromPath: a, toPath: b })
      expect(await failure(addRedirect({ fromPath: b, toPath: a }))).toEqual({ code: 'invalid', fields: { toPath: words.validation.loop } })
      expect(await failure(addRedirect({ fromPath: a, toPath: '/tr/about' }))).toEqual({
        code: 'conflict',
        fields: { fromPath: words.validation.exists },
      })
      const live = await newArticle(article({ status: 'draft' }))
      for (const page of [
        '/tr/about',
        '/en',
        '/tr/jobs',
        `/tr/press/${live.input.slug}`,
        `/en/values/${live.input.slug}`,
        '/tr/dashboard/anything',
      ]) {
        expect(await failure(addRedirect({ fromPath: page, toPath: b }))).toEqual({
          code: 'invalid',
          fields: { fromPath: words.validation.livePage },
        })
      }
      const liveJob = await newJob(job())
      expect((await failure(addRedirect({ fromPath: `/en/jobs/${liveJob.input.slug}`, toPath: b }))).fields).toEqual({
        fromPath: words.validation.livePage,
      })
      expect(await redirectsFrom(b)).toEqual([])
    })

    it('lets only one of two concurrent redirects that would make a loop through (the redirects’ lock)', async () => {
      const [a, b] = [`/en/race-a-${tag()}`, `/en/race-b-${tag()}`]
      const results = await Promise.allSettled([addRedirect({ fromPath: a, toPath: b }), addRedirect({ fromPath: b, toPath: a })])
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
      const [refused] = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
      expect(refused!.reason).toMatchObject({ code: 'invalid', fields: { toPath: words.validation.loop } })
      expect(await redirectsFrom(a, b)).toHaveLength(1)
    })

    it('refuses paths that are not same-site page paths (400), before anything is written', async () => {
      // Which problem each is: src/lib/site-path.test.ts; the form shows those words, the server the generic sentence.
      const bad = [
        'https://evil.example/x',
        '//evil.example/x',
        '/de/x',
        'tr/x',
        'javascript:alert(1)',
        '/tr/a//b',
        '/tr/../dashboard',
        '/tr/a?b=1',
        '/tr/a#b',
        '/tr/a b',
        '/tr/a\\b',
        '/tr/a\u0000b',
        '/tr/a\u0085b',
        `/tr/${'a'.repeat(300)}`,
      ]
      const before = (await t.db.select().from(redirects)).length
      for (const path of bad) {
        const source = await failure(addRedirect({ fromPath: path, toPath: '/tr' }))
        expect([path, source.code, Object.keys(source.fields ?? {})]).toEqual([path, 'invalid', ['fromPath']])
        const target = await failure(addRedirect({ fromPath: `/tr/x-${tag()}`, toPath: path }))
        expect([path, target.code, Object.keys(target.fields ?? {})]).toEqual([path, 'invalid', ['toPath']])
      }
      expect((await failure(addRedirect({ fromPath: `/tr/${'a'.repeat(300)}`, toPath: '/tr' }))).fields).toEqual({
        fromPath: 'validation.maxLength:300',
      })
      expect((await failure(addRedirect({ fromPath: '/tr/x', toPath: '/tr/x/' }))).fields).toEqual({ toPath: 'validation.invalidValue' })
      expect((await failure(addRedirect({ fromPath: '', toPath: '/tr' }))).fields).toEqual({ fromPath: 'validation.required' })
      for (const garbage of [{}, { fromPath: 1, toPath: [] }, null, 'x', [], { fromPath: '/tr/a' }]) {
        expect((await failure(addRedirect(garbage as never))).code).toBe('invalid')
      }
      expect((await t.db.select().from(redirects)).length).toBe(before)
    })

    it('deletes a redirect: its old path finds nothing again; a second delete is not found', async () => {
      const from = `/en/gone-${tag()}`
      const { id } = await addRedirect({ fromPath: from, toPath: '/en/about' })
      const invalidate = vi.spyOn(pageCache(), 'invalidate')
      await expect(removeRedirect(id)).resolves.toEqual({ fromPath: from })
      expect(invalidate).toHaveBeenCalledTimes(1)
      invalidate.mockRestore()
      expect(await findRedirect(t.db, from)).toBeUndefined()
      expect((await failure(removeRedirect(id))).code).toBe('not_found')
      const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))
      expect(audit.map((event) => event.action).sort()).toEqual(['redirect.create', 'redirect.delete'])
    })

    it('lists newest first, searched by path and filtered by origin, for admins only', async () => {
      const key = tag()
      await addRedirect({ fromPath: `/tr/liste-${key}-1`, toPath: '/tr' })
      await addRedirect({ fromPath: `/tr/liste-${key}-2`, toPath: '/tr/about' })
      const list = (input: z.input<typeof redirectListSchema>, role: UserRole = 'admin') =>
        call(role, 'redirects', redirectListSchema, input, (db, data) => listRedirects(db, data))
      const found = await list({ q: `liste-${key}` })
      expect(found.items.map((item) => item.fromPath)).toEqual([`/tr/liste-${key}-2`, `/tr/liste-${key}-1`])
      expect(found.pagination.total).toBe(2)
      expect((await list({ q: `liste-${key}`, origin: 'auto' })).items).toEqual([])
      for (const role of ['editor', 'recruiter'] as const) {
        expect((await failure(list({}, role))).code).toBe('forbidden')
        expect((await failure(addRedirect({ fromPath: `/tr/r-${tag()}`, toPath: '/tr' }, role))).code).toBe('forbidden')
      }
      expect((await failure(authorize(t.db, undefined, 'redirects'))).code).toBe('unauthorized')
      expect((await failure(list({ origin: 'nope' } as never))).code).toBe('invalid')
    })
  })
})
