import { asc, eq } from 'drizzle-orm'
import { companyName } from '~/content/companies'
import type { Db } from '~/db/client'
import { mailTemplates } from '~/db/schema'
import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { templateMail } from './templates.mail'
import { firstNameOf, TEMPLATES_MAX } from './templates.rules'
import type { TemplateChoice } from './templates.schemas'

/** What a stage mail is about: the candidate, the position in the mail's language, and the job's company. */
export interface StageMailSubject {
  fullName: string
  language: Language
  position: string
  companyKey: string
}

/*
 * What other features may ask of the e-mail templates (decision 024): the applicants' stage moves
 * offer a stage's templates and send one in the application's language (decision 048).
 */

/** Every template's id, name and stage, by name: the move dialog offers those of the chosen stage. */
export async function templateChoices(db: Db): Promise<TemplateChoice[]> {
  return db
    .select({ id: mailTemplates.id, name: mailTemplates.name, stage: mailTemplates.stage })
    .from(mailTemplates)
    .orderBy(asc(mailTemplates.name), asc(mailTemplates.id))
    .limit(TEMPLATES_MAX)
}

/**
 * The template's mail for a move to `stage`, in the application's language with its values:
 * subject, text and HTML. A template that is gone, or that belongs to another stage, is a field
 * error of `templateId`.
 */
export async function renderStageMail(db: Db, templateId: string, stage: string, about: StageMailSubject) {
  return (await stageMailRenderer(db, templateId, stage))(about)
}

/**
 * The same, read once for many candidates (the applicants' bulk moves, decision 049): a function
 * that renders the template for each. The same field error when the template is gone or of another stage.
 */
export async function stageMailRenderer(db: Db, templateId: string, stage: string) {
  const [template] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, templateId))
  if (!template || template.stage !== stage) throw new AppError('invalid', { fields: { templateId: 'validation.invalidOption' } })
  return (about: StageMailSubject) =>
    templateMail(template, about.language, {
      name: about.fullName,
      firstName: firstNameOf(about.fullName),
      position: about.position,
      company: companyName(about.companyKey, about.language),
    })
}
