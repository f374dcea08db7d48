import { deleteCookie, getCookie, getRequestHeader, setCookie } from '@tanstack/react-start/server'
import { SESSION_COOKIE_NAMES } from '~/lib/server/page-cache'
import type { Language } from '~/lib/enums'
import { getEnv, isHttpsOrigin } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { EMAIL_MAX_LENGTH, issueFields } from '~/lib/schema'
import { currentClientAddress } from '~/lib/server/client-address'
import { answerPageForm, readPostedForm, textValue, typedBack } from '~/lib/server/page-form'
import { getDb } from '~/lib/server/runtime'
import { createSession, deleteSessionByToken, SESSION_ABSOLUTE_MS, toSessionUser } from '~/lib/server/sessions'
import { type LoginInput, loginSchema, type SessionUser } from './auth.schemas'
import { authenticate } from './auth.server'
import { safeDashboardRedirect } from './auth.rules'

/**
 * The session cookie (decision 003): `__Host-` and Secure when the site is served over https.
 */
function cookieSettings() {
  const secure = isHttpsOrigin(getEnv())
  // The page cache recognises a signed-in request by these names.
  const [plain, hostOnly] = SESSION_COOKIE_NAMES
  return { name: secure ? hostOnly : plain, secure }
}

export function readSessionToken(): string | undefined {
  return getCookie(cookieSettings().name)
}

export function writeSessionCookie(token: string) {
  const { name, secure } = cookieSettings()
  setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  })
}

export function clearSessionCookie() {
  const { name, secure } = cookieSettings()
  deleteCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: '/' })
}

/** Signs in and sets a fresh session cookie; shared by the login server function and the no-script form post. */
export async function signIn(input: LoginInput & { email: string }): Promise<SessionUser> {
  const db = await getDb()
  const ip = currentClientAddress()
  const user = await authenticate(db, { email: input.email, password: input.password, ip }, { perIp: getEnv().LOGIN_LIMIT_PER_IP })
  // A fresh token at every login; any cookie the browser held before is dropped.
  await deleteSessionByToken(db, readSessionToken())
  const { token } = await createSession(db, user.id, { ip, userAgent: getRequestHeader('user-agent'), previousLoginAt: user.lastLoginAt })
  writeSessionCookie(token)
  return toSessionUser(user, user.lastLoginAt)
}

/**
 * POST /{lang}/login from the form before (or without) its scripts (src/lib/server/page-form.ts):
 * signs in and redirects to the dashboard, or renders the login page again with the failure
 * and the e-mail typed (never the password).
 */
export async function handleLoginPost(request: Request, lang: Language, render: () => unknown): Promise<Response> {
  const form = await readPostedForm(request)
  const redirectTo = safeDashboardRedirect(textValue(form, 'redirect'), lang)
  // Only the e-mail is typed back, bounded as the schema bounds it.
  const values = { email: typedBack(textValue(form, 'email'), EMAIL_MAX_LENGTH) }
  return answerPageForm(
    lang,
    render,
    async () => {
      const parsed = loginSchema.safeParse({ email: textValue(form, 'email'), password: textValue(form, 'password') })
      if (!parsed.success) return { ok: false, error: new AppError('invalid', { fields: issueFields(parsed.error) }), values }
      try {
        await signIn(parsed.data)
        return { ok: true, location: redirectTo }
      } catch (error) {
        if (error instanceof AppError) return { ok: false, error, values }
        throw error
      }
    },
    values,
  )
}
