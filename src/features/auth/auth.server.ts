import { eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { type User, users } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { recordAudit } from '~/lib/server/audit'
import { burnVerify, hashPassword, verifyPassword } from '~/lib/server/password'
import { claimSlot, clearRateLimit, hitRateLimit, rateLimitCount, refundRateLimit, rememberKey } from '~/lib/server/rate-limit'
import { RATE_LIMITS, rateLimitKey } from '~/lib/server/route-policy'
import { setRequestActor } from '~/lib/server/request-context'
import { emailDomain, securityLog } from '~/lib/server/security-log'
import { type AccessArea, canAccess } from '~/lib/access'
import { deleteUserSessions, type ResolvedSession, resolveSession } from '~/lib/server/sessions'

/**
 * The sign-in limits of decision 006. Counted in the database, so every instance shares them.
 * - per address: LOGIN_LIMIT_PER_IP failed attempts per 15 minutes, whatever the account;
 * - per account and address: 5 failures per 15 minutes lock that pair only;
 * - per account overall: 10 failures per hour are free; after that, addresses that never signed
 *   in to the account wait a doubling delay (1 s, 2 s, 4 s … at most 15 minutes) between attempts,
 *   while addresses that did (within 30 days) are held only by their own limits.
 */
export const LOGIN_WINDOW_MS = RATE_LIMITS.login.windowMs
export const LOGIN_LIMIT_PER_IP = 30
export const LOGIN_FAILURES_PER_SOURCE = 5
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60 * 1000
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 10
export const LOGIN_MAX_DELAY_MS = 15 * 60 * 1000
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000

/** The wait an unknown address owes before the attempt after `failures` account-wide failures. */
export function accountDelayMs(failures: number): number {
  const over = failures - LOGIN_FREE_FAILURES_PER_ACCOUNT
  return over <= 0 ? 0 : Math.min(1000 * 2 ** (over - 1), LOGIN_MAX_DELAY_MS)
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  return user
}

/**
 * The check behind every dashboard server function: a live session (else `unauthorized`) whose
 * user's role may use `area` under the access policy (else `forbidden`).
 */
export async function authorize(db: Db, token: string | undefined, area: AccessArea): Promise<ResolvedSession> {
  const session = await resolveSession(db, token)
  if (!session) throw new AppError('unauthorized')
  setRequestActor(session.user.id)
  if (!canAccess(session.user.role, area)) {
    securityLog('access_denied', { userId: session.user.id, reason: area })
    throw new AppError('forbidden', { logged: true })
  }
  return session
}

function refuse(retryAfterSeconds: number, details: { userId?: string; email: string; reason: string }): never {
  securityLog('sign_in_locked', { userId: details.userId, emailDomain: emailDomain(details.email), reason: details.reason })
  throw new AppError('rate_limited', { retryAfterSeconds, logged: true })
}

/**
 * Checks credentials under the limits above and returns the user, or throws `invalid_credentials`
 * (the same for every wrong detail) or `rate_limited` with the wait.
 */
export async function authenticate(
  db: Db,
  input: { email: string; password: string; ip: string },
  limits: { perIp: number } = { perIp: LOGIN_LIMIT_PER_IP },
): Promise<User> {
  const email = input.email.trim().toLowerCase()
  const keys = {
    ip: rateLimitKey('login', input.ip),
    pair: `login:pair:${email}:${input.ip}`,
    account: `login:account:${email}`,
    delay: `login:delay:${email}`,
    known: `login:known:${email}:${input.ip}`,
  }
  // Every limit is counted before the password is checked, so parallel guesses cannot overrun it.
  const perIp = await hitRateLimit(db, keys.ip, limits.perIp, LOGIN_WINDOW_MS)
  if (!perIp.allowed) refuse(perIp.retryAfterSeconds, { email, reason: 'address' })
  const pair = await hitRateLimit(db, keys.pair, LOGIN_FAILURES_PER_SOURCE, LOGIN_WINDOW_MS)
  if (!pair.allowed) refuse(pair.retryAfterSeconds, { email, reason: 'account_address' })
  const account = await hitRateLimit(db, keys.account, Number.MAX_SAFE_INTEGER, LOGIN_ACCOUNT_WINDOW_MS)
  const failuresBefore = account.count - 1
  if (accountDelayMs(failuresBefore) > 0 && (await rateLimitCount(db, keys.known)) === 0) {
    const slot = await claimSlot(db, keys.delay, accountDelayMs(failuresBefore))
    if (!slot.claimed) {
      // A refused attempt is not a guess: it must not lengthen the delay.
      await refundRateLimit(db, keys.account)
      refuse(slot.retryAfterSeconds, { email, reason: 'account_delay' })
    }
  }

  const user = await findUserByEmail(db, email)
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await burnVerify(input.password)
  if (!user || !valid || !user.isActive) {
    securityLog('sign_in_failure', {
      userId: user?.id,
      emailDomain: emailDomain(email),
      reason: !user ? 'unknown_account' : !valid ? 'wrong_password' : 'inactive',
    })
    throw new AppError('invalid_credentials', { logged: true })
  }

  // A success is no failure: it gives back what it counted and makes this address known.
  await Promise.all([
    refundRateLimit(db, keys.ip),
    refundRateLimit(db, keys.account),
    clearRateLimit(db, keys.pair),
    rememberKey(db, keys.known, KNOWN_ADDRESS_MS),
  ])
  // `user` keeps the previous last_login_at: the session created from it shows that one.
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id))
  securityLog('sign_in_success', { userId: user.id })
  return user
}

/**
 * Changes one's own password after checking the current one; every other session of the user
 * ends. Wrong current passwords count like failed sign-ins of that account and address.
 */
export async function changeOwnPassword(
  db: Db,
  actor: { userId: string; sessionId: string; ip: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const pairKey = `password:${actor.userId}:${actor.ip}`
  const attempts = await hitRateLimit(db, pairKey, LOGIN_FAILURES_PER_SOURCE, LOGIN_WINDOW_MS)
  if (!attempts.allowed) throw new AppError('rate_limited', { retryAfterSeconds: attempts.retryAfterSeconds })
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId))
  if (!user) throw new AppError('unauthorized')
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    securityLog('client_error', { userId: user.id, reason: 'wrong_current_password' })
    throw new AppError('wrong_password', { fields: { currentPassword: 'validation.wrongPassword' } })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id))
    await deleteUserSessions(tx, user.id, actor.sessionId)
    await recordAudit(tx, { actorId: user.id, action: 'user.change_password', entityId: user.id })
  })
  await clearRateLimit(db, pairKey)
  securityLog('password_changed', { userId: user.id })
}
