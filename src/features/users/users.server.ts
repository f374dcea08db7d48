import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { auditEvents, type User, users } from '~/db/schema'
import { deleteUserSessions, findUserByEmail, generatePassword, hashPassword } from '~/features/auth/auth.server'
import type { UserRole } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import type { UserListItem } from './users.schemas'

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

function toListItem(user: User): UserListItem {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  }
}

export async function listUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db.select().from(users).orderBy(asc(sql`lower(${users.name})`), asc(users.email))
  return rows.map(toListItem)
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users)
  return row?.n ?? 0
}

/** Creates a user; without a password a strong one is generated and returned once. */
export async function createUser(
  db: Db,
  input: { name: string; email: string; role: UserRole; password?: string },
  actorId?: string,
): Promise<{ user: UserListItem; generatedPassword?: string }> {
  const email = input.email.trim().toLowerCase()
  if (await findUserByEmail(db, email)) throw new AppError('conflict')
  const generatedPassword = input.password ? undefined : generatePassword()
  const passwordHash = await hashPassword(input.password || generatedPassword!)
  const [user] = await db
    .insert(users)
    .values({ email, name: input.name.trim(), role: input.role, passwordHash })
    .returning()
    .catch((error: unknown) => {
      // A concurrent create of the same e-mail loses on the unique index.
      if (isUniqueViolation(error)) throw new AppError('conflict')
      throw error
    })
  if (!user) throw new Error('user insert returned no row')
  await db.insert(auditEvents).values({
    actorId,
    action: 'user.create',
    entity: 'user',
    entityId: user.id,
    summary: { email, role: input.role },
  })
  return { user: toListItem(user), generatedPassword }
}

async function activeAdminsExcept(db: Db, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, id)))
  return row?.n ?? 0
}

/** Deactivating ends every session of the user at once. */
export async function setUserActive(db: Db, id: string, active: boolean, actorId: string): Promise<UserListItem> {
  const [target] = await db.select().from(users).where(eq(users.id, id))
  if (!target) throw new AppError('not_found')
  if (!active) {
    if (id === actorId) throw new AppError('conflict')
    if (target.role === 'admin' && (await activeAdminsExcept(db, id)) === 0) throw new AppError('conflict')
  }
  const [updated] = await db.update(users).set({ isActive: active }).where(eq(users.id, id)).returning()
  if (!active) await deleteUserSessions(db, id)
  await db.insert(auditEvents).values({
    actorId,
    action: active ? 'user.activate' : 'user.deactivate',
    entity: 'user',
    entityId: id,
    summary: { email: target.email },
  })
  return toListItem(updated!)
}

/** A new generated password, returned once; the user's sessions end. */
export async function resetUserPassword(db: Db, id: string, actorId: string): Promise<{ password: string }> {
  const [target] = await db.select().from(users).where(eq(users.id, id))
  if (!target) throw new AppError('not_found')
  const password = generatePassword()
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, id))
  await deleteUserSessions(db, id)
  await db.insert(auditEvents).values({
    actorId,
    action: 'user.reset_password',
    entity: 'user',
    entityId: id,
    summary: { email: target.email },
  })
  return { password }
}

/**
 * On an empty users table, creates the first admin. Returns the generated password when none
 * was configured, so the caller can print it once.
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: { email: string; password?: string },
): Promise<{ created: false } | { created: true; email: string; generatedPassword?: string }> {
  if ((await countUsers(db)) > 0) return { created: false }
  const { user, generatedPassword } = await createUser(db, {
    name: 'Administrator',
    email: opts.email,
    role: 'admin',
    password: opts.password,
  })
  return { created: true, email: user.email, generatedPassword }
}
