import type { Db } from '~/db/client'
import { auditEvents } from '~/db/schema'

export interface AuditEvent {
  actorId: string | null | undefined
  /** `<entity>.<verb>`: user.create, job.status … */
  action: string
  /** The kind of row, when it is not the action's `<entity>` part. */
  entity?: string
  entityId: string
  /** What changed, without secrets (never a password, hash or token). */
  summary?: Record<string, unknown>
}

/** Writes one audit event inside the caller's transaction, so the change and its record commit together. */
export async function recordAudit(tx: Db, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: event.actorId ?? null,
    action: event.action,
    entity: event.entity ?? event.action.slice(0, event.action.indexOf('.')),
    entityId: event.entityId,
    summary: event.summary ?? {},
  })
}

/** The summary of a save that may change a slug: the slug, and the one before when it changed. */
export function slugSummary(previous: string, next: string): Record<string, string> {
  return previous === next ? { slug: next } : { slug: next, previousSlug: previous }
}
