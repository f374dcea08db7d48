import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { getEnv, isHttpsOrigin } from '~/lib/env'
import { SESSION_COOKIE_NAMES } from '~/lib/server/page-cache'
import { SESSION_ABSOLUTE_MS } from '~/lib/server/sessions'

/** `__Host-` and Secure when the site is served over https (DESIGN §7). */
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
