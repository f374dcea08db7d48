import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applicationStageEvents, auditEvents, mailOutbox, mailTemplates } from '~/db/schema'
import { getApplicant, previewStageMail, setApplicantStatus } from '~/features/applications/applications.admin.server'
import { setApplicantStatusSchema } from '~/features/applications/applications.schemas'
import { deleteTemplate, getTemplate, listTemplates, saveTemplate } from '~/features/templates/templates.admin.server'
import { templateMail } from '~/features/templates/templates.mail'
import { renderTemplate, TEMPLATES_MAX, unknownVariables } from '~/features/templates/templates.rules'
import { templateSchema } from '~/features/templates/templates.schemas'
import type { Db } from '~/db/client'
import { createTestApplication, createTestJob, createTestUser, EVERY_COMPANY } from './factories'
import { describeWithDatabases } from './setup-db'

const rejection = {
  name: 'Rejection',
  stage: 'rejected' as const,
  subjectTr: '{{position}} başvurunuz',
  bodyTr: 'Merhaba {{firstName}},\n\n{{company}} için teşekkürler.\nİK',
  subjectEn: 'Your application for {{position}}',
  bodyEn: 'Hello {{firstName}},\n\nThank you from {{company}} <HR>.',
}

const mailsOf = (db: Db, applicationId: string) =>
  db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.applicationId, applicationId))

describe('templates (pure)', () => {
  it('finds unknown variables and fills the known ones, whatever the spacing', () => {
    expect(unknownVariables('Hi {{ name }}, {{salary}} {{salary}} {{Company}}')).toEqual(['salary', 'Company'])
    const values = { name: 'Ayşe Yılmaz', firstName: 'Ayşe', position: 'Hemşire', company: 'HOI Sağlık' }
    expect(renderTemplate('{{firstName}} / {{ position }} / {{other}} / {{company}}', values)).toBe(
      'Ayşe / Hemşire / {{other}} / HOI Sağlık',
    )
    expect(templateSchema.safeParse(rejection).success).toBe(true)
    const wrong = templateSchema.safeParse({ ...rejection, bodyEn: 'Your {{salary}}' })
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bodyEn', 'templateAdmin.validation.unknownVariable'],
    ])
  })

  it('writes the HTML with every value escaped, a blank line a paragraph and a line break a <br>', () => {
    const mail = templateMail(rejection, 'en', { name: 'A <b>', firstName: 'A<b>', position: 'P&Q', company: 'C' })
    expect(mail.subject).toBe('Your application for P&Q')
    expect(mail.text).toBe('Hello A<b>,\n\nThank you from C <HR>.')
    expect(mail.html).toContain('<p style="margin:0 0 1em">Hello A&lt;b&gt;,</p><p style="margin:0 0 1em">Thank you from C &lt;HR&gt;.</p>')
    expect(templateMail(rejection, 'tr', { name: 'A', firstName: 'A', position: 'P', company: 'C' }).html).toContain(
      'C için teşekkürler.<br>İK',
    )
  })

  it('asks a rejection for its reason', () => {
    const id = '00000000-0000-4000-8000-000000000001'
    expect(setApplicantStatusSchema.safeParse({ id, status: 'rejected' }).error?.issues[0]).toMatchObject({ path: ['reason'] })
    expect(setApplicantStatusSchema.safeParse({ id, status: 'rejected', reason: 'experience' }).success).toBe(true)
    expect(setApplicantStatusSchema.safeParse({ id, status: 'offer' }).success).toBe(true)
  })
})

