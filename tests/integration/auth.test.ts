import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { sessions, users } from '~/db/schema'
import {
  authenticate,
  createSession,
  deleteUserSessions,
  hashPassword,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_LIMIT_PER_IP,
  resolveSession,
  verifyPassword,
} from '~/features/auth/auth.server'
import { describeWithDatabases, uniqueEmail, uniqueIp } from './setup-db'

const PASSWORD = 'correct horse battery staple'

async function insertUser(db: Db, opts: { isActive?: boolean } = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(),
      name: 'Test User',
      role: 'editor',
      passwordHash: await hashPassword(PASSWORD),
      isActive: opts.isActive ?? true,
    })
    .returning()
  return user!
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

it('hashPassword produces an argon2id hash that verifyPassword checks', async () => {
  const hash = await hashPassword(PASSWORD)
  expect(hash.startsWith('$argon2id$')).toBe(true)
  expect(await verifyPassword(hash, PASSWORD)).toBe(true)
  expect(await verifyPassword(hash, `${PASSWORD}!`)).toBe(false)
  expect(await verifyPassword('not a hash', PASSWORD)).toBe(false)
})

describeWithDatabases('auth.server', (t) => {
  describe('authenticate', () => {
    it('accepts the right credentials, in any e-mail case, and records the login time', async () => {
      const user = await insertUser(t.db)
      expect(user.lastLoginAt).toBeNull()
      const before = Date.now()

      const email = `  ${user.email.toUpperCase()} `
      const { result } = await authenticate(t.db, { email, password: PASSWORD, ip: uniqueIp() })

      expect(result).toMatchObject({ ok: true, user: { id: user.id, email: user.email, role: 'editor' } })
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id))
      expect(stored!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    })

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const user = await insertUser(t.db)
      const ip = uniqueIp()

      const wrongPassword = await authenticate(t.db, { email: user.email, password: 'wrong password', ip })
      const unknownEmail = await authenticate(t.db, { email: uniqueEmail('nobody'), password: PASSWORD, ip })

      expect(wrongPassword).toEqual({ result: { ok: false, error: 'invalid_credentials' } })
      expect(unknownEmail).toEqual({ result: { ok: false, error: 'invalid_credentials' } })
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id))
      expect(stored!.lastLoginAt).toBeNull()
    })

    it('refuses an inactive user with the right password', async () => {
      const user = await insertUser(t.db, { isActive: false })
      const { result } = await authenticate(t.db, { email: user.email, password: PASSWORD, ip: uniqueIp() })
      expect(result).toEqual({ ok: false, error: 'invalid_credentials' })
    })

    it('locks an account after too many failures, even for the right password', async () => {
      const user = await insertUser(t.db)
      // Different addresses: the account limit must hold however the attempts are spread.
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
        const { result } = await authenticate(t.db, { email: user.email, password: `wrong ${i}`, ip: uniqueIp() })
        expect(result).toEqual({ ok: false, error: 'invalid_credentials' })
      }

      const { result } = await authenticate(t.db, { email: user.email, password: PASSWORD, ip: uniqueIp() })

      expect(result).toMatchObject({ ok: false, error: 'rate_limited' })
      expect(result.ok === false && result.error === 'rate_limited' && result.retryAfterSeconds).toBeGreaterThan(0)
      // Other accounts are not affected.
      const other = await insertUser(t.db)
      const otherLogin = await authenticate(t.db, { email: other.email, password: PASSWORD, ip: uniqueIp() })
      expect(otherLogin.result.ok).toBe(true)
    })

    it('holds the account limit against parallel guesses', async () => {
      const user = await insertUser(t.db)
      const guesses = await Promise.all(
        Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT + 4 }, (_, i) =>
          authenticate(t.db, { email: user.email, password: `parallel ${i}`, ip: uniqueIp() }),
        ),
      )
      const checked = guesses.filter((g) => g.result.ok === false && g.result.error === 'invalid_credentials')
      expect(checked).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT)
    })

    it('limits attempts per IP address, whichever accounts they target', async () => {
      const user = await insertUser(t.db)
      const ip = uniqueIp()
      for (let i = 0; i < LOGIN_LIMIT_PER_IP; i++) {
        const { result } = await authenticate(t.db, { email: uniqueEmail('probe'), password: 'guess', ip })
        expect(result).toEqual({ ok: false, error: 'invalid_credentials' })
      }

      const { result } = await authenticate(t.db, { email: user.email, password: PASSWORD, ip })

      expect(result).toMatchObject({ ok: false, error: 'rate_limited' })
      expect(result.ok === false && result.error === 'rate_limited' && result.retryAfterSeconds).toBeGreaterThan(0)
      const { result: elsewhere } = await authenticate(t.db, { email: user.email, password: PASSWORD, ip: uniqueIp() })
      expect(elsewhere.ok).toBe(true)
    })

    it('clears the failure count of an account after a successful login', async () => {
      const user = await insertUser(t.db)
      const fail = () => authenticate(t.db, { email: user.email, password: 'wrong', ip: uniqueIp() })
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) await fail()
      expect((await authenticate(t.db, { email: user.email, password: PASSWORD, ip: uniqueIp() })).result.ok).toBe(true)

      // Were the earlier failures still counted, the second of these would lock the account.
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
        expect((await fail()).result).toEqual({ ok: false, error: 'invalid_credentials' })
      }
      expect((await authenticate(t.db, { email: user.email, password: PASSWORD, ip: uniqueIp() })).result.ok).toBe(true)
    })
  })

  describe('sessions', () => {
    it('stores only the sha256 of the token and resolves it to the user', async () => {
      const user = await insertUser(t.db)
      const { token, expiresAt } = await createSession(t.db, user.id, { ip: '10.0.0.1', userAgent: 'vitest' })

      expect(token.length).toBeGreaterThanOrEqual(43)
      expect(expiresAt.getTime()).toBeGreaterThan(Date.now())
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.id).toBe(sha256(token))
      expect(JSON.stringify(rows)).not.toContain(token)

      const resolved = await resolveSession(t.db, token)
      expect(resolved?.user.id).toBe(user.id)
      expect(await resolveSession(t.db, `${token}x`)).toBeNull()
      expect(await resolveSession(t.db, undefined)).toBeNull()
    })

    it('ends a session idle for more than an hour', async () => {
      const user = await insertUser(t.db)
      const { token } = await createSession(t.db, user.id, {})
      await t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 61 * 60 * 1000) })
        .where(eq(sessions.id, sha256(token)))

      expect(await resolveSession(t.db, token)).toBeNull()
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0)
    })

    it('ends a session past its absolute expiry', async () => {
      const user = await insertUser(t.db)
      const { token } = await createSession(t.db, user.id, {})
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, sha256(token)))

      expect(await resolveSession(t.db, token)).toBeNull()
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0)
    })

    it('deleteUserSessions ends every session of that user and no one else’s', async () => {
      const user = await insertUser(t.db)
      const other = await insertUser(t.db)
      const first = await createSession(t.db, user.id, {})
      const second = await createSession(t.db, user.id, {})
      const others = await createSession(t.db, other.id, {})

      await deleteUserSessions(t.db, user.id)

      expect(await resolveSession(t.db, first.token)).toBeNull()
      expect(await resolveSession(t.db, second.token)).toBeNull()
      expect((await resolveSession(t.db, others.token))?.user.id).toBe(other.id)
    })
  })
})
