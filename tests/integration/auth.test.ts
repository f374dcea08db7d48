import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { auditEvents, sessions, users } from '~/db/schema'
import {
  accountDelayMs,
  authenticate,
  changeOwnPassword,
  LOGIN_FAILURES_PER_SOURCE,
  LOGIN_FREE_FAILURES_PER_ACCOUNT,
  LOGIN_LIMIT_PER_IP,
} from '~/features/auth/auth.server'
import { AppError } from '~/lib/errors'
import { hashPassword, verifyPassword } from '~/lib/server/password'
import { createSession, deleteUserSessions, resolveSession } from '~/lib/server/sessions'
import { createTestSession, createTestUser, sessionCount, TEST_PASSWORD } from './factories'
import { describeWithDatabases, uniqueEmail, uniqueIp } from './setup-db'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** The code an attempt ends with: 'ok' or the AppError code. */
async function attempt(db: Db, email: string, password: string, ip: string, perIp = LOGIN_LIMIT_PER_IP) {
  try {
    await authenticate(db, { email, password, ip }, { perIp })
    return 'ok'
  } catch (error) {
    if (error instanceof AppError) return error.code
    throw error
  }
}

it('hashPassword produces an argon2id hash that verifyPassword checks', async () => {
  const hash = await hashPassword(TEST_PASSWORD)
  expect(hash.startsWith('$argon2id$')).toBe(true)
  expect(await verifyPassword(hash, TEST_PASSWORD)).toBe(true)
  expect(await verifyPassword(hash, `${TEST_PASSWORD}!`)).toBe(false)
  expect(await verifyPassword('not a hash', TEST_PASSWORD)).toBe(false)
})

it('makes unknown addresses wait longer and longer once an account has had its free failures', () => {
  const free = LOGIN_FREE_FAILURES_PER_ACCOUNT
  expect([free - 1, free, free + 1, free + 2, free + 3].map(accountDelayMs)).toEqual([0, 0, 1000, 2000, 4000])
  expect(accountDelayMs(free + 40)).toBe(15 * 60 * 1000)
})

