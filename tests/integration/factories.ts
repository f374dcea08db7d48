import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { sessions, type User, users } from '~/db/schema'
import type { UserRole } from '~/lib/enums'
import { hashPassword } from '~/lib/server/password'
import { createSession, hashToken, SESSION_IDLE_MS } from '~/lib/server/sessions'
import { uniqueEmail } from './setup-db'

/**
 * Test data builders over the real database. Each returns what a test needs to act as that
 * record (a user's password, a session's cookie token). Later slices add theirs here (jobs,
 * applications, contents …) in the same shape: `createTestX(db, overrides)`.
 */

export const TEST_PASSWORD = 'a long enough password'

let testPasswordHash: Promise<string> | undefined

export interface TestUser extends User {
  password: string
}

export async function createTestUser(
  db: Db,
  overrides: { role?: UserRole; isActive?: boolean; email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  const role = overrides.role ?? 'editor'
  const password = overrides.password ?? TEST_PASSWORD
  const passwordHash = password === TEST_PASSWORD ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(password)
  const [user] = await db
    .insert(users)
    .values({
      email: overrides.email ?? uniqueEmail(role),
      name: overrides.name ?? `Test ${role} ${randomUUID().slice(0, 4)}`,
      role,
      passwordHash,
      isActive: overrides.isActive ?? true,
    })
    .returning()
  return { ...user!, password }
}

export type TestSessionState = 'live' | 'idle' | 'expired'

/** A session of `userId` and its cookie token; `idle` and `expired` sessions are past their limits. */
export async function createTestSession(db: Db, userId: string, state: TestSessionState = 'live'): Promise<string> {
  const { token } = await createSession(db, userId, { ip: '10.0.0.1', userAgent: 'vitest' })
  if (state === 'idle')
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.id, hashToken(token)))
  if (state === 'expired')
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(token)))
  return token
}

export const sessionCount = async (db: Db, userId: string) => (await db.select().from(sessions).where(eq(sessions.userId, userId))).length
