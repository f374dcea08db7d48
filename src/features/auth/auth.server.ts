import { createHash, randomBytes, randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { eq, lt, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { sessions, type User, users } from '~/db/schema'
import { clearRateLimit, hitRateLimit } from '~/lib/server/rate-limit'
import type { LoginResult, SessionUser } from './auth.schemas'

export const SESSION_IDLE_MS = 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
/** Default of LOGIN_LIMIT_PER_IP: sign-in attempts from one address per window. */
export const LOGIN_LIMIT_PER_IP = 30
export const LOGIN_FAILURES_PER_ACCOUNT = 8

// argon2id is @node-rs/argon2's default algorithm; parameters are OWASP's second recommendation.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
}

let dummyHash: Promise<string> | undefined
/** Spends the same time on an unknown e-mail as on a wrong password. */
function burnVerify(password: string) {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash.then((h) => verifyPassword(h, password))
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
/** 20 characters from a 56-symbol alphabet: about 116 bits. */
export function generatePassword(length = 20): string {
  let out = ''
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]
  return out
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function toSessionUser(user: User, previousLoginAt: Date | null): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    previousLoginAt: previousLoginAt?.toISOString() ?? null,
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  return user
}

export async function createSession(
  db: Db,
  userId: string,
  meta: { ip?: string; userAgent?: string; previousLoginAt?: Date | null },
) {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    previousLoginAt: meta.previousLoginAt ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512),
  })
  return { token, expiresAt: new Date(now + SESSION_ABSOLUTE_MS) }
}

/** The active user behind a cookie token, or null when the session is unknown, idle or expired. */
export async function resolveSession(
  db: Db,
  token: string | undefined,
): Promise<{ user: User; sessionId: string; previousLoginAt: Date | null } | null> {
  if (!token || token.length > 128) return null
  const id = hashToken(token)
  const [row] = await db
    .select({ session: sessions, user: users })
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
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, id))
  }
  return { user: row.user, sessionId: id, previousLoginAt: row.session.previousLoginAt }
}

export async function deleteSessionByToken(db: Db, token: string | undefined) {
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)))
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

export async function purgeExpiredSessions(db: Db) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS))))
}

/**
 * Checks credentials under two limits: attempts per IP, and attempts per account (a success
 * clears the account's counter). Every failure answers the same, whatever went wrong.
 */
export async function authenticate(
  db: Db,
  input: { email: string; password: string; ip?: string },
  limits: { perIp: number } = { perIp: LOGIN_LIMIT_PER_IP },
): Promise<{ result: LoginResult; user?: User }> {
  const email = input.email.trim().toLowerCase()
  const accountKey = `login:account:${email}`
  const ipLimit = await hitRateLimit(db, `login:ip:${input.ip ?? 'unknown'}`, limits.perIp, LOGIN_WINDOW_MS)
  if (!ipLimit.allowed) return { result: { ok: false, error: 'rate_limited', retryAfterSeconds: ipLimit.retryAfterSeconds } }
  // Counted before the password is checked, so parallel guesses cannot overrun the limit.
  const account = await hitRateLimit(db, accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS)
  if (!account.allowed) return { result: { ok: false, error: 'rate_limited', retryAfterSeconds: account.retryAfterSeconds } }

  const user = await findUserByEmail(db, email)
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await burnVerify(input.password)
  if (!user || !valid || !user.isActive) {
    return { result: { ok: false, error: 'invalid_credentials' } }
  }
  await clearRateLimit(db, accountKey)
  // `user` keeps the previous last_login_at: the session created from it shows that one.
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id))
  return { result: { ok: true, user: toSessionUser(user, user.lastLoginAt) }, user }
}
