import { isFailure, RequestError } from './errors'
import { CALL_RETRIES, retryDelay } from './retry-policy'

/*
 * How public pages read the public REST API in the browser (their loaders, on a client
 * navigation; a server render reads the database). Only the pages' lazy `*.page.ts` chunks import
 * this, so no page's first load carries it (decision 013).
 *
 * - Retries (docs/product.md §7.5): no answer, a server fault or 503 is tried again up to three
 *   times, 1 s, 2 s, 4 s apart (retry-policy.ts); a refusal (4xx) is not.
 * - Failures: what is thrown is the decoded `error` of the JSON envelope (a RequestError with the
 *   code, message and field messages), else an Error carrying the response's text.
 * - Persisting (docs/product.md §7.5, decision 032): a successful answer is kept in localStorage,
 *   and when the API stays out of reach an answer younger than five minutes stands in for it.
 *   Only the public read paths below are ever written: never the dashboard's, never personal data.
 */

/** Public read endpoints whose answers may be kept in the browser: published jobs, contents and documents. */
export const PERSISTABLE_PATHS = ['/api/public/jobs', '/api/public/contents', '/api/public/documents', '/api/internal/contents'] as const

export const PERSIST_KEY_PREFIX = 'hoi:public:'
export const PERSIST_MAX_AGE_MS = 5 * 60 * 1000

/** A public read's path and query; never the dashboard's, a file or a form's address. */
export function isPersistable(path: string): boolean {
  const [pathname = ''] = path.split('?')
  return PERSISTABLE_PATHS.some(
    (base) => pathname === base || (pathname.startsWith(`${base}/`) && !/\/(file|applications)$/.test(pathname)),
  )
}

interface Persisted {
  savedAt: number
  data: unknown
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage disabled by the browser's settings.
    return undefined
  }
}

const read = (store: Storage, key: string): Persisted | undefined => {
  try {
    const entry = JSON.parse(store.getItem(key) ?? 'null') as Persisted | null
    return entry && typeof entry.savedAt === 'number' && 'data' in entry ? entry : undefined
  } catch {
    return undefined
  }
}

const fresh = (entry: Persisted | undefined, now: number): entry is Persisted =>
  entry !== undefined && entry.savedAt <= now && now - entry.savedAt < PERSIST_MAX_AGE_MS

/** Keeps a public answer with the time it was fetched; drops kept answers that are too old. Anything else is not written. */
export function persistPublic(path: string, data: unknown, now = Date.now()): void {
  const store = storage()
  if (!store || !isPersistable(path)) return
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PERSIST_KEY_PREFIX) && !fresh(read(store, key), now)) store.removeItem(key)
    store.setItem(`${PERSIST_KEY_PREFIX}${path}`, JSON.stringify({ savedAt: now, data } satisfies Persisted))
  } catch {
    // A full or disabled storage only means nothing is kept.
  }
}

/** A kept public answer younger than five minutes, or undefined (an older one is removed, never restored). */
export function restorePublic<T>(path: string, now = Date.now()): T | undefined {
  const store = storage()
  if (!store || !isPersistable(path)) return undefined
  const key = `${PERSIST_KEY_PREFIX}${path}`
  const entry = read(store, key)
  if (fresh(entry, now)) return entry.data as T
  if (entry) store.removeItem(key)
  return undefined
}

/** The error a failed answer is thrown as: the envelope's decoded `error`, else the response's text. */
export async function failureOf(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '')
  try {
    const body: unknown = JSON.parse(text)
    if (isFailure(body)) return new RequestError(body.error)
  } catch {
    // Not JSON: a proxy's page, a plain-text answer.
  }
  return new Error(text.trim() || `${response.status} ${response.statusText}`.trim())
}

type Attempt<T> = { data: T | null } | { failure: Error; transient: boolean }

async function attempt<T>(path: string): Promise<Attempt<T>> {
  let response: Response
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' } })
  } catch (error) {
    return { failure: error instanceof Error ? error : new Error(String(error)), transient: true }
  }
  if (response.ok) return { data: ((await response.json()) as { data: T }).data }
  if (response.status === 404) return { data: null }
  return { failure: await failureOf(response), transient: response.status >= 500 || response.status === 408 }
}

/**
 * `GET path` of the public API: the envelope's `data`, or null for 404. Retries and persisting as
 * described at the top of this file.
 */
export async function readPublicApi<T>(path: string): Promise<T | null> {
  for (let failures = 0; ; failures++) {
    const result = await attempt<T>(path)
    if ('data' in result) {
      if (result.data !== null) persistPublic(path, result.data)
      return result.data
    }
    if (!result.transient) throw result.failure
    if (failures >= CALL_RETRIES) {
      const kept = restorePublic<T>(path)
      if (kept !== undefined) return kept
      throw result.failure
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)))
  }
}
