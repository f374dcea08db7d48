import path from 'node:path'
import os from 'node:os'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, contactMessages, mailOutbox } from '~/db/schema'
import { authorize } from '~/features/auth/auth.server'
import { type ContactRequestDeps, handleContactRequest } from '~/features/contact/contact.http.server'
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactMessageStatus,
} from '~/features/contact/contact.admin.server'
import { getOverview } from '~/features/dashboard/dashboard.admin.server'
import type { Db } from '~/db/client'
import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { LIST_COUNT_LIMIT } from '~/lib/list-search'
import { createTestApplication, createTestJob, createTestSession, createTestUser, testEnv } from './factories'
import { describeWithDatabases, uniqueEmail, uniqueIp } from './setup-db'

beforeAll(() => {
  process.env.LOG_LEVEL ??= 'silent'
})

const deps = (db: Db, overrides: Record<string, string> = {}): ContactRequestDeps => ({
  db,
  env: testEnv(path.join(os.tmpdir(), 'hoi-contact-test'), { APP_ORIGIN: 'https://www.hoi.test', ...overrides }),
  ip: uniqueIp(),
})

const valid = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: uniqueEmail('contact'),
  subject: 'collaboration_offer',
  message: 'Merhaba,\r\nSağlık turizmi alanında iş birliği önermek istiyoruz.',
  consent: true,
  ...overrides,
})

interface Reply {
  status: number
  headers: Headers
  body: {
    success: boolean
    data?: { id: string; submittedAt: string }
    error?: { code: string; message: string; fields?: Record<string, string> }
  }
}

async function post(given: ContactRequestDeps, body: unknown, init: { type?: string; lang?: string; raw?: string } = {}): Promise<Reply> {
  const request = new Request('http://localhost/api/public/contact', {
    method: 'POST',
    headers: { 'Content-Type': init.type ?? 'application/json', ...(init.lang ? { 'Accept-Language': init.lang } : {}) },
    body: init.raw ?? JSON.stringify(body),
  })
  const response = await handleContactRequest(request, given)
  return { status: response.status, headers: response.headers, body: await response.json() }
}

