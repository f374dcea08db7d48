import { createHash, randomBytes } from 'node:crypto'
import { and, eq, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { sessions, type User, userCompanies, users } from '~/db/schema'
import { companyScope } from '../access'
import type { SessionUser } from '../session'

/**
 * Dashboard sessions (docs/product.md §11): a random 32-byte cookie token of which only the sha256 is
 * stored; 1 h idle and 12 h absolute timeouts. Shared by the auth feature and any feature that
 * ends a user's sessions.
 */
export const SESSION_IDLE_MS = 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function toSessionUser(user: User & { companies?: string[] | null }, previousLoginAt: Date | null): SessionUser {
  return {
    companies: companyScope({ role: user.role, companies: user.companies ?? null }),
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    previousLoginAt: previousLoginAt?.toISOString() ?? null,
  }
}

export async function createSession(db: Db, userId: string, meta: { ip?: string; userAgent?: string; previousLoginAt?: Date | null }) {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    previousLoginAt: meta.previousLoginAt ?? null,
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 512),
  })
  return { token, expiresAt: new Date(now + SESSION_ABSOLUTE_MS) }
}

export interface ResolvedSession {
  /** With the companies an admin limited the user to (null: none chosen; decision 046). */
  user: User & { companies: string[] | null }
  sessionId: string
  previousLoginAt: Date | null
}

/** The active user behind a cookie token, or null when the session is unknown, idle or expired. */
export async function resolveSession(db: Db, token: string | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 128) return null
  const id = hashToken(token)
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      // Read with the session, on the (user, company) primary key: every dashboard call knows its scope.
      companies: sql<
        string[] | null
      >`(select array_agg(${userCompanies.companyKey} order by ${userCompanies.companyKey}) from ${userCompanies} where ${userCompanies.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
  if (!row) return null
  const now = Date.now()
  const idle = now - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS
  if (idle || row.session.expiresAt.getTime() <= now || !row.user.isActive) {
    await db.delete(sessions).where(eq(sessions.id, id))
    return null
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id))
  }
  return { user: { ...row.user, companies: row.companies }, sessionId: id, previousLoginAt: row.session.previousLoginAt }
}

export async function deleteSessionByToken(db: Db, token: string | undefined) {
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)))
}

export async function deleteUserSessions(db: Db, userId: string, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId))
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS))))
}
