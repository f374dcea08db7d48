import { isNotFound, isRedirect } from '@tanstack/react-router'
import { createMiddleware } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { type FailureBody, isFailure, RequestError, type Success } from './errors'
import { toFailure } from './server/function-failure'
import { LANGUAGE_HEADER } from './server/request-context'

const isSuccess = (value: unknown): value is Success<unknown> =>
  typeof value === 'object' && value !== null && (value as Success<unknown>).success === true && 'data' in value

/**
 * Every server function answers in the docs/product.md §7.2 envelope with a real HTTP status: the server
 * part wraps a return value as `{ success: true, data }` and turns a throw into
 * `{ success: false, error }`; the client part unwraps it again, so callers get the data or a
 * thrown RequestError carrying the code and the per-field messages. See decision 005.
 */
export const envelopeMiddleware = createMiddleware({ type: 'function' })
  .client(async ({ next }) => {
    const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang
    let result: Awaited<ReturnType<typeof next>>
    try {
      result = await next(lang ? { headers: { [LANGUAGE_HEADER]: lang } } : undefined)
    } catch (error) {
      // A refusal of the request middleware (src/start.ts: a wrong origin, a body too large) is an
      // envelope Start did not serialize: Start throws its `error` member as it is.
      if (isFailure({ success: false, error })) throw new RequestError(error as FailureBody)
      throw error
    }
    // `result` is on the chain's value at run time, though not in the middleware types.
    const body = (result as typeof result & { result: unknown }).result
    if (isFailure(body)) throw new RequestError(body.error)
    if (isSuccess(body)) return { ...result, result: body.data }
    return result
  })
  .server(async ({ next, serverFnMeta }) => {
    // No Cache-Control here: a server-function reply gets `no-store` at the edge (isNoStorePath),
    // and a page whose loader called a function keeps the page's own policy, so public pages
    // that read through functions can still be shared by the page cache (decision 011).
    try {
      const result = await next()
      return { ...result, result: { success: true, data: (result as typeof result & { result: unknown }).result } }
    } catch (error) {
      if (isRedirect(error) || isNotFound(error)) throw error
      const { status, failure } = toFailure(error, serverFnMeta?.name)
      setResponseStatus(status)
      if (failure.error.retryAfterSeconds) setResponseHeader('Retry-After', String(failure.error.retryAfterSeconds))
      // The chain's result is replaced by the envelope; the framework serializes it as usual.
      return { result: failure } as never
    }
  })