const MESSAGES: Record<Language, Record<string, string>> = {
  en: {
    required: 'This field is required',
    min2: 'Must be at least 2 characters',
    min5: 'Must be at least 5 characters',
    min10: 'Must be at least 10 characters',
    email: 'Please enter a valid email address',
    consent: 'Please confirm that you have read the notice and give your consent',
    option: 'Please choose one of the options',
    control: 'Must not contain control characters',
    error: 'An error occurred while sending your message. Please try again.',
  },
  tr: {
    required: 'Bu alan zorunludur',
    min2: 'En az 2 karakter olmalıdır',
    min5: 'En az 5 karakter olmalıdır',
    min10: 'En az 10 karakter olmalıdır',
    email: 'Lütfen geçerli bir e-posta adresi girin',
    consent: 'Lütfen aydınlatma metnini okuduğunuzu onaylayıp açık rızanızı verin',
    option: 'Lütfen seçeneklerden birini seçin',
    control: 'Kontrol karakteri içeremez',
    error: 'Mesajınız gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  },
}

describeWithDatabases('contact messages', (t) => {
  it('stores a valid message with its language and consent time, and HR’s notice in the outbox', async () => {
    const input = valid({ lang: 'en' })
    const before = Date.now()
    const { status, body } = await post(deps(t.db), input)
    expect(status).toBe(201)
    expect(body.success).toBe(true)
    const id = body.data!.id
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(row).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: input.email,
      subject: 'collaboration_offer',
      message: 'Merhaba,\nSağlık turizmi alanında iş birliği önermek istiyoruz.',
      language: 'en',
      status: 'new',
    })
    expect(row!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'hr@hoi.test'))
    const mail = mails.find((m) => m.text.includes(input.email))
    expect(mail).toBeDefined()
    expect(mail!.subject).toBe('Yeni iletişim mesajı: İş birliği teklifi · Ayşe Yılmaz')
    expect(mail!.text).toContain(`https://www.hoi.test/tr/dashboard/contact/${id}`)
    expect(mail!.text).toContain('Form dili: İngilizce')
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'contact'), eq(auditEvents.entityId, id)))
    expect(audit.map((e) => e.action)).toEqual(['contact.submit'])
    expect(JSON.stringify(audit[0]!.summary)).not.toContain(input.email)
  })

  it('escapes what the visitor typed in the notice’s HTML', async () => {
    const input = valid({ first_name: '<b>Ali</b>', message: '<script>alert(1)</script> bir mesaj' })
    const { status } = await post(deps(t.db), input)
    expect(status).toBe(201)
    const [mail] = (await t.db.select().from(mailOutbox)).filter((m) => m.text.includes(input.email as string))
    expect(mail!.html).not.toContain('<script>')
    expect(mail!.html).toContain('&lt;script&gt;')
    expect(mail!.html).toContain('&lt;b&gt;Ali&lt;/b&gt;')
  })

  it('leaves neither the message nor the mail when the transaction fails', async () => {
    const failing = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver)
        return (fn: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) => {
            let inserts = 0
            return fn(
              new Proxy(tx, {
                get(inner, name, r) {
                  // The message goes in; the outbox row fails (a driver fault, a full disk …).
                  if (name === 'insert' && ++inserts === 2)
                    return () => {
                      throw new Error('disk full')
                    }
                  return Reflect.get(inner, name, r)
                },
              }),
            )
          })
      },
    })
    const input = valid({ lang: 'tr' })
    const { status, body } = await post({ ...deps(t.db), db: failing as Db }, input)
    expect(status).toBe(500)
    expect(body.error).toMatchObject({ code: 'internal', message: MESSAGES.tr.error })
    expect(
      await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, input.email as string)),
    ).toEqual([])
    expect((await t.db.select().from(mailOutbox)).filter((m) => m.text.includes(input.email as string))).toEqual([])
  })

  describe.each(['en', 'tr'] as const)('validation in %s', (lang) => {
    const m = MESSAGES[lang]
    it.each([
      [
        'everything missing',
        {},
        { first_name: 'required', last_name: 'required', email: 'required', subject: 'required', message: 'required', consent: 'consent' },
      ],
      [
        'empty strings',
        { first_name: '', last_name: ' ', email: '', subject: '', message: '', consent: false },
        { first_name: 'required', last_name: 'required', email: 'required', subject: 'required', message: 'required', consent: 'consent' },
      ],
      [
        'too short',
        { first_name: 'A', last_name: 'B', subject: 'abcd', message: 'too short' },
        { first_name: 'min2', last_name: 'min2', subject: 'min5', message: 'min10' },
      ],
      ['an invalid e-mail', { email: 'ayse@' }, { email: 'email' }],
      ['a subject that is no option', { subject: 'something else' }, { subject: 'option' }],
      ['no consent', { consent: false }, { consent: 'consent' }],
      [
        'a control character',
        { first_name: 'Ay\u0000şe', message: 'Merhaba\u0007 bir mesaj' },
        { first_name: 'control', message: 'control' },
      ],
    ])('refuses %s with the messages of docs/product.md §5.1', async (_, overrides, expected) => {
      const input = { ...valid(overrides), lang }
      for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete (input as Record<string, unknown>)[key]
      const body = Object.keys(overrides).length === 0 ? { lang } : input
      const reply = await post(deps(t.db), body)
      expect(reply.status).toBe(400)
      expect(reply.body.error!.code).toBe('invalid')
      expect(reply.body.error!.fields).toEqual(Object.fromEntries(Object.entries(expected).map(([name, key]) => [name, m[key]])))
    })
  })

  it('answers in the Accept-Language language when the body names none', async () => {
    const { body } = await post(deps(t.db), { first_name: 'A' }, { lang: 'en-GB,en;q=0.9' })
    expect(body.error!.fields!.first_name).toBe(MESSAGES.en.min2)
    const turkish = await post(deps(t.db), { first_name: 'A' })
    expect(turkish.body.error!.fields!.first_name).toBe(MESSAGES.tr.min2)
  })

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const input = valid({ website: 'https://spam.example' })
    const { status, body } = await post(deps(t.db), input)
    expect(status).toBe(201)
    expect(body.success).toBe(true)
    expect(
      await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, input.email as string)),
    ).toEqual([])
  })

  it('limits messages per address and hour (429 with Retry-After); refused ones do not count', async () => {
    const given = deps(t.db, { CONTACT_LIMIT_PER_IP: '2' })
    expect((await post(given, { first_name: 'A' })).status).toBe(400)
    expect((await post(given, valid())).status).toBe(201)
    expect((await post(given, valid())).status).toBe(201)
    const third = await post(given, valid({ lang: 'en' }))
    expect(third.status).toBe(429)
    expect(third.body.error!.code).toBe('rate_limited')
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await post({ ...given, ip: uniqueIp() }, valid())).status).toBe(201)
  })

  it('refuses garbage with client statuses, never a 5xx', async () => {
    const given = deps(t.db)
    expect((await post(given, null, { type: 'text/plain', raw: 'hello' })).status).toBe(415)
    expect((await post(given, null, { type: 'application/x-www-form-urlencoded', raw: 'first_name=Ali' })).status).toBe(415)
    expect((await post(given, null, { raw: '{"first_name": "Ali"' })).status).toBe(400)
    expect((await post(given, null, { raw: '[1,2,3]' })).status).toBe(400)
    expect((await post(given, null, { raw: 'null' })).status).toBe(400)
    expect((await post(given, null, { raw: '"text"' })).status).toBe(400)
    const huge = await post(given, valid({ message: 'x'.repeat(100 * 1024) }))
    expect(huge.status).toBe(413)
    expect(huge.body.error!.code).toBe('payload_too_large')
    const long = await post(given, valid({ message: 'x'.repeat(5001), first_name: 'x'.repeat(101) }))
    expect(long.status).toBe(400)
    expect(Object.keys(long.body.error!.fields!)).toEqual(['first_name', 'message'])
    const wrongTypes = await post(given, { first_name: { a: 1 }, last_name: ['x'], email: 5, subject: null, message: true, consent: 'yes' })
    expect(wrongTypes.status).toBe(400)
    expect(Object.keys(wrongTypes.body.error!.fields!).sort()).toEqual([
      'consent',
      'email',
      'first_name',
      'last_name',
      'message',
      'subject',
    ])
    const surrogate = await post(given, null, { raw: JSON.stringify(valid()).replace('"Ayşe"', '"\\ud800x"') })
    expect(surrogate.status).toBe(400)
  })
})

