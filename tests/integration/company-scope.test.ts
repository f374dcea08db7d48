import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { applicationConsents, applicationNotes, applications, auditEvents, jobs, userCompanies } from '~/db/schema'
import {
  addApplicantNote,
  answerFilterOptions,
  deleteApplicant,
  exportApplicants,
  exportQuestions,
  findApplicantResume,
  getApplicant,
  getJobChoice,
  getJobSources,
  getPipeline,
  listApplicants,
  previewStageMail,
  searchJobChoices,
  setApplicantStatus,
} from '~/features/applications/applications.admin.server'
import { authorize } from '~/features/auth/auth.server'
import { cancelInterview, getApplicationInterviews, saveInterview } from '~/features/interviews/interviews.admin.server'
import { saveTemplate } from '~/features/templates/templates.admin.server'
import { getOverview } from '~/features/dashboard/dashboard.admin.server'
import { createJob, getJobForEdit, listJobs, setJobStatus, updateJob } from '~/features/jobs/jobs.admin.server'
import { createJobSchema, type JobFormInput } from '~/features/jobs/jobs.schemas'
import { createUser, listUsers, setUserCompanies } from '~/features/users/users.admin.server'
import type { UserRole } from '~/lib/enums'
import type { ScopedActor } from '~/lib/session'
import { validate } from '~/lib/validate'
import { createTestApplication, createTestJob, createTestSession, createTestUser } from './factories'
import { describeWithDatabases } from './setup-db'

/**
 * Decision 046: a recruiter limited to some group companies is refused (403) every read of one row
 * and every write of another company's jobs and applications, and finds them absent from lists;
 * talent-pool applications whose consent holds are readable by every recruiter; an unlimited
 * recruiter, and an admin whatever rows they hold, see everything as before.
 */
const marker = `scope${randomUUID().slice(0, 6)}`
const DAY = 86_400_000

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'allowed'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

const jobInput = (overrides: Partial<JobFormInput> = {}) =>
  validate(createJobSchema)({
    titleTr: `Kapsam ${marker}`,
    titleEn: `Scope ${marker}`,
    descriptionTr: '<p>Açıklama</p>',
    descriptionEn: '<p>Description</p>',
    slug: `scope-${randomUUID().slice(0, 8)}`,
    companyKey: 'hoi-tech',
    category: 'software',
    workMode: 'Hybrid',
    employmentType: 'FullTime',
    experienceLevel: 'Mid',
    city: 'İstanbul',
    countryCode: 'TR',
    openings: 1,
    deadline: '',
    applicationsOpen: true,
    status: 'draft',
    ...overrides,
  } satisfies JobFormInput)

