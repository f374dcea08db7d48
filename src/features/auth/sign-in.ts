import { getRequestHeader } from '@tanstack/react-start/server'
import type { Language } from '~/lib/enums'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { issueFields } from '~/lib/schema'
import { currentClientAddress } from '~/lib/server/client-address'
import { getLogger } from '~/lib/server/logger'
import { requestContext } from '~/lib/server/request-context'
import { getDb } from '~/lib/server/runtime'
import { createSession, deleteSessionByToken, toSessionUser } from '~/lib/server/sessions'
import { readSessionToken, writeSessionCookie } from './auth.cookies'
import { type LoginInput, loginSchema, type SessionUser } from './auth.schemas'
import { authenticate } from './auth.server'
import { safeDashboardRedirect } from './safe-redirect'

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

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * POST /{lang}/login from the form before (or without) its scripts: signs in and redirects to
 * the dashboard, or redirects back to the login page with the failure's code and field keys
 * (never the password, nor the e-mail) in the query.
 */
export async function handleLoginPost(request: Request, lang: Language): Promise<Response> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new AppError('unsupported_media_type')
  }
  const form = await request.formData().catch(() => {
    throw new AppError('bad_request')
  })
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const redirectTo = safeDashboardRedirect(field('redirect'), lang)
  const back = (params: Record<string, string>) => {
    const query = new URLSearchParams({ ...params, ...(redirectTo === `/${lang}/dashboard` ? {} : { redirect: redirectTo }) })
    return see(`/${lang}/login?${query}`)
  }

  const parsed = loginSchema.safeParse({ email: field('email') ?? '', password: field('password') ?? '' })
  if (!parsed.success) {
    const fields = Object.entries(issueFields(parsed.error)).map(([name, message]) => `${name}:${message}`)
    return back({ error: 'invalid', fields: fields.join(',') })
  }
  try {
    await signIn(parsed.data)
    return see(redirectTo)
  } catch (error) {
    if (error instanceof AppError) {
      return back({ error: error.code, ...(error.retryAfterSeconds ? { retry: String(error.retryAfterSeconds) } : {}) })
    }
    getLogger().error({ err: error, requestId: requestContext().requestId }, 'sign-in form post failed')
    return back({ error: 'internal' })
  }
}