describeWithDatabases('the contact inbox', (t) => {
  const submit = async (overrides: Record<string, unknown> = {}) => {
    const { body } = await post(deps(t.db), valid(overrides))
    return body.data!.id
  }

  it('lets admins and recruiters in, and refuses editors (403)', async () => {
    const outcome = async (role: 'admin' | 'editor' | 'recruiter') => {
      const user = await createTestUser(t.db, { role })
      const token = await createTestSession(t.db, user.id)
      try {
        await authorize(t.db, token, 'messages')
        return 'allowed'
      } catch (error) {
        return error instanceof AppError ? error.code : 'thrown'
      }
    }
    expect(await outcome('admin')).toBe('allowed')
    expect(await outcome('recruiter')).toBe('allowed')
    expect(await outcome('editor')).toBe('forbidden')
    await expect(authorize(t.db, undefined, 'messages')).rejects.toMatchObject({ code: 'unauthorized' })
  })

  it('counts up to 10,000 rows: past that the list is capped, and pages past it are not read', async () => {
    const marker = `cap${Date.now()}`
    await t.db.execute(sql`
      insert into contact_messages (first_name, last_name, email, subject, message, language, consent_at, created_at)
      select 'Many', 'Senders', 'many' || g || '@example.org', 'other', ${marker} || ' message ' || g, 'tr', now(), now() - g * interval '1 second'
      from generate_series(1, ${LIST_COUNT_LIMIT + 1}) g`)
    const first = await listContactMessages(t.db, { q: marker })
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: LIST_COUNT_LIMIT, totalPages: LIST_COUNT_LIMIT / 20, capped: true })
    expect(first.items.map((i) => i.preview)).toEqual(Array.from({ length: 20 }, (_, i) => `${marker} message ${i + 1}`))
    const last = await listContactMessages(t.db, { q: marker, page: LIST_COUNT_LIMIT / 20 })
    expect(last.items.at(-1)?.preview).toBe(`${marker} message ${LIST_COUNT_LIMIT}`)
    expect((await listContactMessages(t.db, { q: marker, page: LIST_COUNT_LIMIT / 20 + 1 })).items).toEqual([])
    // A narrower search brings the list under the limit: counted exactly again (1000, 10000, 10001).
    expect((await listContactMessages(t.db, { q: `${marker} message 1000` })).pagination).toMatchObject({ total: 3 })
    await t.db.delete(contactMessages).where(eq(contactMessages.subject, 'other'))
  })

  it('lists newest first with status, subject and text filters', async () => {
    const marker = `zq${Date.now()}`
    const first = await submit({ subject: 'feedback', message: `İlk geri bildirim ${marker}` })
    const second = await submit({ subject: 'support_request', last_name: `Destek${marker}` })
    const all = await listContactMessages(t.db, { q: marker })
    expect(all.items.map((i) => i.id)).toEqual([second, first])
    expect(all.pagination).toMatchObject({ page: 1, total: 2, totalPages: 1 })
    expect((await listContactMessages(t.db, { q: marker, subject: 'feedback' })).items.map((i) => i.id)).toEqual([first])
    expect((await listContactMessages(t.db, { q: `Ayşe Destek${marker}` })).items.map((i) => i.id)).toEqual([second])
    expect((await listContactMessages(t.db, { q: marker, status: 'read' })).items).toEqual([])
    expect(
      (await listContactMessages(t.db, { q: '%' })).items.every((i) => `${i.firstName}${i.lastName}${i.email}${i.preview}`.includes('%')),
    ).toBe(true)
  })

  it('counts a new message, a change of status and a deletion at once, though the count is kept between changes (decision 053)', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' })
    const marker = `kept${Date.now()}`
    const total = async (search: { status?: 'new' | 'read' } = {}) =>
      (await listContactMessages(t.db, { q: marker, ...search })).pagination.total
    const first = await submit({ message: `Bir mesaj ${marker}` })
    expect(await total()).toBe(1)
    expect(await total()).toBe(1)
    await submit({ message: `İkinci mesaj ${marker}` })
    expect(await total()).toBe(2)
    await setContactMessageStatus(t.db, { id: first, status: 'read' }, admin)
    expect(await total({ status: 'read' })).toBe(1)
    expect(await total({ status: 'new' })).toBe(1)
    await t.db.delete(contactMessages).where(eq(contactMessages.id, first))
    expect(await total({ status: 'read' })).toBe(0)
    expect(await total()).toBe(1)
  })

  it('marks read, archives and restores, each change audited in the same transaction', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' })
    const id = await submit()
    expect(await setContactMessageStatus(t.db, { id: id, status: 'read' }, admin)).toEqual({ status: 'read' })
    expect(await setContactMessageStatus(t.db, { id: id, status: 'read' }, admin)).toEqual({ status: 'read' })
    expect(await setContactMessageStatus(t.db, { id: id, status: 'archived' }, admin)).toEqual({ status: 'archived' })
    expect(await setContactMessageStatus(t.db, { id: id, status: 'new' }, admin)).toEqual({ status: 'new' })
    expect((await getContactMessage(t.db, { id: id }))!.status).toBe('new')
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'contact.status')))
      .orderBy(auditEvents.at)
    expect(events.map((e) => e.summary)).toEqual([
      { from: 'new', to: 'read' },
      { from: 'read', to: 'archived' },
      { from: 'archived', to: 'new' },
    ])
    expect(events.every((e) => e.actorId === admin.id)).toBe(true)
    await expect(setContactMessageStatus(t.db, { id: crypto.randomUUID(), status: 'read' }, admin)).rejects.toMatchObject({
      code: 'not_found',
    })
  })

  it('deletes a message with an audit event, and says not found the second time', async () => {
    const recruiter = await createTestUser(t.db, { role: 'recruiter' })
    const id = await submit()
    await deleteContactMessage(t.db, { id: id }, recruiter)
    expect(await getContactMessage(t.db, { id: id })).toBeNull()
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'contact.delete')))
    expect(event).toMatchObject({ actorId: recruiter.id, entity: 'contact', summary: { subject: 'collaboration_offer' } })
    await expect(deleteContactMessage(t.db, { id: id }, recruiter)).rejects.toMatchObject({ code: 'not_found' })
  })
})

