import { and, eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { auditEvents, sessions, users } from '~/db/schema'
import { authenticate, createSession } from '~/features/auth/auth.server'
import { createUser, ensureFirstAdmin, listUsers, resetUserPassword, setUserActive } from '~/features/users/users.server'
import type { UserRole } from '~/lib/enums'
import { AppError } from '~/lib/errors'
import { describeWithDatabases, uniqueEmail, uniqueIp } from './setup-db'

const PASSWORD = 'a long enough password'

const login = (db: Db, email: string, password: string) => authenticate(db, { email, password, ip: uniqueIp() })

function newUser(db: Db, role: UserRole = 'editor', password = PASSWORD) {
  return createUser(db, { name: `Test ${role}`, email: uniqueEmail(role), role, password }).then((r) => r.user)
}

const sessionCount = async (db: Db, userId: string) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describeWithDatabases('users.server', (t) => {
  it('creates a user with the given password, who can then log in', async () => {
    const email = uniqueEmail('Given')
    const input = { name: ' Ayşe Test ', email, role: 'recruiter', password: PASSWORD } as const
    const { user, generatedPassword } = await createUser(t.db, input)

    expect(generatedPassword).toBeUndefined()
    expect(user).toMatchObject({ email: email.toLowerCase(), name: 'Ayşe Test', role: 'recruiter', isActive: true })
    expect((await login(t.db, email, PASSWORD)).result.ok).toBe(true)
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id))
    expect(audit.map((a) => a.action)).toEqual(['user.create'])
  })

  it('answers conflict to the loser of two simultaneous creates of one e-mail', async () => {
    const email = uniqueEmail('race')
    const results = await Promise.allSettled([0, 1].map(() => createUser(t.db, { name: 'Race', email, role: 'editor', password: PASSWORD })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(rejected.reason).toBeInstanceOf(AppError)
    expect(rejected.reason.code).toBe('conflict')
  })

  it('generates a strong password when none is given, and that password works', async () => {
    const email = uniqueEmail('generated')
    const { generatedPassword } = await createUser(t.db, { name: 'Generated', email, role: 'editor' })

    expect(generatedPassword?.length).toBeGreaterThanOrEqual(20)
    expect((await login(t.db, email, generatedPassword!)).result.ok).toBe(true)
  })

  it('refuses an e-mail that exists in another case', async () => {
    const email = uniqueEmail('dup')
    await createUser(t.db, { name: 'First', email, role: 'editor', password: PASSWORD })

    const duplicate = createUser(t.db, { name: 'Second', email: email.toUpperCase(), role: 'admin', password: PASSWORD })

    await expect(duplicate).rejects.toBeInstanceOf(AppError)
    await expect(duplicate).rejects.toMatchObject({ code: 'conflict' })
  })

  it('deactivating a user ends their sessions, stops their logins and is audited', async () => {
    const admin = await newUser(t.db, 'admin')
    const editor = await newUser(t.db, 'editor')
    await createSession(t.db, editor.id, {})
    await createSession(t.db, editor.id, {})

    const updated = await setUserActive(t.db, editor.id, false, admin.id)

    expect(updated.isActive).toBe(false)
    expect(await sessionCount(t.db, editor.id)).toBe(0)
    expect((await login(t.db, editor.email, PASSWORD)).result).toEqual({ ok: false, error: 'invalid_credentials' })
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, editor.id), eq(auditEvents.action, 'user.deactivate')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorId: admin.id, entity: 'user', summary: { email: editor.email } })

    await setUserActive(t.db, editor.id, true, admin.id)
    expect((await login(t.db, editor.email, PASSWORD)).result.ok).toBe(true)
  })

  it('does not let a user deactivate themselves', async () => {
    const admin = await newUser(t.db, 'admin')
    await newUser(t.db, 'admin')

    await expect(setUserActive(t.db, admin.id, false, admin.id)).rejects.toMatchObject({ code: 'conflict' })
    const [stored] = await t.db.select().from(users).where(eq(users.id, admin.id))
    expect(stored!.isActive).toBe(true)
  })

  it('keeps at least one active admin', async () => {
    // Precondition: no other active admin in this shared database.
    await t.db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'))
    const lastAdmin = await newUser(t.db, 'admin')
    const actor = await newUser(t.db, 'editor')

    await expect(setUserActive(t.db, lastAdmin.id, false, actor.id)).rejects.toMatchObject({ code: 'conflict' })
    const [stored] = await t.db.select().from(users).where(eq(users.id, lastAdmin.id))
    expect(stored!.isActive).toBe(true)

    const secondAdmin = await newUser(t.db, 'admin')
    expect((await setUserActive(t.db, lastAdmin.id, false, secondAdmin.id)).isActive).toBe(false)
  })

  it('resetting a password returns a new one that works, retires the old one and ends sessions', async () => {
    const admin = await newUser(t.db, 'admin')
    const editor = await newUser(t.db, 'editor')
    await createSession(t.db, editor.id, {})

    const { password } = await resetUserPassword(t.db, editor.id, admin.id)

    expect(password.length).toBeGreaterThanOrEqual(20)
    expect(await sessionCount(t.db, editor.id)).toBe(0)
    expect((await login(t.db, editor.email, PASSWORD)).result).toEqual({ ok: false, error: 'invalid_credentials' })
    expect((await login(t.db, editor.email, password)).result.ok).toBe(true)
  })

  it('answers not_found for an unknown user id', async () => {
    const admin = await newUser(t.db, 'admin')
    const unknown = crypto.randomUUID()
    await expect(setUserActive(t.db, unknown, false, admin.id)).rejects.toMatchObject({ code: 'not_found' })
    await expect(resetUserPassword(t.db, unknown, admin.id)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('lists users with ISO date strings', async () => {
    const user = await newUser(t.db, 'recruiter')
    await login(t.db, user.email, PASSWORD)

    const listed = await listUsers(t.db)

    const item = listed.find((u) => u.id === user.id)
    expect(item).toMatchObject({ email: user.email, role: 'recruiter', isActive: true })
    expect(item!.createdAt).toMatch(isoDate)
    expect(item!.lastLoginAt).toMatch(isoDate)
    for (const u of listed) {
      expect(u.createdAt).toMatch(isoDate)
      if (u.lastLoginAt !== null) expect(u.lastLoginAt).toMatch(isoDate)
      expect(u).not.toHaveProperty('passwordHash')
    }
  })
})

describeWithDatabases('ensureFirstAdmin', (t) => {
  beforeEach(async () => {
    await t.db.delete(auditEvents)
    await t.db.delete(users)
  })

  it('creates an admin on an empty table and returns the generated password once', async () => {
    const first = await ensureFirstAdmin(t.db, { email: 'Admin@Test.example' })

    expect(first).toMatchObject({ created: true, email: 'admin@test.example' })
    const generated = first.created ? first.generatedPassword : undefined
    expect(generated?.length).toBeGreaterThanOrEqual(20)
    const { result } = await login(t.db, 'admin@test.example', generated!)
    expect(result).toMatchObject({ ok: true, user: { role: 'admin' } })

    expect(await ensureFirstAdmin(t.db, { email: 'someone-else@test.example' })).toEqual({ created: false })
    expect(await t.db.select().from(users)).toHaveLength(1)
  })

  it('uses the configured password and returns none', async () => {
    const result = await ensureFirstAdmin(t.db, { email: 'admin@test.example', password: PASSWORD })

    expect(result).toEqual({ created: true, email: 'admin@test.example', generatedPassword: undefined })
    expect((await login(t.db, 'admin@test.example', PASSWORD)).result.ok).toBe(true)
  })

  it('does nothing when any user exists', async () => {
    await newUser(t.db, 'editor')

    expect(await ensureFirstAdmin(t.db, { email: 'admin@test.example', password: PASSWORD })).toEqual({ created: false })
    expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(0)
  })
})
