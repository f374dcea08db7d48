import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contactMessageChanges, contactMessages } from '~/db/schema'
import type { ContactStatus } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import type { Page } from '~/lib/list-search'
import { recordAudit } from '~/lib/server/audit'
import type { InboxListItem, InboxMessage } from './contact.schemas'
import { INBOX_PAGE_SIZE, type InboxSearch } from './contact.search'
import type { Actor } from '~/lib/session'
import { setRowStatus } from '~/lib/server/row-status'
import { keptUntilChangeOf } from '~/lib/server/change-generation'
import { readPage } from '~/lib/server/list-page'
import { foldedPattern } from '~/lib/server/text-search'

const PREVIEW_LENGTH = 140

/**
 * The inbox's counts, kept until the contact messages change (decision 053): a search for a
 * common surname counted 5,000 of 50,000 messages in 5 ms of the database's time, on every page.
 */
const keptInboxCount = keptUntilChangeOf<number>(contactMessageChanges, 1000)

function listWhere(search: InboxSearch): SQL | undefined {
  return and(
    search.status ? eq(contactMessages.status, search.status) : undefined,
    search.subject ? eq(contactMessages.subject, search.subject) : undefined,
    search.q ? ilike(contactMessages.searchText, foldedPattern(search.q)) : undefined,
  )
}

/** Newest first, 20 a page. */
export async function listContactMessages(db: Db, search: InboxSearch, limit = INBOX_PAGE_SIZE): Promise<Page<InboxListItem>> {
  return readPage(
    db,
    {
      page: search.page,
      limit,
      table: contactMessages,
      where: listWhere(search),
      order: [desc(contactMessages.createdAt), desc(contactMessages.id)],
      keepCount: (counting) => keptInboxCount(db, JSON.stringify({ ...search, page: undefined }), counting),
    },
    (page) =>
      db
        .select({
          id: contactMessages.id,
          firstName: contactMessages.firstName,
          lastName: contactMessages.lastName,
          email: contactMessages.email,
          subject: contactMessages.subject,
          status: contactMessages.status,
          preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})`,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(page.where)
        .orderBy(...page.order),
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  )
}

/** One message with every field; null when unknown. */
export async function getContactMessage(db: Db, { id }: { id: string }): Promise<InboxMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
  if (!row) return null
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subject: row.subject,
    status: row.status,
    message: row.message,
    language: row.language,
    consentAt: row.consentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** new → read → archived and back (any status to any other); each change is audited {from, to}. */
export const setContactMessageStatus = async (db: Db, input: { id: string; status: ContactStatus }, actor: Actor) => ({
  status: (await setRowStatus(db, 'contact', input, actor)).status,
})

/** Deletes the message for good; the audit event keeps only its id and subject. */
export async function deleteContactMessage(db: Db, { id }: { id: string }, { id: actorId }: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ subject: contactMessages.subject })
    if (!deleted) throw new AppError('not_found')
    await recordAudit(tx, { actorId, action: 'contact.delete', entityId: id, summary: { subject: deleted.subject } })
  })
}
