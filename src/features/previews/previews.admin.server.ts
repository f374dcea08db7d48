import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contents, corporateEntries, jobs, previewLinks, users } from '~/db/schema'
import type { PreviewKind } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { requireJobInScope } from '~/lib/server/company-scope'
import { hashPreviewToken, newPreviewToken } from '~/lib/server/preview-links'
import type { ScopedActor } from '~/lib/session'
import type {
  CreatedPreviewLink,
  CreatePreviewLinkInput,
  PreviewEntityInput,
  PreviewLinkItem,
  RevokePreviewLinkInput,
} from './previews.schemas'

/*
 * The share-preview links of the dashboard (decision 057, docs/product.md §21): an entry's active
 * links, a new one (its token shown once), a revocation. Each write is one transaction with its
 * audit event, recorded on the entry (`content` or `job`) so that the entry's history shows it.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The most links the dialog lists for one entry. */
const LISTED_LINKS = 50

/** An unknown entry answers 404; a job of another company 403 (decision 046). */
async function requireEntry(db: Db, kind: PreviewKind, entityId: string, actor: ScopedActor) {
  const table = kind === 'content' ? contents : kind === 'corporate' ? corporateEntries : jobs
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, entityId))
  if (!row) throw new AppError('not_found')
  if (kind === 'job') await requireJobInScope(db, actor, entityId)
}

const item = (row: { id: string; expiresAt: Date; createdAt: Date; createdBy: string | null }): PreviewLinkItem => ({
  id: row.id,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
})

/** The links of one kind's operations: `(db, input, actor)` each, for the area's guarded builders. */
export function previewLinkOperations(kind: PreviewKind) {
  /** The link's event on its entry: the entry's history and the recruiters' audit scope see it; never the token. */
  const audit = (tx: Db, verb: 'share' | 'revoke', entityId: string, actor: ScopedActor, summary: Record<string, unknown>) =>
    recordAudit(tx, { actorId: actor.id, action: `preview.${verb}`, entity: kind, entityId, summary })

  /** The entry's links that still open it (not revoked, not expired), newest first. */
  async function list(db: Db, { entityId }: PreviewEntityInput, actor: ScopedActor, now = new Date()): Promise<PreviewLinkItem[]> {
    await requireEntry(db, kind, entityId, actor)
    const rows = await db
      .select({ id: previewLinks.id, expiresAt: previewLinks.expiresAt, createdAt: previewLinks.createdAt, createdBy: users.name })
      .from(previewLinks)
      .leftJoin(users, eq(users.id, previewLinks.createdBy))
      .where(
        and(
          eq(previewLinks.kind, kind),
          eq(previewLinks.entityId, entityId),
          isNull(previewLinks.revokedAt),
          gt(previewLinks.expiresAt, now),
        ),
      )
      .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id))
      .limit(LISTED_LINKS)
    return rows.map(item)
  }

  /** A new link living `days` days; its token is returned this once and only its hash is kept. */
  async function create(db: Db, input: CreatePreviewLinkInput, actor: ScopedActor, now = new Date()): Promise<CreatedPreviewLink> {
    await requireEntry(db, kind, input.entityId, actor)
    const token = newPreviewToken()
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(previewLinks)
        .values({
          kind,
          entityId: input.entityId,
          tokenHash: hashPreviewToken(token),
          expiresAt: new Date(now.getTime() + input.days * DAY_MS),
          createdBy: actor.id,
        })
        .returning()
      if (!row) throw new Error('preview link insert returned no row')
      await audit(tx, 'share', input.entityId, actor, { linkId: row.id, expiresAt: row.expiresAt.toISOString() })
      const [creator] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.id))
      return { link: item({ ...row, createdBy: creator?.name ?? null }), token }
    })
  }

  /** Revokes an active link of the entry (404 for one that is not, or no longer, active). */
  async function revoke(db: Db, input: RevokePreviewLinkInput, actor: ScopedActor, now = new Date()): Promise<{ id: string }> {
    await requireEntry(db, kind, input.entityId, actor)
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(previewLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(previewLinks.id, input.id),
            eq(previewLinks.kind, kind),
            eq(previewLinks.entityId, input.entityId),
            isNull(previewLinks.revokedAt),
          ),
        )
        .returning({ id: previewLinks.id })
      if (!row) throw new AppError('not_found')
      await audit(tx, 'revoke', input.entityId, actor, { linkId: row.id })
      return row
    })
  }

  return { list, create, revoke }
}
