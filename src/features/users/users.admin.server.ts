import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { type User, userCompanies, users } from '~/db/schema'
import type { UserRole } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import type { Page } from '~/lib/list-search'
import { recordAudit } from '~/lib/server/audit'
import { deleteUserSessions } from '~/lib/server/sessions'
import { isUniqueViolation } from '~/lib/server/db-errors'
import { generatePassword, hashPassword } from '~/lib/server/password'
import type { UserListItem } from './users.schemas'
import { type UserListSearch, USERS_PAGE_SIZE } from './users.search'
import type { Actor } from '~/lib/session'
import { readPage } from '~/lib/server/list-page'
import { likePattern } from '~/lib/server/text-search'

/** The columns the list shows: never the password hash. */
const listColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  companies: sql<
    string[] | null
  >`(select array_agg(${userCompanies.companyKey} order by ${userCompanies.companyKey}) from ${userCompanies} where ${userCompanies.userId} = ${users.id})`,
}

type ListRow = Pick<User, Exclude<keyof typeof listColumns, 'companies'>> & { companies?: string[] | null }

function toListItem(user: ListRow): UserListItem {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    companies: user.companies ?? [],
  }
}

/** Only a recruiter keeps companies (decision 046); for others the choice is dropped. */
const keptCompanies = (role: UserRole, companies: readonly string[] | undefined) =>
  role === 'recruiter' ? [...new Set(companies ?? [])].sort() : []

async function writeCompanies(tx: Db, userId: string, companies: string[]): Promise<void> {
  await tx.delete(userCompanies).where(eq(userCompanies.userId, userId))
  if (companies.length > 0) await tx.insert(userCompanies).values(companies.map((companyKey) => ({ userId, companyKey })))
}

export async function listUsers(db: Db, search: UserListSearch, limit = USERS_PAGE_SIZE): Promise<Page<UserListItem>> {
  const where = and(
    search.q ? or(ilike(users.name, likePattern(search.q)), ilike(users.email, likePattern(search.q))) : undefined,
    search.role ? eq(users.role, search.role) : undefined,
    search.status ? eq(users.isActive, search.status === 'active') : undefined,
  )
  return readPage(
    db,
    { page: search.page, limit, table: users, where, order: [asc(sql`lower(${users.name})`), asc(users.email)] },
    (page) =>
      db
        .select(listColumns)
        .from(users)
        .where(page.where)
        .orderBy(...page.order),
    toListItem,
  )
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users)
  return row?.n ?? 0
}

/** Creates a user; without a password a strong one is generated and returned once. */
export async function createUser(
  db: Db,
  input: { name: string; email: string; role: UserRole; password?: string; companies?: readonly string[] },
  actor?: Actor,
): Promise<{ user: UserListItem; generatedPassword?: string }> {
  const actorId = actor?.id
  const email = input.email.trim().toLowerCase()
  const generatedPassword = input.password ? undefined : generatePassword()
  // Hashing takes a while: outside the transaction, so no lock waits on it.
  const passwordHash = await hashPassword(input.password || generatedPassword!)
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, name: input.name.trim(), role: input.role, passwordHash })
      .returning()
      .catch((error: unknown) => {
        // The unique index on lower(email) decides, also between two concurrent creates.
        if (isUniqueViolation(error)) throw new AppError('email_taken', { fields: { email: 'validation.emailTaken' } })
        throw error
      })
    if (!created) throw new Error('user insert returned no row')
    const companies = keptCompanies(input.role, input.companies)
    await writeCompanies(tx, created.id, companies)
    await recordAudit(tx, {
      actorId,
      action: 'user.create',
      entityId: created.id,
      summary: { email, role: input.role, ...(companies.length > 0 ? { companies } : {}) },
    })
    return { ...created, companies }
  })
  return { user: toListItem(user), generatedPassword }
}

/**
 * Locks the active admins (in id order, so concurrent callers queue in the same order) and the
 * target row, then checks the rules against what is committed: the actor must still be an active
 * admin, nobody deactivates themselves, and one active admin always remains.
 */
async function lockForAdminChange(tx: Db, targetId: string, actorId: string) {
  const activeAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update')
  if (!activeAdmins.some((admin) => admin.id === actorId)) throw new AppError('forbidden')
  const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update')
  if (!target) throw new AppError('not_found')
  return { target, otherActiveAdmins: activeAdmins.filter((admin) => admin.id !== targetId).length }
}

/** Deactivating ends every session of the user at once. */
export async function setUserActive(
  db: Db,
  { id, active }: { id: string; active: boolean },
  { id: actorId }: Actor,
): Promise<UserListItem> {
  return db.transaction(async (tx) => {
    const { target, otherActiveAdmins } = await lockForAdminChange(tx, id, actorId)
    if (target.isActive === active) return toListItem(target)
    if (!active) {
      if (id === actorId) throw new AppError('self_deactivation')
      if (target.role === 'admin' && otherActiveAdmins === 0) throw new AppError('last_admin')
    }
    const [updated] = await tx.update(users).set({ isActive: active }).where(eq(users.id, id)).returning()
    if (!active) await deleteUserSessions(tx, id)
    await recordAudit(tx, { actorId, action: active ? 'user.activate' : 'user.deactivate', entityId: id, summary: { email: target.email } })
    return toListItem(updated!)
  })
}

/**
 * Limits a recruiter to `companies` (none: every company), in one transaction with its audit event
 * `{ from, to }` (decision 046). The scope is read with the session at every call, so it applies to
 * the user's next request without ending their sessions. Only recruiters are limited (400 otherwise).
 */
export async function setUserCompanies(
  db: Db,
  { id, companies }: { id: string; companies: readonly string[] },
  { id: actorId }: Actor,
): Promise<UserListItem> {
  return db.transaction(async (tx) => {
    const { target } = await lockForAdminChange(tx, id, actorId)
    if (target.role !== 'recruiter') throw new AppError('invalid', { fields: { companies: 'validation.invalidValue' } })
    const before = await tx
      .select({ key: userCompanies.companyKey })
      .from(userCompanies)
      .where(eq(userCompanies.userId, id))
      .orderBy(asc(userCompanies.companyKey))
    const from = before.map((row) => row.key)
    const to = keptCompanies(target.role, companies)
    if (from.join() !== to.join()) {
      await writeCompanies(tx, id, to)
      await recordAudit(tx, { actorId, action: 'user.companies', entityId: id, summary: { email: target.email, from, to } })
    }
    return toListItem({ ...target, companies: to })
  })
}

/** A new generated password, returned once; the user's sessions end. */
export async function resetUserPassword(db: Db, { id }: { id: string }, { id: actorId }: Actor): Promise<{ password: string }> {
  const password = generatePassword()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const { target } = await lockForAdminChange(tx, id, actorId)
    await tx.update(users).set({ passwordHash }).where(eq(users.id, id))
    await deleteUserSessions(tx, id)
    await recordAudit(tx, { actorId, action: 'user.reset_password', entityId: id, summary: { email: target.email } })
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
