import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '~/db/client'
import { entityVersions, users } from '~/db/schema'
import type { PublishKind } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { type Page, pagination as paginationOf } from '~/lib/list-search'
import type { RestoreVersionInput } from '~/lib/entity-versions'
import { validate } from '~/lib/validate'
import type { VersionItem, VersionPair, VersionSnapshot } from '~/lib/version-diff'
import type { Actor } from '../session'
import { recordAudit } from './audit'
import { publishEntities, writePublic, writePublishStatus } from './publish-status'

/**
 * Versions of jobs, articles and documents (decision 056, docs/product.md §20): every save that
 * changes an entry's editable values keeps its new state, numbered per entry. The features' saves
 * call `recordVersion` inside their transaction, after the write, with the entry's values as the
 * edit form holds them (`VersionSnapshot`).
 */

/** A page of the history list. */
export const VERSIONS_PAGE_SIZE = 20

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields whose values differ between two snapshots, in the order of `next`. */
export function changedFields(previous: VersionSnapshot | undefined, next: VersionSnapshot): string[] {
  if (!previous) return []
  const names = new Set([...Object.keys(next), ...Object.keys(previous)])
  return [...names].filter((name) => !sameValue(previous[name], next[name]))
}

async function latest(tx: Db, kind: PublishKind, entityId: string) {
  const [row] = await tx
    .select({ number: entityVersions.number, snapshot: entityVersions.snapshot })
    .from(entityVersions)
    .where(and(eq(entityVersions.kind, kind), eq(entityVersions.entityId, entityId)))
    .orderBy(desc(entityVersions.number))
    .limit(1)
  return row
}

/**
 * Inside the save's transaction (the entry's row already written and locked): keeps `snapshot` as
 * the entry's next version, unless it equals the last one. `before`, the state the save started
 * from, becomes version 1 when the entry has none yet (an entry saved before versions existed),
 * so its first change can be compared and undone. Returns the new number, or null when nothing
 * changed.
 */
export async function recordVersion(
  tx: Db,
  kind: PublishKind,
  entityId: string,
  snapshot: VersionSnapshot,
  authorId: string | null,
  { before, restoredFrom }: { before?: VersionSnapshot; restoredFrom?: number } = {},
): Promise<number | null> {
  let last = await latest(tx, kind, entityId)
  if (!last && before && changedFields(before, snapshot).length > 0) {
    await tx.insert(entityVersions).values({ kind, entityId, number: 1, snapshot: before, authorId: null })
    last = { number: 1, snapshot: before }
  }
  // Field by field: a stored snapshot (jsonb) comes back with its keys in another order.
  if (last && changedFields(last.snapshot, snapshot).length === 0 && restoredFrom === undefined) return null
  const number = (last?.number ?? 0) + 1
  await tx.insert(entityVersions).values({
    kind,
    entityId,
    number,
    snapshot,
    changed: changedFields(last?.snapshot, snapshot),
    authorId,
    restoredFrom: restoredFrom ?? null,
  })
  return number
}

/** An entry's versions, newest first, a page at a time: who, when, what changed. */
export async function listVersions(db: Db, kind: PublishKind, entityId: string, page = 1): Promise<Page<VersionItem>> {
  const where = and(eq(entityVersions.kind, kind), eq(entityVersions.entityId, entityId))
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(entityVersions)
    .where(where)
  const last = Math.max(1, Math.ceil(total / VERSIONS_PAGE_SIZE))
  const pagination = paginationOf(Math.min(page, last), VERSIONS_PAGE_SIZE, total)
  const rows = await db
    .select({
      number: entityVersions.number,
      createdAt: entityVersions.createdAt,
      changed: entityVersions.changed,
      restoredFrom: entityVersions.restoredFrom,
      authorName: users.name,
    })
    .from(entityVersions)
    .leftJoin(users, eq(users.id, entityVersions.authorId))
    .where(where)
    .orderBy(desc(entityVersions.number))
    .limit(VERSIONS_PAGE_SIZE)
    .offset((pagination.page - 1) * VERSIONS_PAGE_SIZE)
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    pagination,
  }
}

/** Version `number` of an entry and the one before it (null for the first); 404 when there is no such version. */
export async function versionPair(db: Db, kind: PublishKind, entityId: string, number: number): Promise<VersionPair> {
  const rows = await db
    .select({ number: entityVersions.number, snapshot: entityVersions.snapshot })
    .from(entityVersions)
    .where(
      and(
        eq(entityVersions.kind, kind),
        eq(entityVersions.entityId, entityId),
        sql`${entityVersions.number} in (${number}, ${number - 1})`,
      ),
    )
  const version = rows.find((row) => row.number === number)
  if (!version) throw new AppError('not_found')
  const previous = rows.find((row) => row.number === number - 1)
  return { number, snapshot: version.snapshot, previous: previous?.snapshot ?? null }
}

/** The snapshot of version `number`, for a restore; 404 when there is none. */
export async function versionSnapshot(db: Db, kind: PublishKind, entityId: string, number: number): Promise<VersionSnapshot> {
  return (await versionPair(db, kind, entityId, number)).snapshot
}

/**
 * Brings version `number` back (decision 056): in one transaction, `apply` saves the version's
 * values through the feature's own save (so slugs, redirects, search and the translation status
 * follow, and a new version is kept, marked restored from `number`), then the entry becomes a
 * draft or goes live as asked (a step the lifecycle refuses answers 409), and the restore is
 * audited as `<kind>.restore`. The public pages' cache is emptied after the commit.
 */
export async function restoreVersion(
  db: Db,
  kind: PublishKind,
  input: RestoreVersionInput,
  actor: Actor,
  apply: (tx: Db, snapshot: VersionSnapshot) => Promise<unknown>,
): Promise<{ id: string }> {
  await writePublic(db, async (tx) => {
    const snapshot = await versionSnapshot(tx, kind, input.id, input.number)
    await apply(tx, snapshot)
    const { table } = publishEntities[kind]
    const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, input.id))
    const to = input.as === 'live' ? 'active' : 'draft'
    if (row && row.status !== to) await writePublishStatus(tx, kind, input.id, to, actor)
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${kind}.restore`,
      entity: kind,
      entityId: input.id,
      summary: { number: input.number, as: input.as },
    })
  })
  return { id: input.id }
}

/**
 * A version's values with `extra` (the entry's id, what a version does not keep), read by the
 * feature's edit schema: a version saved under older rules that no longer pass answers 400 with
 * the fields, as an edit would.
 */
export function versionInput<S extends z.ZodType>(
  schema: S,
  snapshot: Record<string, unknown>,
  extra: Record<string, unknown>,
): z.output<S> {
  // The stored values were an edit's output; the schema checks them again whatever their type says.
  return validate(schema)({ ...snapshot, ...extra } as z.input<S>)
}
