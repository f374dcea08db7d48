import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { auditEvents, users } from '~/db/schema'
import { authenticate } from '~/features/auth/auth.server'
import { createUser, ensureFirstAdmin, listUsers, resetUserPassword, setUserActive } from '~/features/users/users.admin.server'
import { AppError } from '~/lib/errors'
import { createTestSession, createTestUser, sessionCount, TEST_PASSWORD } from './factories'
import { describeWithDatabases, uniqueEmail, uniqueIp } from './setup-db'

const signIn = (db: Db, email: string, password: string) =>
  authenticate(db, { email, password, ip: uniqueIp() }).then(
    () => 'ok',
    (error: AppError) => error.code,
  )

const auditOf = (db: Db, entityId: string) => db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId))
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describeWithDatabases('users.admin.server', (t) => {
  describe('createUser', () => {
    it('creates a user with the given password, audited in the same transaction', async () => {
      const admin = await createTestUser(t.db, { role: 'admin' })
      const email = uniqueEmail('Given')
      const { user, generatedPassword } = await createUser(
        t.db,
        { name: ' Ayşe Test ', email, role: 'recruiter', password: TEST_PASSWORD },
        admin,
      )

      expect(generatedPassword).toBeUndefined()
      expect(user).toMatchObject({ email: email.toLowerCase(), name: 'Ayşe Test', role: 'recruiter', isActive: true })
      expect(await signIn(t.db, email, TEST_PASSWORD)).toBe('ok')
      const audit = await auditOf(t.db, user.id)
      expect(audit).toMatchObject([
        { action: 'user.create', actorId: admin.id, entity: 'user', summary: { email: email.toLowerCase(), role: 'recruiter' } },
      ])
    })

    it('generates a strong password when none is given', async () => {
      const { user, generatedPassword } = await createUser(t.db, { name: 'Generated', email: uniqueEmail('gen'), role: 'editor' })
      expect(generatedPassword!.length).toBeGreaterThanOrEqual(20)
      expect(await signIn(t.db, user.email, generatedPassword!)).toBe('ok')
    })

    it('answers email_taken, with the field, for an e-mail that exists in another case — also to the loser of a race', async () => {
      const email = uniqueEmail('dup')
      await createUser(t.db, { name: 'First', email, role: 'editor', password: TEST_PASSWORD })
      await expect(
        createUser(t.db, { name: 'Second', email: email.toUpperCase(), role: 'admin', password: TEST_PASSWORD }),
      ).rejects.toMatchObject({
        code: 'email_taken',
        fields: { email: 'validation.emailTaken' },
      })

      const raced = uniqueEmail('race')
      const results = await Promise.allSettled(
        [0, 1].map(() => createUser(t.db, { name: 'Race', email: raced, role: 'editor', password: TEST_PASSWORD })),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect(rejected.reason).toBeInstanceOf(AppError)
      expect(rejected.reason.code).toBe('email_taken')
      // Nothing half-written: one user, one audit event.
      const rows = await t.db.select().from(users).where(eq(users.email, raced))
      expect(rows).toHaveLength(1)
      expect(await auditOf(t.db, rows[0]!.id)).toHaveLength(1)
    })
  })

  describe('setUserActive', () => {
    it('deactivating a user ends their sessions, stops their sign-ins and is audited', async () => {
      const admin = await createTestUser(t.db, { role: 'admin' })
      const editor = await createTestUser(t.db, { role: 'editor' })
      await createTestSession(t.db, editor.id)
      await createTestSession(t.db, editor.id)

      const updated = await setUserActive(t.db, { id: editor.id, active: false }, admin)

      expect(updated.isActive).toBe(false)
      expect(await sessionCount(t.db, editor.id)).toBe(0)
      expect(await signIn(t.db, editor.email, TEST_PASSWORD)).toBe('invalid_credentials')
      const audit = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, editor.id), eq(auditEvents.action, 'user.deactivate')))
      expect(audit).toMatchObject([{ actorId: admin.id, entity: 'user', summary: { email: editor.email } }])

      await setUserActive(t.db, { id: editor.id, active: true }, admin)
      expect(await signIn(t.db, editor.email, TEST_PASSWORD)).toBe('ok')
      expect((await auditOf(t.db, editor.id)).map((a) => a.action).sort()).toEqual(['user.activate', 'user.deactivate'])
    })

    it('refuses self-deactivation with its own code', async () => {
      const admin = await createTestUser(t.db, { role: 'admin' })
      await createTestUser(t.db, { role: 'admin' })

      await expect(setUserActive(t.db, { id: admin.id, active: false }, admin)).rejects.toMatchObject({ code: 'self_deactivation' })
      const [stored] = await t.db.select().from(users).where(eq(users.id, admin.id))
      expect(stored!.isActive).toBe(true)
    })

    it('refuses an actor who is no longer an active admin', async () => {
      const former = await createTestUser(t.db, { role: 'admin', isActive: false })
      const editor = await createTestUser(t.db, { role: 'editor' })
      await expect(setUserActive(t.db, { id: editor.id, active: false }, former)).rejects.toMatchObject({ code: 'forbidden' })
    })

    it('answers not_found for an unknown user id', async () => {
      const admin = await createTestUser(t.db, { role: 'admin' })
      const unknown = crypto.randomUUID()
      await expect(setUserActive(t.db, { id: unknown, active: false }, admin)).rejects.toMatchObject({ code: 'not_found' })
      await expect(resetUserPassword(t.db, { id: unknown }, admin)).rejects.toMatchObject({ code: 'not_found' })
    })
  })

  it('resetting a password returns a new one that works, retires the old one, ends sessions and is audited', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' })
    const editor = await createTestUser(t.db, { role: 'editor' })
    await createTestSession(t.db, editor.id)

    const { password } = await resetUserPassword(t.db, { id: editor.id }, admin)

    expect(password.length).toBeGreaterThanOrEqual(20)
    expect(await sessionCount(t.db, editor.id)).toBe(0)
    expect(await signIn(t.db, editor.email, TEST_PASSWORD)).toBe('invalid_credentials')
    expect(await signIn(t.db, editor.email, password)).toBe('ok')
    const audit = await auditOf(t.db, editor.id)
    expect(audit.map((a) => a.action)).toContain('user.reset_password')
    expect(JSON.stringify(audit)).not.toContain(password)
  })

  describe('listUsers', () => {
    it('pages, searches name and e-mail (wildcards are letters) and filters by role and status', async () => {
      const tag = crypto.randomUUID().slice(0, 8)
      for (let i = 0; i < 5; i++) await createTestUser(t.db, { role: 'recruiter', name: `Pager ${tag} ${i}` })
      await createTestUser(t.db, { role: 'editor', name: `Pager ${tag} editor`, isActive: false })
      await createTestUser(t.db, { role: 'editor', name: `Percent 100% ${tag}` })

      const first = await listUsers(t.db, { q: `Pager ${tag}`, page: 1 }, 2)
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 6, totalPages: 3 })
      expect(first.items).toHaveLength(2)
      const last = await listUsers(t.db, { q: `pager ${tag}`, page: 3 }, 2)
      expect(last.items).toHaveLength(2)
      expect(new Set([...first.items, ...last.items].map((u) => u.id)).size).toBe(4)

      expect((await listUsers(t.db, { q: tag, role: 'editor' })).items.map((u) => u.name).sort()).toEqual([
        `Pager ${tag} editor`,
        `Percent 100% ${tag}`,
      ])
      expect((await listUsers(t.db, { q: tag, status: 'inactive' })).items.map((u) => u.name)).toEqual([`Pager ${tag} editor`])
      expect((await listUsers(t.db, { q: `100% ${tag}` })).pagination.total).toBe(1)
      expect((await listUsers(t.db, { q: `1_0% ${tag}` })).pagination.total).toBe(0)
      expect((await listUsers(t.db, { q: tag, page: 99 })).items).toEqual([])
    })

    it('lists users with ISO date strings and no secrets', async () => {
      const user = await createTestUser(t.db, { role: 'recruiter' })
      await signIn(t.db, user.email, TEST_PASSWORD)

      const { items } = await listUsers(t.db, { q: user.email })

      expect(items).toHaveLength(1)
      expect(items[0]).toMatchObject({ email: user.email, role: 'recruiter', isActive: true })
      expect(items[0]!.createdAt).toMatch(isoDate)
      expect(items[0]!.lastLoginAt).toMatch(isoDate)
      expect(items[0]).not.toHaveProperty('passwordHash')
    })
  })
})