describeWithDatabases('the dashboard overview', (t) => {
  // A fixed "now" years ahead, so that rows other tests create today fall outside its windows.
  const now = new Date('2031-03-15T12:00:00Z') // 15:00 in Istanbul
  const at = (iso: string) => new Date(iso)

  it('counts applications of the last 7 Istanbul days and per day over 30 days, zero days included', async () => {
    const job = await createTestJob(t.db, { status: 'active' })
    const times = [
      '2031-02-13T20:59:59Z', // 13 Feb 23:59:59 in Istanbul: before the 30-day window
      '2031-02-13T21:00:00Z', // 14 Feb 00:00 in Istanbul: its first day
      '2031-03-08T20:59:59Z', // 8 Mar 23:59:59: in the series, before the 7-day window
      '2031-03-08T21:00:00Z', // 9 Mar 00:00: the 7-day window's first moment
      '2031-03-15T11:00:00Z', // today
      '2031-03-15T11:30:00Z', // today
      '2031-03-15T21:00:00Z', // tomorrow in Istanbul: not yet
    ]
    for (const time of times) await createTestApplication(t.db, job.id, { createdAt: at(time) })

    const overview = await getOverview(t.db, { role: 'recruiter', companies: null }, now)
    expect(overview.today).toBe('2031-03-15')
    expect(overview.weekStart).toBe('2031-03-09')
    expect(overview.figures.newApplications).toBe(3)
    const series = overview.applicationsPerDay!
    expect(series).toHaveLength(30)
    expect(series[0]).toEqual({ day: '2031-02-14', count: 1 })
    expect(series.at(-1)).toEqual({ day: '2031-03-15', count: 2 })
    expect(series.find((p) => p.day === '2031-03-08')).toEqual({ day: '2031-03-08', count: 1 })
    expect(series.find((p) => p.day === '2031-03-09')).toEqual({ day: '2031-03-09', count: 1 })
    expect(series.reduce((sum, p) => sum + p.count, 0)).toBe(5)
    expect(series.filter((p) => p.count === 0)).toHaveLength(26)
  })

  it('counts open jobs, unread messages and published contents, and shows each role only its areas', async () => {
    const admin = await getOverview(t.db, { role: 'admin', companies: null }, now)
    await createTestJob(t.db, { status: 'active' })
    await createTestJob(t.db, { status: 'draft' })
    const { body } = await post(deps(t.db), valid())
    const after = await getOverview(t.db, { role: 'admin', companies: null }, now)
    expect(after.figures.openJobs).toBe(admin.figures.openJobs! + 1)
    expect(after.figures.unreadMessages).toBe(admin.figures.unreadMessages! + 1)
    expect(typeof after.figures.publishedArticles).toBe('number')

    const editor = await getOverview(t.db, { role: 'editor', companies: null }, now)
    expect(editor.figures).toEqual({
      openJobs: undefined,
      newApplications: undefined,
      unreadMessages: undefined,
      publishedArticles: after.figures.publishedArticles,
      // Articles and documents behind their other language (decision 060): an editor's areas.
      translationsToUpdate: after.figures.translationsToUpdate,
    })
    expect(editor.applicationsPerDay).toBeUndefined()
    expect(editor.activity.every((a) => ['content', 'document', 'file'].includes(a.entity))).toBe(true)

    const recruiter = await getOverview(t.db, { role: 'recruiter', companies: null }, now)
    expect(recruiter.figures.publishedArticles).toBeUndefined()
    expect(recruiter.figures.unreadMessages).toBe(after.figures.unreadMessages)
    const latest = recruiter.activity[0]!
    expect(latest).toMatchObject({
      action: 'contact.submit',
      entity: 'contact',
      entityId: body.data!.id,
      actorName: null,
      actor: 'visitor',
    })
    expect(recruiter.activity.length).toBeLessThanOrEqual(10)
    expect(recruiter.activity.every((a) => ['job', 'application', 'contact'].includes(a.entity))).toBe(true)
    // Unread means status new: reading the message takes it off the figure.
    const user = await createTestUser(t.db, { role: 'recruiter' })
    await setContactMessageStatus(t.db, { id: body.data!.id, status: 'read' }, user)
    expect((await getOverview(t.db, { role: 'recruiter', companies: null }, now)).figures.unreadMessages).toBe(admin.figures.unreadMessages)
    const [named] = (await getOverview(t.db, { role: 'recruiter', companies: null }, now)).activity
    expect(named).toMatchObject({ action: 'contact.status', actorName: user.name, actor: 'user' })
    await t.db.delete(contactMessages).where(inArray(contactMessages.id, [body.data!.id]))
  })
})