describeWithDatabases('auth.server', (t) => {
  describe('authenticate', () => {
    it('accepts the right credentials, in any e-mail case, and records the login time', async () => {
      const user = await createTestUser(t.db)
      expect(user.lastLoginAt).toBeNull()
      const before = Date.now()

      const signedIn = await authenticate(t.db, { email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD, ip: uniqueIp() })

      expect(signedIn).toMatchObject({ id: user.id, email: user.email, role: 'editor' })
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id))
      expect(stored!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    })

    it('answers a wrong password, an unknown e-mail and an inactive user identically', async () => {
      const user = await createTestUser(t.db)
      const inactive = await createTestUser(t.db, { isActive: false })
      const ip = uniqueIp()

      expect(await attempt(t.db, user.email, 'wrong password', ip)).toBe('invalid_credentials')
      expect(await attempt(t.db, uniqueEmail('nobody'), TEST_PASSWORD, ip)).toBe('invalid_credentials')
      expect(await attempt(t.db, inactive.email, TEST_PASSWORD, ip)).toBe('invalid_credentials')
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id))
      expect(stored!.lastLoginAt).toBeNull()
    })

    it('locks an account only for the address that failed, so the owner still signs in from elsewhere', async () => {
      const admin = await createTestUser(t.db, { role: 'admin' })
      const attacker = uniqueIp()
      for (let i = 0; i < LOGIN_FAILURES_PER_SOURCE; i++) {
        expect(await attempt(t.db, admin.email, `guess ${i}`, attacker)).toBe('invalid_credentials')
      }

      expect(await attempt(t.db, admin.email, TEST_PASSWORD, attacker)).toBe('rate_limited')
      expect(await attempt(t.db, admin.email, TEST_PASSWORD, uniqueIp())).toBe('ok')
    })

    it('holds the per-address limit against parallel guesses', async () => {
      const user = await createTestUser(t.db)
      const ip = uniqueIp()
      const results = await Promise.all(
        Array.from({ length: LOGIN_FAILURES_PER_SOURCE + 5 }, (_, i) => attempt(t.db, user.email, `parallel ${i}`, ip)),
      )
      expect(results.filter((r) => r === 'invalid_credentials')).toHaveLength(LOGIN_FAILURES_PER_SOURCE)
      expect(results.filter((r) => r === 'rate_limited')).toHaveLength(5)
    })

    it('bounds guessing per account: past the free failures, new addresses wait a growing delay; known addresses do not', async () => {
      const user = await createTestUser(t.db)
      const home = uniqueIp()
      expect(await attempt(t.db, user.email, TEST_PASSWORD, home)).toBe('ok')

      // Guesses spread over many addresses, each under its own limit.
      for (let i = 0; i < LOGIN_FREE_FAILURES_PER_ACCOUNT; i++) {
        expect(await attempt(t.db, user.email, `spread ${i}`, uniqueIp())).toBe('invalid_credentials')
      }
      // The next new address gets its one attempt, then the account makes new addresses wait.
      expect(await attempt(t.db, user.email, 'one more', uniqueIp())).toBe('invalid_credentials')
      const parallel = await Promise.all(Array.from({ length: 6 }, (_, i) => attempt(t.db, user.email, `burst ${i}`, uniqueIp())))
      expect(parallel.filter((r) => r === 'invalid_credentials').length).toBeLessThanOrEqual(1)
      expect(parallel.filter((r) => r === 'rate_limited').length).toBeGreaterThanOrEqual(5)
      // Even the right password from a new address waits...
      expect(await attempt(t.db, user.email, TEST_PASSWORD, uniqueIp())).toBe('rate_limited')
      // ...while the owner's known address signs in at once.
      expect(await attempt(t.db, user.email, TEST_PASSWORD, home)).toBe('ok')
    })

    it('counts failures per address across accounts, and successes do not use up the allowance', async () => {
      const user = await createTestUser(t.db)
      const ip = uniqueIp()
      const perIp = 3
      for (let i = 0; i < 6; i++) expect(await attempt(t.db, user.email, TEST_PASSWORD, ip, perIp)).toBe('ok')
      for (let i = 0; i < perIp; i++) expect(await attempt(t.db, uniqueEmail('probe'), 'guess', ip, perIp)).toBe('invalid_credentials')

      expect(await attempt(t.db, user.email, TEST_PASSWORD, ip, perIp)).toBe('rate_limited')
      expect(await attempt(t.db, user.email, TEST_PASSWORD, uniqueIp(), perIp)).toBe('ok')
    })

    it('clears the failures of an account and address after a successful sign-in', async () => {
      const user = await createTestUser(t.db)
      const ip = uniqueIp()
      for (let i = 0; i < LOGIN_FAILURES_PER_SOURCE - 1; i++) await attempt(t.db, user.email, 'wrong', ip)
      expect(await attempt(t.db, user.email, TEST_PASSWORD, ip)).toBe('ok')

      // Were the earlier failures still counted, the second of these would be refused.
      for (let i = 0; i < LOGIN_FAILURES_PER_SOURCE - 1; i++)
        expect(await attempt(t.db, user.email, 'wrong', ip)).toBe('invalid_credentials')
      expect(await attempt(t.db, user.email, TEST_PASSWORD, ip)).toBe('ok')
    })
  })

  describe('changeOwnPassword', () => {
    it('checks the current password, keeps this session, ends the others and audits', async () => {
      const user = await createTestUser(t.db)
      const current = await createSession(t.db, user.id, {})
      const other = await createTestSession(t.db, user.id)
      const session = await resolveSession(t.db, current.token)
      const actor = { userId: user.id, sessionId: session!.sessionId, ip: uniqueIp() }

      await expect(
        changeOwnPassword(t.db, actor, { currentPassword: 'not it', newPassword: 'a brand new password' }),
      ).rejects.toMatchObject({
        code: 'wrong_password',
        fields: { currentPassword: 'validation.wrongPassword' },
      })
      await changeOwnPassword(t.db, actor, { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' })

      expect(await resolveSession(t.db, current.token)).not.toBeNull()
      expect(await resolveSession(t.db, other)).toBeNull()
      expect(await attempt(t.db, user.email, TEST_PASSWORD, uniqueIp())).toBe('invalid_credentials')
      expect(await attempt(t.db, user.email, 'a brand new password', uniqueIp())).toBe('ok')
      const audit = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, 'user.change_password')))
      expect(audit).toHaveLength(1)
      expect(JSON.stringify(audit)).not.toContain('brand new')
    })

    it('limits wrong current passwords', async () => {
      const user = await createTestUser(t.db)
      const actor = { userId: user.id, sessionId: 'none', ip: uniqueIp() }
      for (let i = 0; i < LOGIN_FAILURES_PER_SOURCE; i++) {
        await expect(
          changeOwnPassword(t.db, actor, { currentPassword: `x${i}`, newPassword: 'a brand new password' }),
        ).rejects.toMatchObject({ code: 'wrong_password' })
      }
      await expect(
        changeOwnPassword(t.db, actor, { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' }),
      ).rejects.toMatchObject({ code: 'rate_limited' })
    })
  })

  describe('sessions', () => {
    it('stores only the sha256 of the token and resolves it to the user', async () => {
      const user = await createTestUser(t.db)
      const { token, expiresAt } = await createSession(t.db, user.id, { ip: '10.0.0.1', userAgent: 'vitest' })

      expect(token.length).toBeGreaterThanOrEqual(43)
      expect(expiresAt.getTime()).toBeGreaterThan(Date.now())
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.id).toBe(sha256(token))
      expect(JSON.stringify(rows)).not.toContain(token)

      expect((await resolveSession(t.db, token))?.user.id).toBe(user.id)
      expect(await resolveSession(t.db, `${token}x`)).toBeNull()
      expect(await resolveSession(t.db, undefined)).toBeNull()
    })

    it('ends a session idle for more than an hour or past its absolute expiry', async () => {
      const user = await createTestUser(t.db)
      const idle = await createTestSession(t.db, user.id, 'idle')
      const expired = await createTestSession(t.db, user.id, 'expired')

      expect(await resolveSession(t.db, idle)).toBeNull()
      expect(await resolveSession(t.db, expired)).toBeNull()
      expect(await sessionCount(t.db, user.id)).toBe(0)
    })

    it('deleteUserSessions ends every session of that user and no one else’s', async () => {
      const user = await createTestUser(t.db)
      const other = await createTestUser(t.db)
      const first = await createTestSession(t.db, user.id)
      const second = await createTestSession(t.db, user.id)
      const others = await createTestSession(t.db, other.id)

      await deleteUserSessions(t.db, user.id)

      expect(await resolveSession(t.db, first)).toBeNull()
      expect(await resolveSession(t.db, second)).toBeNull()
      expect((await resolveSession(t.db, others))?.user.id).toBe(other.id)
    })
  })
})
