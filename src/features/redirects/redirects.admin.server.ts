import { and, asc, desc, eq, ilike } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { redirects, users } from '~/db/schema'
import enRedirectAdmin from '~/i18n/locales/en/redirectAdmin.json'
import trRedirectAdmin from '~/i18n/locales/tr/redirectAdmin.json'
import type { Language } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import type { Page } from '~/lib/list-search'
import { recordAudit } from '~/lib/server/audit'
import { isUniqueViolation } from '~/lib/server/db-errors'
import { readPage } from '~/lib/server/list-page'
import { writePublic } from '~/lib/server/publish-status'
import { isSitePage, lockRedirects, retargetRedirects } from '~/lib/server/redirects'
import { requestContext } from '~/lib/server/request-context'
import { foldedPattern } from '~/lib/server/text-search'
import type { Actor } from '~/lib/session'
import { sitePathOf } from '~/lib/site-path'
import type { CreateRedirectInput, RedirectListItem } from './redirects.schemas'
import { type RedirectListSearch, REDIRECTS_PAGE_SIZE } from './redirects.search'

/** Newest first (docs/product.md §19), searched in both paths. */
export async function listRedirects(db: Db, search: RedirectListSearch, limit = REDIRECTS_PAGE_SIZE): Promise<Page<RedirectListItem>> {
  const where = and(
    search.q ? ilike(redirects.searchText, foldedPattern(search.q)) : undefined,
    search.origin ? eq(redirects.origin, search.origin) : undefined,
  )
  return readPage(
    db,
    { page: search.page, limit, table: redirects, where, order: [desc(redirects.createdAt), asc(redirects.id)] },
    (page) =>
      db
        .select({
          id: redirects.id,
          fromPath: redirects.fromPath,
          toPath: redirects.toPath,
          origin: redirects.origin,
          entity: redirects.entity,
          entityId: redirects.entityId,
          createdAt: redirects.createdAt,
          createdBy: users.name,
        })
        .from(redirects)
        .leftJoin(users, eq(users.id, redirects.createdBy))
        .where(page.where)
        .orderBy(...page.order),
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  )
}

const messages = { tr: trRedirectAdmin.validation, en: enRedirectAdmin.validation } satisfies Record<Language, unknown>

/** A refusal of the form, in the admin's language (the dashboard shows the server's field messages as they come). */
const fieldError = (code: 'invalid' | 'conflict', field: keyof CreateRedirectInput, key: 'same' | 'loop' | 'exists' | 'livePage') =>
  new AppError(code, { fields: { [field]: messages[requestContext().lang ?? 'tr'][key] } })

/**
 * An admin's redirect (decision 055), in one transaction with its audit event, under the redirects'
 * lock: refused from a page of the site (`livePage`), from a path that already redirects
 * (`exists`), or when its target leads back to it (`loop`). A target that redirects is followed
 * (the chain collapsed), and the redirects that led to the new source lead to its target.
 */
export async function createRedirect(db: Db, input: CreateRedirectInput, { id: actorId }: Actor): Promise<RedirectListItem> {
  const from = sitePathOf(input.fromPath)
  const to = sitePathOf(input.toPath)
  if (from === to) throw fieldError('invalid', 'toPath', 'same')
  return writePublic(db, async (tx) => {
    await lockRedirects(tx)
    if (await isSitePage(tx, from)) throw fieldError('invalid', 'fromPath', 'livePage')
    const [next] = await tx.select({ toPath: redirects.toPath }).from(redirects).where(eq(redirects.fromPath, to))
    const target = next?.toPath ?? to
    if (target === from) throw fieldError('invalid', 'toPath', 'loop')
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: from, toPath: target, origin: 'manual', createdBy: actorId })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldError('conflict', 'fromPath', 'exists')
        throw error
      })
    if (!row) throw new Error('redirect insert returned no row')
    await recordAudit(tx, { actorId, action: 'redirect.create', entityId: row.id, summary: { from, to: target, origin: 'manual' } })
    await retargetRedirects(tx, from, target, actorId)
    const [creator] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actorId))
    return {
      id: row.id,
      fromPath: row.fromPath,
      toPath: row.toPath,
      origin: row.origin,
      entity: row.entity,
      entityId: row.entityId,
      createdAt: row.createdAt.toISOString(),
      createdBy: creator?.name ?? null,
    }
  })
}

/** Removes a redirect (automatic or manual): its old path answers 404 again. */
export async function deleteRedirect(db: Db, { id }: { id: string }, { id: actorId }: Actor): Promise<{ fromPath: string }> {
  return writePublic(db, async (tx) => {
    await lockRedirects(tx)
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning()
    if (!row) throw new AppError('not_found')
    await recordAudit(tx, {
      actorId,
      action: 'redirect.delete',
      entityId: id,
      summary: { from: row.fromPath, to: row.toPath, origin: row.origin },
    })
    return { fromPath: row.fromPath }
  })
}
