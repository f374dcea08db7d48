import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { contents, jobs, redirects } from '~/db/schema'
import { type ContentCategory, type Language, languages, type RedirectEntity } from '~/lib/enums'
import { recordAudit } from '~/lib/server/audit'
import { OTHER_ROUTE, routeLabel } from '~/lib/server/route-label'
import { sitePathOf } from '~/lib/site-path'

/*
 * The redirects of old public paths (decision 055, docs/product.md §19). Two rules hold after every
 * write, so that serving a redirect is one look-up and never a chain or a loop:
 * - a redirect's target is never another redirect's source (chains are collapsed when written);
 * - a path an article or a job holds is never a redirect's source (it is live again, or soon).
 * Every write takes one transaction-level lock, so that two writes cannot build a loop between them.
 */

/** Serializes the writes of redirects (inside the caller's transaction). */
export const lockRedirects = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('hoi:redirects'))`)

/** An article's public path in its language (`src/routes/$lang/_site/{values,together,press}/$slug.tsx`). */
export const contentPath = (content: { language: Language; category: ContentCategory; slug: string }) =>
  `/${content.language}/${content.category}/${content.slug}`

/** A job's public paths: one slug, one page per language (`src/routes/$lang/_site/jobs/$slug/index.tsx`). */
export const jobPaths = (slug: string) => languages.map((lang) => `/${lang}/jobs/${slug}`)

/** The path a request for `pathname` (its `URL.pathname`) is redirected to, or undefined: one look-up by the unique index. */
export async function findRedirect(db: Db, pathname: string): Promise<string | undefined> {
  const [row] = await db
    .select({ toPath: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.fromPath, sitePathOf(pathname)))
    .limit(1)
  return row?.toPath
}

export interface PathMove {
  from: string
  to: string
}

/**
 * Inside the transaction that changes the public path of an article or a job (its slug, an
 * article's category): for each move, the redirects that led to the old path lead to the new one
 * (chains collapsed), a redirect from the new path goes (the path is the entity's again: a slug
 * changed back never leaves a loop), and, when the entity was public at the change (`wasPublic`:
 * its old URL answered a page), the old path answers 301 to the new one. Each change of a row has
 * its audit event. A draft's slug change adds no redirect: nobody can have its old URL.
 */
export async function movePublicPaths(
  tx: Db,
  {
    entity,
    entityId,
    moves,
    wasPublic,
    actorId,
  }: { entity: RedirectEntity; entityId: string; moves: PathMove[]; wasPublic: boolean; actorId: string },
): Promise<void> {
  const changed = moves.filter((move) => move.from !== move.to)
  if (changed.length === 0) return
  await lockRedirects(tx)
  for (const { from, to } of changed) {
    await releasePaths(tx, [to], actorId)
    await retargetRedirects(tx, from, to, actorId)
    if (!wasPublic) continue
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: from, toPath: to, origin: 'auto', entity, entityId, createdBy: actorId })
      .onConflictDoUpdate({
        target: redirects.fromPath,
        set: { toPath: to, origin: 'auto', entity, entityId, createdBy: actorId, createdAt: sql`now()` },
      })
      .returning({ id: redirects.id })
    await recordAudit(tx, {
      actorId,
      action: 'redirect.create',
      entityId: row!.id,
      summary: { from, to, origin: 'auto', entity, entityId },
    })
  }
}

/**
 * Inside the transaction that gives an article or a job its paths (a new one): a redirect from one
 * of them goes, since the path belongs to the entity now. `movePublicPaths` does it for a change.
 */
export async function claimPublicPaths(tx: Db, paths: string[], actorId: string): Promise<void> {
  await lockRedirects(tx)
  await releasePaths(tx, paths, actorId)
}

/** Inside a write under the lock: the redirects that led to `from` lead to `to` (a chain collapsed), each audited. */
export async function retargetRedirects(tx: Db, from: string, to: string, actorId: string): Promise<void> {
  const retargeted = await tx
    .update(redirects)
    .set({ toPath: to })
    .where(eq(redirects.toPath, from))
    .returning({ id: redirects.id, fromPath: redirects.fromPath })
  for (const row of retargeted) {
    await recordAudit(tx, { actorId, action: 'redirect.retarget', entityId: row.id, summary: { from: row.fromPath, previousTo: from, to } })
  }
}

async function releasePaths(tx: Db, paths: string[], actorId: string): Promise<void> {
  const released = await tx
    .delete(redirects)
    .where(inArray(redirects.fromPath, paths))
    .returning({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath })
  for (const row of released) {
    await recordAudit(tx, {
      actorId,
      action: 'redirect.delete',
      entityId: row.id,
      summary: { from: row.fromPath, to: row.toPath, reason: 'path_taken' },
    })
  }
}

/** The routes of articles' and jobs' pages: a path of theirs is a page only while an article or a job holds its slug. */
const ENTITY_ROUTES: Record<string, RedirectEntity> = {
  '/$lang/values/$slug': 'content',
  '/$lang/together/$slug': 'content',
  '/$lang/press/$slug': 'content',
  '/$lang/jobs/$slug': 'job',
  '/$lang/jobs/$slug/apply': 'job',
  '/$lang/jobs/$slug/applied': 'job',
}

/**
 * Whether `path` (a site path) is a page of the site, which a manual redirect may not take: any
 * route but an article's or a job's (the corporate pages, the dashboard, private links), or one of
 * theirs whose slug an article or a job holds, in any status (an article page answers for its slug
 * in any language, decision 016). Served only where a page would answer 404, a redirect from a
 * page would do nothing until the page went away, and then surprise.
 */
export async function isSitePage(db: Db, path: string): Promise<boolean> {
  const [, , section, slug] = path.split('/')
  if (section === 'dashboard') return true
  const label = routeLabel(path)
  if (label === OTHER_ROUTE) return false
  const entity = ENTITY_ROUTES[label]
  if (!entity || !slug) return true
  const table = entity === 'content' ? contents : jobs
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1)
  return row !== undefined
}
