import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { getEnv, isHttpsOrigin } from '~/lib/env'
import { SESSION_ABSOLUTE_MS } from '~/lib/server/sessions'

/** `__Host-` and Secure when the site is served over https (DESIGN §7). */
function cookieSettings() {
  const secure = isHttpsOrigin(getEnv())
  return { name: secure ? '__Host-hoi_session' : 'hoi_session', secure }
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