describeWithDatabases('admins deactivating each other', (t) => {
  beforeEach(async () => {
    await t.db.delete(auditEvents)
    await t.db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'))
  })

  it('keeps at least one active admin, sequentially', async () => {
    const lastAdmin = await createTestUser(t.db, { role: 'admin' })
    const other = await createTestUser(t.db, { role: 'admin', isActive: false })
    await expect(setUserActive(t.db, { id: lastAdmin.id, active: false }, lastAdmin)).rejects.toMatchObject({ code: 'self_deactivation' })
    await expect(setUserActive(t.db, { id: other.id, active: true }, lastAdmin)).resolves.toMatchObject({ isActive: true })
    await expect(setUserActive(t.db, { id: lastAdmin.id, active: false }, other)).resolves.toMatchObject({ isActive: false })
    await expect(setUserActive(t.db, { id: other.id, active: false }, other)).rejects.toMatchObject({ code: 'self_deactivation' })
  })

  it('leaves at least one active admin when two admins deactivate each other at the same moment, 20 times', async () => {
    for (let round = 0; round < 20; round++) {
      await t.db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'))
      const a = await createTestUser(t.db, { role: 'admin' })
      const b = await createTestUser(t.db, { role: 'admin' })

      const results = await Promise.allSettled([
        setUserActive(t.db, { id: b.id, active: false }, a),
        setUserActive(t.db, { id: a.id, active: false }, b),
      ])

      const active = await t.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
      expect(active.length, `round ${round}`).toBe(1)
      expect(
        results.filter((r) => r.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1)
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect(['last_admin', 'forbidden']).toContain((refused.reason as AppError).code)
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
    expect(await signIn(t.db, 'admin@test.example', generated!)).toBe('ok')

    expect(await ensureFirstAdmin(t.db, { email: 'someone-else@test.example' })).toEqual({ created: false })
    expect(await t.db.select().from(users)).toHaveLength(1)
  })

  it('uses the configured password and returns none', async () => {
    const result = await ensureFirstAdmin(t.db, { email: 'admin@test.example', password: TEST_PASSWORD })
    expect(result).toEqual({ created: true, email: 'admin@test.example', generatedPassword: undefined })
    expect(await signIn(t.db, 'admin@test.example', TEST_PASSWORD)).toBe('ok')
  })

  it('does nothing when any user exists', async () => {
    await createTestUser(t.db, { role: 'editor' })
    expect(await ensureFirstAdmin(t.db, { email: 'admin@test.example', password: TEST_PASSWORD })).toEqual({ created: false })
    expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(0)
  })
})