describeWithDatabases('e-mail templates and stage mails (decision 048)', (t) => {
  it('creates, lists by stage, edits and deletes, each audited', async () => {
    const hr = await createTestUser(t.db, { role: 'recruiter', name: 'Template Author' })
    const { id } = await saveTemplate(t.db, rejection, hr)
    const interview = await saveTemplate(t.db, { ...rejection, name: 'Interview', stage: 'interview' }, hr)
    const listed = await listTemplates(t.db)
    // The pipeline's order: interview before rejected.
    expect(listed.filter((row) => [id, interview.id].includes(row.id)).map((row) => row.name)).toEqual(['Interview', 'Rejection'])
    expect(listed.find((row) => row.id === id)).toMatchObject({ stage: 'rejected', updatedByName: 'Template Author' })

    await saveTemplate(t.db, { ...rejection, id, name: 'Rejection (final)' }, hr)
    expect((await getTemplate(t.db, { id }))?.name).toBe('Rejection (final)')
    await deleteTemplate(t.db, { id }, hr)
    expect(await getTemplate(t.db, { id })).toBeNull()
    await expect(deleteTemplate(t.db, { id }, hr)).rejects.toMatchObject({ code: 'not_found' })
    const actions = (await t.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, id))).map(
      (row) => row.action,
    )
    expect(actions.sort()).toEqual(['template.create', 'template.delete', 'template.update'])
    await deleteTemplate(t.db, interview, hr)
  })

  it(`keeps at most ${TEMPLATES_MAX} templates`, async () => {
    const hr = await createTestUser(t.db, { role: 'recruiter' })
    const existing = (await listTemplates(t.db)).length
    await t.db
      .insert(mailTemplates)
      .values(Array.from({ length: TEMPLATES_MAX - existing }, (_, index) => ({ ...rejection, name: `Bulk ${index}` })))
    await expect(saveTemplate(t.db, rejection, hr)).rejects.toMatchObject({
      code: 'invalid',
      fields: { name: 'templateAdmin.validation.full' },
    })
    await t.db.delete(mailTemplates).where(eq(mailTemplates.subjectTr, rejection.subjectTr))
  })

  it('sends the stage template in the application language, keeps the rejection reason, and lists the mail on the applicant page', async () => {
    const hr = await createTestUser(t.db, { role: 'recruiter' })
    const template = await saveTemplate(t.db, rejection, hr)
    const job = await createTestJob(t.db, { companyKey: 'hoi-health', title: { tr: 'Hemşire', en: 'Nurse' } })
    const english = await createTestApplication(t.db, job.id, { fullName: 'Sarah Collins', language: 'en' })
    const turkish = await createTestApplication(t.db, job.id, { fullName: 'Ayşe Yılmaz', language: 'tr' })

    const preview = await previewStageMail(t.db, { id: english.id, status: 'rejected', templateId: template.id }, EVERY_COMPANY)
    expect(preview).toMatchObject({ to: english.email, language: 'en', subject: 'Your application for Nurse', blocked: null })

    expect(
      await setApplicantStatus(t.db, { id: english.id, status: 'rejected', reason: 'experience', templateId: template.id }, hr),
    ).toEqual({
      status: 'rejected',
      mail: 'queued',
    })
    await setApplicantStatus(t.db, { id: turkish.id, status: 'rejected', reason: 'position_filled', templateId: template.id }, hr)
    expect(await mailsOf(t.db, english.id)).toEqual([
      { to: english.email, subject: 'Your application for Nurse', text: 'Hello Sarah,\n\nThank you from HOI Health <HR>.' },
    ])
    const [turkishMail] = await mailsOf(t.db, turkish.id)
    expect(turkishMail).toMatchObject({ subject: 'Hemşire başvurunuz' })
    expect(turkishMail!.text).toMatch(/^Merhaba Ayşe,\n\n.+ için teşekkürler\.\nİK$/)

    const [event] = await t.db
      .select({ reason: applicationStageEvents.reason, actorId: applicationStageEvents.actorId })
      .from(applicationStageEvents)
      .where(and(eq(applicationStageEvents.applicationId, english.id), isNotNull(applicationStageEvents.fromStatus)))
    expect(event).toEqual({ reason: 'experience', actorId: hr.id })
    const detail = await getApplicant(t.db, { id: english.id }, EVERY_COMPANY)
    expect(detail!.stageHistory[0]).toMatchObject({ from: 'new', to: 'rejected', reason: 'experience' })
    expect(detail!.mails.map((mail) => [mail.subject, mail.status])).toEqual([['Your application for Nurse', 'pending']])
    await deleteTemplate(t.db, template, hr)
  })

  it('never sends a rejection to someone who holds an offer or was hired, on this application or another', async () => {
    const hr = await createTestUser(t.db, { role: 'recruiter' })
    const template = await saveTemplate(t.db, rejection, hr)
    const job = await createTestJob(t.db)
    const other = await createTestJob(t.db)
    const email = `Offer-Holder-${Date.now()}@Example.com`
    const held = await createTestApplication(t.db, other.id, { email: email.toLowerCase() })
    await setApplicantStatus(t.db, { id: held.id, status: 'offer' }, hr)
    const elsewhere = await createTestApplication(t.db, job.id, { email })
    expect((await previewStageMail(t.db, { id: elsewhere.id, status: 'rejected', templateId: template.id }, EVERY_COMPANY)).blocked).toBe(
      'holds_offer',
    )
    expect(await setApplicantStatus(t.db, { id: elsewhere.id, status: 'rejected', reason: 'other', templateId: template.id }, hr)).toEqual({
      status: 'rejected',
      mail: 'holds_offer',
    })
    // The offer itself, rejected later: no mail either.
    expect(
      (await setApplicantStatus(t.db, { id: held.id, status: 'rejected', reason: 'candidate_declined', templateId: template.id }, hr)).mail,
    ).toBe('holds_offer')
    expect([...(await mailsOf(t.db, elsewhere.id)), ...(await mailsOf(t.db, held.id))]).toEqual([])
    const [audit] = await t.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, elsewhere.id), eq(auditEvents.action, 'application.status')))
    expect(audit!.summary).toMatchObject({ from: 'new', to: 'rejected', reason: 'other', templateId: template.id, mail: 'holds_offer' })
    await deleteTemplate(t.db, template, hr)
  })

  it('refuses a template of another stage, and moves without a mail when none is chosen', async () => {
    const hr = await createTestUser(t.db, { role: 'recruiter' })
    const template = await saveTemplate(t.db, rejection, hr)
    const job = await createTestJob(t.db)
    const application = await createTestApplication(t.db, job.id)
    await expect(setApplicantStatus(t.db, { id: application.id, status: 'interview', templateId: template.id }, hr)).rejects.toMatchObject({
      code: 'invalid',
      fields: { templateId: 'validation.invalidOption' },
    })
    // Nothing of the refused move stayed.
    expect((await getApplicant(t.db, { id: application.id }, EVERY_COMPANY))!.status).toBe('new')
    expect(await setApplicantStatus(t.db, { id: application.id, status: 'interview' }, hr)).toEqual({ status: 'interview', mail: 'none' })
    expect(await mailsOf(t.db, application.id)).toEqual([])
    await deleteTemplate(t.db, template, hr)
  })
})
