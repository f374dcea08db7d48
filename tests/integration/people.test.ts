import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationNotes, applications, auditEvents, files, interviews, jobAlerts, mailOutbox } from '~/db/schema'
import { addApplicantNote, setApplicantStatus } from '~/features/applications/applications.admin.server'
import { deletePerson, getPerson, keepApart, mergePeople, searchPeople } from '~/features/people/people.admin.server'
import { personChoicesSchema } from '~/features/people/people.schemas'
import { localStorage } from '~/lib/server/storage/local-storage'
import type { ScopedActor } from '~/lib/session'
import { validate } from '~/lib/validate'
import { EVERY_COMPANY, createTestApplication, createTestFileRow, createTestJob, createTestUser } from './factories'
import { describeWithDatabases } from './setup-db'

/**
 * Decision 052: applications with the same e-mail address, in any case, are one person; HR sees
 * them side by side on each applicant page, merges two people, keeps one application apart, and
 * deletes everything held about a person. A recruiter limited to some companies sees only what
 * they may read and changes nothing that reaches outside their companies.
 */
const DAY = 86_400_000
const ago = (days: number) => new Date(Date.now() - days * DAY)

describeWithDatabases('people', (t) => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'people-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  const address = () => `person-${randomUUID().slice(0, 8)}@example.test`

  /** A person applying to `count` jobs of `companyKey`, the first `count` days ago, one a day. */
  async function applicant(email: string, count: number, companyKey = 'hoi-tech', fullName = 'Deniz Kaya') {
    const rows = []
    for (let i = 0; i < count; i++) {
      const job = await createTestJob(t.db, { companyKey })
      rows.push(await createTestApplication(t.db, job.id, { email, fullName, createdAt: ago(count - i) }))
    }
    return rows
  }

  it('groups the applications of one address in any case, the latest first, with their stages and days in them', async () => {
    const email = address()
    const [first, second] = await applicant(email, 2)
    const third = await createTestApplication(t.db, (await createTestJob(t.db, { companyKey: 'hoi-health' })).id, {
      email: email.toUpperCase(),
      fullName: 'Deniz KAYA',
    })
    const stranger = await createTestApplication(t.db, first!.jobId, { email: address() })
    await setApplicantStatus(t.db, { id: first!.id, status: 'reviewing' }, await createTestUser(t.db, { role: 'admin' }))

    const person = await getPerson(t.db, { id: second!.id }, EVERY_COMPANY)
    expect(person.total).toBe(3)
    expect(person.canChange).toBe(true)
    expect(person.applications.map((a) => a.id)).toEqual([third.id, second!.id, first!.id])
    expect(person.applications[2]).toMatchObject({ status: 'reviewing', daysInStage: 0, companyKey: 'hoi-tech' })
    expect(person.applications[1]).toMatchObject({ status: 'new', daysInStage: 1 })
    expect((await getPerson(t.db, { id: stranger.id }, EVERY_COMPANY)).total).toBe(1)
    await expect(getPerson(t.db, { id: randomUUID() }, EVERY_COMPANY)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('keeps an application apart, and a later application joins the person of the latest one with its address', async () => {
    const email = address()
    const [older, newer] = await applicant(email, 2)
    const admin = await createTestUser(t.db, { role: 'admin' })

    expect(await keepApart(t.db, { id: older!.id }, admin)).toEqual({ changed: true })
    expect((await getPerson(t.db, { id: newer!.id }, admin)).total).toBe(1)
    expect((await getPerson(t.db, { id: older!.id }, admin)).total).toBe(1)
    // Alone already: nothing to do, nothing audited.
    expect(await keepApart(t.db, { id: older!.id }, admin)).toEqual({ changed: false })
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, older!.id), eq(auditEvents.action, 'person.split')))
    expect(audits).toMatchObject([{ actorId: admin.id, entity: 'application' }])

    const later = await createTestApplication(t.db, older!.jobId, { email })
    expect((await getPerson(t.db, { id: later.id }, admin)).applications.map((a) => a.id)).toEqual([later.id, newer!.id])
  })

  it('joins applications of one address that arrive in one statement', async () => {
    const email = address()
    const job = await createTestJob(t.db)
    const [a, b] = await Promise.all([createTestFileRow(t.db), createTestFileRow(t.db)])
    const rows = await t.db
      .insert(applications)
      .values(
        [a!, b!].map((file) => ({
          jobId: job.id,
          fullName: 'Aynı Kişi',
          email,
          phone: '+90 532 000 00 00',
          language: 'tr' as const,
          consentAt: new Date(),
          resumeFileId: file.id,
        })),
      )
      .returning({ personId: applications.personId })
    expect(rows[0]!.personId).toBe(rows[1]!.personId)
  })

  it('finds other people to merge by name or address, merges them with an audit event, and no longer offers them', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' })
    const [mine] = await applicant(address(), 1, 'hoi-tech', 'Elif Şahin')
    const otherEmail = address()
    const theirs = await applicant(otherEmail, 2, 'hoi-tech', 'Elif Sahin')

    const choices = await searchPeople(t.db, { id: mine!.id, q: 'sahin' }, admin)
    expect(choices).toContainEqual({
      applicationId: theirs[1]!.id,
      fullName: 'Elif Sahin',
      email: otherEmail,
      jobTitle: expect.any(String),
      applications: 2,
    })
    expect(choices.map((c) => c.applicationId)).not.toContain(mine!.id)

    expect(await mergePeople(t.db, { id: mine!.id, otherId: theirs[0]!.id }, admin)).toEqual({ moved: 2 })
    expect((await getPerson(t.db, { id: mine!.id }, admin)).total).toBe(3)
    expect((await searchPeople(t.db, { id: mine!.id, q: 'sahin' }, admin)).map((c) => c.applicationId)).not.toContain(theirs[1]!.id)
    expect(await mergePeople(t.db, { id: mine!.id, otherId: theirs[1]!.id }, admin)).toEqual({ moved: 0 })
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, mine!.id), eq(auditEvents.action, 'person.merge')))
    expect(audit).toMatchObject({ actorId: admin.id, summary: { merged: theirs[0]!.id, applications: 2 } })
  })

  it('deletes everything held about the person: every application with its CV, notes, mails, interviews and the address’s alerts', async () => {
    const storage = localStorage(dir)
    const admin = await createTestUser(t.db, { role: 'admin' })
    const email = address()
    const saved = []
    for (let i = 0; i < 2; i++) {
      const file = await createTestFileRow(t.db)
      await storage.write(file.storageKey, new TextEncoder().encode('%PDF-1.4'), { contentType: 'application/pdf', size: 8 })
      const job = await createTestJob(t.db)
      saved.push({ file, application: await createTestApplication(t.db, job.id, { email, resumeFileId: file.id }) })
    }
    const [one, two] = saved
    await addApplicantNote(t.db, { id: one!.application.id, body: 'note' }, admin)
    await t.db.insert(mailOutbox).values({ to: email, subject: 's', text: 't', html: '<p>t</p>', applicationId: two!.application.id })
    await t.db.insert(interviews).values({
      applicationId: one!.application.id,
      startsAt: new Date(Date.now() + DAY),
      timeZone: 'Europe/Istanbul',
      durationMinutes: 30,
      uid: `${randomUUID()}@test`,
    })
    await t.db.insert(jobAlerts).values({ email, language: 'tr', frequency: 'immediate', consentAt: new Date() })
    const survivor = await createTestApplication(t.db, one!.application.jobId, { email: address() })

    expect(await deletePerson(t.db, { id: two!.application.id }, admin, storage)).toEqual({ deleted: 2 })

    const ids = saved.map((s) => s.application.id)
    expect(await t.db.select().from(applications).where(inArray(applications.id, ids))).toEqual([])
    expect(
      await t.db
        .select()
        .from(files)
        .where(
          inArray(
            files.id,
            saved.map((s) => s.file.id),
          ),
        ),
    ).toEqual([])
    expect(await t.db.select().from(applicationNotes).where(inArray(applicationNotes.applicationId, ids))).toEqual([])
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([])
    expect(await t.db.select().from(interviews).where(inArray(interviews.applicationId, ids))).toEqual([])
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([])
    for (const { file } of saved) expect(await storage.exists(file.storageKey)).toBe(false)
    expect(await t.db.select({ id: applications.id }).from(applications).where(eq(applications.id, survivor.id))).toHaveLength(1)
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'person.delete'))
      .orderBy(sql`${auditEvents.at} desc`)
      .limit(1)
    expect(audit).toMatchObject({ actorId: admin.id, entityId: two!.application.id, summary: { applications: 2 } })
    expect(JSON.stringify(audit)).not.toContain(email)
  })

  describe('a recruiter limited to one company (decision 046)', () => {
    let scoped: ScopedActor
    beforeAll(async () => {
      const user = await createTestUser(t.db, { role: 'recruiter' })
      scoped = { id: user.id, role: 'recruiter', companies: ['hoi-tech'] }
    })

    it('sees only their companies’ applications of the person, and changes nothing that reaches beyond them', async () => {
      const email = address()
      const [tech] = await applicant(email, 1, 'hoi-tech')
      const [health] = await applicant(email, 1, 'hoi-health')
      const [otherTech] = await applicant(address(), 1, 'hoi-tech', 'Deniz Kaya')

      const person = await getPerson(t.db, { id: tech!.id }, scoped)
      expect(person).toMatchObject({ total: 1, canChange: false })
      expect(person.applications.map((a) => a.id)).toEqual([tech!.id])
      expect((await getPerson(t.db, { id: tech!.id }, EVERY_COMPANY)).total).toBe(2)
      await expect(getPerson(t.db, { id: health!.id }, scoped)).rejects.toMatchObject({ code: 'forbidden' })

      await expect(mergePeople(t.db, { id: otherTech!.id, otherId: tech!.id }, scoped)).rejects.toMatchObject({ code: 'forbidden' })
      await expect(keepApart(t.db, { id: health!.id }, scoped)).rejects.toMatchObject({ code: 'forbidden' })
      await expect(deletePerson(t.db, { id: tech!.id }, scoped, localStorage(dir))).rejects.toMatchObject({ code: 'forbidden' })
      await expect(searchPeople(t.db, { id: health!.id, q: 'kaya' }, scoped)).rejects.toMatchObject({ code: 'forbidden' })
      expect((await searchPeople(t.db, { id: otherTech!.id, q: 'kaya' }, scoped)).map((c) => c.applicationId)).not.toContain(health!.id)
      // Nothing changed.
      expect((await getPerson(t.db, { id: tech!.id }, EVERY_COMPANY)).total).toBe(2)

      // Within their companies, they may.
      expect(await keepApart(t.db, { id: tech!.id }, scoped)).toEqual({ changed: true })
      expect(await mergePeople(t.db, { id: otherTech!.id, otherId: tech!.id }, scoped)).toEqual({ moved: 1 })
    })
  })

  it('refuses a search of fewer than 2 or more than 100 characters, or with control characters', () => {
    const check = validate(personChoicesSchema)
    const id = randomUUID()
    expect(() => check({ id, q: 'a' })).toThrow()
    expect(() => check({ id, q: 'x'.repeat(101) })).toThrow()
    expect(() => check({ id, q: 'ab\u0000' })).toThrow()
    expect(check({ id, q: ' ab ' })).toEqual({ id, q: 'ab' })
  })
})
