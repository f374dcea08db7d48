import { asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { mailTemplates, users } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import type { Actor } from '~/lib/session'
import { TEMPLATES_MAX, templateStages } from './templates.rules'
import type { SaveTemplateInput, TemplateDetail, TemplateListItem, TemplateValuesInput } from './templates.schemas'

/** The stages in their pipeline order, for sorting in the database. */
const stageOrder = sql`array_position(array[${sql.raw(templateStages.map((stage) => `'${stage}'`).join(', '))}]::application_status[], ${mailTemplates.stage})`

/** Every template (at most TEMPLATES_MAX), by stage in the pipeline's order, then by name. */
export async function listTemplates(db: Db): Promise<TemplateListItem[]> {
  const rows = await db
    .select({
      id: mailTemplates.id,
      name: mailTemplates.name,
      stage: mailTemplates.stage,
      subjectTr: mailTemplates.subjectTr,
      subjectEn: mailTemplates.subjectEn,
      updatedAt: mailTemplates.updatedAt,
      updatedByName: users.name,
    })
    .from(mailTemplates)
    .leftJoin(users, eq(users.id, mailTemplates.updatedBy))
    .orderBy(stageOrder, asc(mailTemplates.name), asc(mailTemplates.id))
    .limit(TEMPLATES_MAX)
  return rows.map((row) => ({ ...row, stage: row.stage as TemplateListItem['stage'], updatedAt: row.updatedAt.toISOString() }))
}

/** One template for its editor; null when unknown. */
export async function getTemplate(db: Db, { id }: { id: string }): Promise<TemplateDetail | null> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id))
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    stage: row.stage as TemplateDetail['stage'],
    subjectTr: row.subjectTr,
    bodyTr: row.bodyTr,
    subjectEn: row.subjectEn,
    bodyEn: row.bodyEn,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Creates (no `id`) or updates a template, with its audit event; at most TEMPLATES_MAX in all (then a field error of `name`). */
export async function saveTemplate(
  db: Db,
  { id, ...values }: SaveTemplateInput & TemplateValuesInput,
  actor: Actor,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    if (id) {
      const [row] = await tx
        .update(mailTemplates)
        .set({ ...values, updatedBy: actor.id, updatedAt: new Date() })
        .where(eq(mailTemplates.id, id))
        .returning({ id: mailTemplates.id })
      if (!row) throw new AppError('not_found')
      await recordAudit(tx, { actorId: actor.id, action: 'template.update', entityId: id, summary: { stage: values.stage } })
      return row
    }
    // Two saves at once must not pass the bound together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hoi:mail-templates'))`)
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(mailTemplates)
    // A field error of the form, worded in its own namespace: a dashboard-only message stays out of
    // the strings every public page loads (decision 013).
    if (total >= TEMPLATES_MAX) throw new AppError('invalid', { fields: { name: 'templateAdmin.validation.full' } })
    const [row] = await tx
      .insert(mailTemplates)
      .values({ ...values, updatedBy: actor.id })
      .returning({ id: mailTemplates.id })
    await recordAudit(tx, { actorId: actor.id, action: 'template.create', entityId: row!.id, summary: { stage: values.stage } })
    return row!
  })
}

/** Deletes a template (mails already sent with it keep their text), with its audit event. */
export async function deleteTemplate(db: Db, { id }: { id: string }, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(mailTemplates).where(eq(mailTemplates.id, id)).returning({ stage: mailTemplates.stage })
    if (!row) throw new AppError('not_found')
    await recordAudit(tx, { actorId: actor.id, action: 'template.delete', entityId: id, summary: { stage: row.stage } })
  })
}