describeWithDatabases('company scope (decision 046)', (t) => {
  const actors = {} as Record<'scoped' | 'unscoped' | 'admin', ScopedActor>
  let techJob: string
  let travelJob: string
  const apps = {} as Record<'tech' | 'travel' | 'travelPool' | 'travelPoolEnded', string>

  /** The actor as every dashboard call sees it: the session's user with the scope read by `authorize`. */
  async function signedIn(role: UserRole, companies?: string[]) {
    const user = await createTestUser(t.db, { role, companies })
    return (await authorize(t.db, await createTestSession(t.db, user.id), role === 'admin' ? 'users' : 'applications')).user
  }

  async function talentPool(applicationId: string, expiresAt: Date) {
    await t.db.insert(applicationConsents).values({
      applicationId,
      purpose: 'talent_pool',
      noticeVersion: 'test',
      language: 'tr',
      givenAt: new Date(Date.now() - DAY),
      expiresAt,
    })
  }

  beforeAll(async () => {
    actors.scoped = await signedIn('recruiter', ['hoi-tech'])
    actors.unscoped = await signedIn('recruiter')
    actors.admin = await signedIn('admin', ['hoi-tech'])
    const title = (company: string) => ({ tr: `İlan ${company} ${marker}`, en: `Job ${company} ${marker}` })
    techJob = (await createTestJob(t.db, { companyKey: 'hoi-tech', title: title('tech') })).id
    travelJob = (await createTestJob(t.db, { companyKey: 'hoi-travel', title: title('travel') })).id
    apps.tech = (await createTestApplication(t.db, techJob, { fullName: `Tech ${marker}` })).id
    apps.travel = (await createTestApplication(t.db, travelJob, { fullName: `Travel ${marker}` })).id
    apps.travelPool = (await createTestApplication(t.db, travelJob, { fullName: `Pool ${marker}` })).id
    apps.travelPoolEnded = (await createTestApplication(t.db, travelJob, { fullName: `Ended ${marker}` })).id
    await talentPool(apps.travelPool, new Date(Date.now() + 30 * DAY))
    await talentPool(apps.travelPoolEnded, new Date(Date.now() - 1000))
  })

  it('loads the scope with the session: a limited recruiter carries their companies, others none', () => {
    expect(actors.scoped.companies).toEqual(['hoi-tech'])
    expect(actors.unscoped.companies).toBeNull()
    // An admin's rows are kept but mean nothing (companyScope): they see every company.
    expect(actors.admin.companies).toEqual(['hoi-tech'])
  })

  describe('applicants', () => {
    const listed = async (actor: ScopedActor, search: { job?: string } = {}) =>
      (await listApplicants(t.db, { q: marker, ...search }, actor)).items.map((item) => item.id).sort()
    const exported = async (actor: ScopedActor) => {
      const ids: string[] = []
      for await (const batch of exportApplicants(t.db, { q: marker }, actor)) ids.push(...batch.map((row) => row.id))
      return ids.sort()
    }

    it("lists and exports the scope's applications and the talent pool's, never another company's", async () => {
      const everything = Object.values(apps).sort()
      const scoped = [apps.tech, apps.travelPool].sort()
      expect(await listed(actors.scoped)).toEqual(scoped)
      expect(await exported(actors.scoped)).toEqual(scoped)
      expect(await listed(actors.unscoped)).toEqual(everything)
      expect(await exported(actors.unscoped)).toEqual(everything)
      expect(await listed(actors.admin)).toEqual(everything)
      expect((await listApplicants(t.db, { q: marker }, actors.scoped)).pagination.total).toBe(2)
    })

    it('counts a change of the applications at once, though the count is kept between changes (decision 053)', async () => {
      const total = async (actor: ScopedActor) => (await listApplicants(t.db, { q: marker }, actor)).pagination.total
      expect(await total(actors.unscoped)).toBe(4)
      const added = await createTestApplication(t.db, techJob, { fullName: `Added ${marker}` })
      expect(await total(actors.unscoped)).toBe(5)
      expect(await total(actors.scoped)).toBe(3)
      await t.db.delete(applications).where(eq(applications.id, added.id))
      expect(await total(actors.unscoped)).toBe(4)
      expect(await total(actors.scoped)).toBe(2)
    })

    it("refuses another company's application by id (detail, CV) and lets the talent pool's be read, not changed", async () => {
      expect(await codeOf(getApplicant(t.db, { id: apps.travel }, actors.scoped))).toBe('forbidden')
      expect(await codeOf(getApplicant(t.db, { id: apps.travelPoolEnded }, actors.scoped))).toBe('forbidden')
      expect(await codeOf(findApplicantResume(t.db, apps.travel, actors.scoped))).toBe('forbidden')
      expect(await getApplicant(t.db, { id: apps.travelPool }, actors.scoped)).toMatchObject({ id: apps.travelPool, canChange: false })
      expect(await findApplicantResume(t.db, apps.travelPool, actors.scoped)).toMatchObject({ contentType: 'application/pdf' })
      expect(await getApplicant(t.db, { id: apps.tech }, actors.scoped)).toMatchObject({ canChange: true })
      expect(await getApplicant(t.db, { id: apps.travel }, actors.unscoped)).toMatchObject({ canChange: true })
      expect(await getApplicant(t.db, { id: apps.travel }, actors.admin)).toMatchObject({ canChange: true })
      // An unknown id is still not found, for everyone.
      expect(await getApplicant(t.db, { id: randomUUID() }, actors.scoped)).toBeNull()
      expect(await codeOf(findApplicantResume(t.db, randomUUID(), actors.scoped))).toBe('not_found')
    })

    it("refuses status changes, notes and deletion of another company's applications, talent pool included, and writes nothing", async () => {
      for (const id of [apps.travel, apps.travelPool]) {
        expect(await codeOf(setApplicantStatus(t.db, { id, status: 'offer' }, actors.scoped))).toBe('forbidden')
        expect(await codeOf(addApplicantNote(t.db, { id, body: 'no' }, actors.scoped))).toBe('forbidden')
        expect(await codeOf(deleteApplicant(t.db, { id }, actors.scoped))).toBe('forbidden')
        const [row] = await t.db.select().from(applications).where(eq(applications.id, id))
        expect(row!.status).toBe('new')
        expect(await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id))).toEqual([])
      }
      await setApplicantStatus(t.db, { id: apps.tech, status: 'reviewing' }, actors.scoped)
      await addApplicantNote(t.db, { id: apps.tech, body: 'in scope' }, actors.scoped)
      await setApplicantStatus(t.db, { id: apps.travel, status: 'reviewing' }, actors.unscoped)
      expect((await getApplicant(t.db, { id: apps.travel }, actors.unscoped))!.status).toBe('reviewing')
    })

    it("refuses another company's pipeline board, stage mail preview and interviews (issue 20's reads and writes)", async () => {
      const template = await saveTemplate(
        t.db,
        { name: marker, stage: 'interview', subjectTr: 'Konu', bodyTr: 'Metin', subjectEn: 'Subject', bodyEn: 'Body' },
        actors.unscoped,
      )
      expect(await codeOf(getPipeline(t.db, { id: travelJob }, actors.scoped))).toBe('forbidden')
      expect((await getPipeline(t.db, { id: techJob }, actors.scoped))?.job.id).toBe(techJob)
      expect((await getPipeline(t.db, { id: travelJob }, actors.unscoped))?.job.id).toBe(travelJob)
      for (const id of [apps.travel, apps.travelPool]) {
        expect(await codeOf(previewStageMail(t.db, { id, status: 'interview', templateId: template.id }, actors.scoped))).toBe('forbidden')
        expect(await codeOf(setApplicantStatus(t.db, { id, status: 'interview', templateId: template.id }, actors.scoped))).toBe(
          'forbidden',
        )
      }
      const tomorrow = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)
      const interview = {
        startsAt: `${tomorrow}T10:00`,
        timeZone: 'Europe/Istanbul' as const,
        durationMinutes: 30,
        location: 'Ofis',
        videoUrl: '',
        interviewerIds: [] as string[],
      }
      expect(await codeOf(saveInterview(t.db, { ...interview, applicationId: apps.travel }, actors.scoped))).toBe('forbidden')
      expect(await codeOf(getApplicationInterviews(t.db, { applicationId: apps.travel }, actors.scoped))).toBe('forbidden')
      // The talent pool's application is readable, its interviews too, but not changed.
      expect(await getApplicationInterviews(t.db, { applicationId: apps.travelPool }, actors.scoped)).toMatchObject({ interviews: [] })
      expect(await codeOf(saveInterview(t.db, { ...interview, applicationId: apps.travelPool }, actors.scoped))).toBe('forbidden')
      const theirs = await saveInterview(t.db, { ...interview, applicationId: apps.travelPool }, actors.unscoped)
      expect(await codeOf(cancelInterview(t.db, theirs, actors.scoped))).toBe('forbidden')
      await cancelInterview(t.db, theirs, actors.unscoped)
    })

    it("offers only the scope's jobs to filter by, and refuses another company's job's choice, sources, answers and export columns", async () => {
      expect((await searchJobChoices(t.db, { q: marker }, actors.scoped)).map((job) => job.id)).toEqual([techJob])
      expect((await searchJobChoices(t.db, { q: marker }, actors.unscoped)).map((job) => job.id).sort()).toEqual(
        [techJob, travelJob].sort(),
      )
      expect(await codeOf(getJobChoice(t.db, { id: travelJob }, actors.scoped))).toBe('forbidden')
      expect(await codeOf(getJobSources(t.db, { id: travelJob }, actors.scoped))).toBe('forbidden')
      expect(await codeOf(answerFilterOptions(t.db, { id: travelJob }, actors.scoped))).toBe('forbidden')
      expect(await codeOf(exportQuestions(t.db, { job: travelJob }, actors.scoped))).toBe('forbidden')
      expect(await getJobChoice(t.db, { id: techJob }, actors.scoped)).toMatchObject({ id: techJob })
      expect(await getJobSources(t.db, { id: travelJob }, actors.unscoped)).toMatchObject({ sources: [{ source: null, count: 3 }] })
      expect(await getJobChoice(t.db, { id: randomUUID() }, actors.scoped)).toBeNull()
    })
  })

  describe('jobs', () => {
    it("lists the scope's jobs only, and refuses reading, saving and moving another company's", async () => {
      expect((await listJobs(t.db, { q: marker }, actors.scoped)).items.map((job) => job.id)).toEqual([techJob])
      expect((await listJobs(t.db, { q: marker }, actors.unscoped)).items.map((job) => job.id).sort()).toEqual([techJob, travelJob].sort())
      expect(await codeOf(getJobForEdit(t.db, { id: travelJob }, actors.scoped))).toBe('forbidden')
      expect(await codeOf(updateJob(t.db, { ...jobInput({ companyKey: 'hoi-travel' }), id: travelJob }, actors.scoped))).toBe('forbidden')
      expect(await codeOf(setJobStatus(t.db, { id: travelJob, status: 'closed' }, actors.scoped))).toBe('forbidden')
      const [travel] = await t.db.select().from(jobs).where(eq(jobs.id, travelJob))
      expect(travel!.status).toBe('active')
      expect(await codeOf(getJobForEdit(t.db, { id: randomUUID() }, actors.scoped))).toBe('not_found')
    })

    it("creates jobs of the scope's companies only, and cannot move one of theirs to another company", async () => {
      expect(await codeOf(createJob(t.db, jobInput({ companyKey: 'hoi-travel' }), actors.scoped))).toBe('forbidden')
      const own = await createJob(t.db, jobInput(), actors.scoped)
      expect(await codeOf(updateJob(t.db, { ...jobInput({ companyKey: 'hoi-travel' }), id: own.id }, actors.scoped))).toBe('forbidden')
      await updateJob(t.db, { ...jobInput(), id: own.id }, actors.scoped)
      await setJobStatus(t.db, { id: own.id, status: 'removed' }, actors.scoped)
      expect(await codeOf(createJob(t.db, jobInput({ companyKey: 'hoi-travel', status: 'draft' }), actors.unscoped))).toBe('allowed')
    })
  })

  it("counts the home's figures and series over the scope's companies only", async () => {
    const now = new Date()
    const scoped = await getOverview(t.db, actors.scoped, now)
    const unscoped = await getOverview(t.db, actors.unscoped, now)
    expect(scoped.figures.openJobs).toBe(1)
    expect(unscoped.figures.openJobs).toBe(2)
    expect(scoped.figures.newApplications).toBe(1)
    expect(unscoped.figures.newApplications).toBe(4)
    const total = (overview: typeof scoped) => overview.applicationsPerDay!.reduce((sum, day) => sum + day.count, 0)
    expect(total(scoped)).toBe(1)
    expect(total(unscoped)).toBe(4)
    // The activity shows the travel job's events to nobody limited to hoi-tech.
    expect(scoped.activity.filter((event) => event.entityId === apps.travel)).toEqual([])
    expect(unscoped.activity.some((event) => event.entityId === apps.travel)).toBe(true)
  })

  describe('users admin', () => {
    const companiesOf = async (userId: string) =>
      (await t.db.select().from(userCompanies).where(eq(userCompanies.userId, userId))).map((row) => row.companyKey).sort()

    it("saves a new recruiter's companies with the user and its audit event; an editor keeps none", async () => {
      const admin = await createTestUser(t.db, { role: 'admin' })
      const email = `${marker}-new@example.test`
      const { user } = await createUser(
        t.db,
        { name: 'Scoped One', email, role: 'recruiter', companies: ['hoi-travel', 'hoi-tech'] },
        admin,
      )
      expect(user.companies).toEqual(['hoi-tech', 'hoi-travel'])
      expect(await companiesOf(user.id)).toEqual(['hoi-tech', 'hoi-travel'])
      const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id))
      expect(audit).toMatchObject({ action: 'user.create', summary: { email, role: 'recruiter', companies: ['hoi-tech', 'hoi-travel'] } })
      const editor = await createUser(
        t.db,
        { name: 'Editor', email: `${marker}-ed@example.test`, role: 'editor', companies: ['hoi-tech'] },
        admin,
      )
      expect(await companiesOf(editor.user.id)).toEqual([])
      expect((await listUsers(t.db, { q: `${marker}-new` })).items.map((item) => item.companies)).toEqual([['hoi-tech', 'hoi-travel']])
    })

    it("changes a recruiter's companies in one audited write that their next call sees, and refuses it for others", async () => {
      const admin = await createTestUser(t.db, { role: 'admin' })
      const recruiter = await createTestUser(t.db, { role: 'recruiter' })
      const token = await createTestSession(t.db, recruiter.id)
      await setUserCompanies(t.db, { id: recruiter.id, companies: ['hoi-travel'] }, admin)
      expect((await authorize(t.db, token, 'applications')).user.companies).toEqual(['hoi-travel'])
      const limited = (await authorize(t.db, token, 'applications')).user
      expect(await codeOf(getApplicant(t.db, { id: apps.tech }, limited))).toBe('forbidden')
      await setUserCompanies(t.db, { id: recruiter.id, companies: [] }, admin)
      expect((await authorize(t.db, token, 'applications')).user.companies).toBeNull()
      const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, recruiter.id))
      expect(audit.map((event) => event.summary)).toEqual([
        { email: recruiter.email, from: [], to: ['hoi-travel'] },
        { email: recruiter.email, from: ['hoi-travel'], to: [] },
      ])
      const editor = await createTestUser(t.db, { role: 'editor' })
      expect(await codeOf(setUserCompanies(t.db, { id: editor.id, companies: ['hoi-tech'] }, admin))).toBe('invalid')
      // Only an active admin may: the same lock and check as every other change to a user.
      expect(await codeOf(setUserCompanies(t.db, { id: recruiter.id, companies: ['hoi-tech'] }, recruiter))).toBe('forbidden')
    })
  })
})
