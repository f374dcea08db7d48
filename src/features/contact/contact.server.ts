import type { Db } from '~/db/client'
import { contactMessages } from '~/db/schema'
import type { Language } from '~/lib/enums'
import type { Env } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { queueMail } from '~/lib/server/mail'
import { hitAddressRateLimit } from '~/lib/server/rate-limit'
import { CONTACT_HONEYPOT } from './contact.rules'
import { contactNotification } from './contact.mail'
import { consentGiven, contactIssueFields, contactSchema, type SubmittedContactMessage } from './contact.schemas'

export interface ContactDeps {
  db: Db
  env: Env
}

export interface ContactSubmission {
  /** The visitor's language: stored with the message. */
  lang: Language
  ip: string
  /** The posted values by the product's field names (JSON or form); unknown names are ignored. */
  fields: Record<string, unknown>
}

/**
 * One contact message (docs/product.md §3.3; docs/architecture.md "HTTP surface"), shared by the REST endpoint and the scriptless page
 * post: validated with the shared schema, counted against the visitor's hourly allowance, then the
 * message, HR's notification in the mail outbox and an audit event are written in one transaction,
 * so the message never exists without its notification, nor the other way round.
 */
export async function submitContactMessage(deps: ContactDeps, input: ContactSubmission): Promise<SubmittedContactMessage> {
  const { db, env } = deps
  // A bot that filled the hidden field is answered as if it succeeded, and nothing is stored.
  const trap = input.fields[CONTACT_HONEYPOT]
  if (typeof trap === 'string' ? trap !== '' : trap !== undefined && trap !== null) {
    return { id: crypto.randomUUID(), submittedAt: new Date().toISOString() }
  }

  const parsed = contactSchema.safeParse({ ...pick(input.fields), consent: consentGiven(input.fields.consent) })
  if (!parsed.success) throw new AppError('invalid', { fields: contactIssueFields(parsed.error) })
  const values = parsed.data

  // Only messages that would be stored count against the allowance.
  const limit = await hitAddressRateLimit(db, 'contact', input.ip, env)
  if (!limit.allowed) throw new AppError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds })

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstName: values.first_name,
        lastName: values.last_name,
        email: values.email,
        subject: values.subject,
        message: values.message,
        language: input.lang,
        consentAt: new Date(),
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
    const mail = contactNotification(
      {
        id: row!.id,
        firstName: values.first_name,
        lastName: values.last_name,
        email: values.email,
        subject: values.subject,
        message: values.message,
        language: input.lang,
      },
      { to: env.HR_EMAIL, origin: env.APP_ORIGIN },
    )
    await queueMail(tx, mail)
    // No personal data in the audit trail: the id and the subject say enough.
    await recordAudit(tx, { actorId: null, action: 'contact.submit', entityId: row!.id, summary: { subject: values.subject } })
    return { id: row!.id, submittedAt: row!.createdAt.toISOString() }
  })
}

/** The form's fields only, so that nothing else reaches the schema (a JSON body may carry anything). */
function pick(fields: Record<string, unknown>): Record<string, unknown> {
  const { first_name, last_name, email, subject, message } = fields
  return { first_name, last_name, email, subject, message }
}
