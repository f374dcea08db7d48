import { DEFAULT_BODY_LIMIT, routePolicy } from './route-policy'

/**
 * Request-body limits, enforced by the request middleware (src/start.ts) before the framework
 * reads a byte: Nitro's server has no limit of its own. How much each route takes is in the
 * route-policy table (route-policy.ts, decision 022).
 */

/** Server functions, JSON and page form posts. */
export { DEFAULT_BODY_LIMIT }

/**
 * After a refusal (413 and any other reply that leaves the body unread), what the client still
 * sends is read and dropped, up to this many bytes, while the connection lingers (LINGER_MS), so
 * that no unread data sits on the socket when it closes: the kernel would answer it with a reset
 * and the client could lose the reply. Nothing of it is buffered or parsed. Past it, the
 * connection is cut.
 */
export const DISCARD_LIMIT = 8 * 1024 * 1024

/**
 * The largest body a request may carry: a POST gets its route's `bodyLimit` (an upload route
 * names one in route-policy.ts), every other request DEFAULT_BODY_LIMIT.
 */
export function bodyLimitFor(method: string, pathname: string): number {
  return method.toUpperCase() === 'POST' ? routePolicy(pathname).bodyLimit : DEFAULT_BODY_LIMIT
}

/** The declared Content-Length, undefined when absent; NaN when it is not a plain number. */
export function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('content-length')
  if (header === null) return undefined
  return /^\s*\d{1,16}\s*$/.test(header) ? Number(header) : Number.NaN
}

/** True when the request says it carries a body (a length above zero, or chunked). */
export function hasBody(request: Request): boolean {
  const length = declaredLength(request)
  if (length !== undefined) return length !== 0
  return request.headers.has('transfer-encoding')
}

/** A body read past its limit. `status` makes Start answer with it rather than log and 500. */
export class BodyTooLargeError extends Error {
  readonly status = 413
  constructor(readonly limit: number) {
    super('payload_too_large')
    this.name = 'BodyTooLargeError'
  }
}

/** A body that is not what its content type says (bad JSON, bad form data, bad seroval). */
export class MalformedBodyError extends Error {
  readonly status = 400
  constructor(readonly reason: string) {
    super('bad_request')
    this.name = 'MalformedBodyError'
  }
}

export interface BodyGuard {
  readonly limit: number
  /** Bytes read from the client so far. */
  readonly bytesRead: number
  /** Set once the body went past the limit: the reply must be 413. */
  readonly exceeded: boolean
  /** Set when parsing failed: a short reason (`json`, `form`, `seroval` …); the reply must be 400. */
  readonly malformed?: string
  /** Set once anything started reading the body. */
  readonly touched: boolean
}

export interface GuardOptions {
  /** Checks a parsed JSON body further; returns a reason when it must be refused. */
  validateJson?: (value: unknown) => string | undefined
}

const BODY_READERS = ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'] as const

/** The Node request under a Nitro (srvx) request, when the server runs on Node. */
type NodeIncoming = import('node:http').IncomingMessage
function nodeIncoming(request: Request): NodeIncoming | undefined {
  const req = (request as Request & { runtime?: { node?: { req?: unknown } } }).runtime?.node?.req
  return req && typeof (req as NodeIncoming).on === 'function' && typeof (req as NodeIncoming).resume === 'function'
    ? (req as NodeIncoming)
    : undefined
}

const discarding = new WeakSet<NodeIncoming>()

/** How long a connection stays open after a refusal, for the client to finish sending. */
export const LINGER_MS = 2000

/**
 * Reads and drops what is left of a refused body, up to DISCARD_LIMIT bytes, then cuts the
 * connection if the client is still sending. Returns false when that is not possible (not on
 * Node, or the declared length is already beyond the allowance): the reply should then close
 * the connection instead.
 *
 * Node answers a request whose body has not fully arrived with `Connection: close` and destroys
 * the socket as soon as the reply is written; what the client sends after that is answered with
 * a reset, which can make the client drop the reply it has not read yet. So the close lingers, as
 * in nginx: our side is shut (FIN) at once, the socket itself is destroyed once the body has
 * arrived, or after LINGER_MS, or past DISCARD_LIMIT.
 */
export function discardRequestBody(request: Request, alreadyRead = 0): boolean {
  const req = nodeIncoming(request)
  if (!req) return false
  const declared = declaredLength(request)
  if (declared !== undefined && declared - alreadyRead > DISCARD_LIMIT) return false
  if (req.readableEnded || discarding.has(req)) return true
  discarding.add(req)
  let discarded = 0
  req.removeAllListeners('data')
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.byteLength
    if (discarded > DISCARD_LIMIT) req.socket?.destroy()
  })
  req.on('error', () => undefined)
  req.resume()
  lingerOnClose(req)
  return true
}

function lingerOnClose(req: NodeIncoming) {
  const socket = req.socket as (NodeIncoming['socket'] & { destroySoon?: () => void }) | null
  if (!socket || typeof socket.destroySoon !== 'function') return
  socket.destroySoon = function lingeringDestroySoon(this: typeof socket) {
    const destroy = () => {
      clearTimeout(timer)
      this.destroy()
    }
    const timer = setTimeout(destroy, LINGER_MS)
    timer.unref()
    if (this.writable) this.end()
    if (req.complete || req.readableEnded) {
      // Everything has arrived: nothing unread is left to provoke a reset.
      if (this.writableFinished) destroy()
      else this.once('finish', destroy)
      return
    }
    req.once('end', () => (this.writableFinished ? destroy() : this.once('finish', destroy)))
    this.once('close', () => clearTimeout(timer))
  }
}

/**
 * Puts a byte-counting limit on a request's body, in place.
 *
 * In Start 1.169 the handlers read the request object the server received (the server-function
 * handler and the route handlers close over it; a Request passed to `next()` is not used), so the
 * limit is installed on that object: its `body` and body-reading methods are replaced by versions
 * that read through a counting stream. Past the limit the stream errors, so the reader (JSON,
 * form data) fails without having buffered more than the limit, and the rest of the body is
 * thrown away as it arrives (DISCARD_LIMIT), never handed to the application.
 */
export function guardRequestBody(request: Request, limit: number, options: GuardOptions = {}): BodyGuard {
  const state: GuardState = { limit, bytesRead: 0, exceeded: false, touched: false }
  const prototype = Object.getPrototypeOf(request) as object
  const node = nodeIncoming(request)
  let limited: Response | undefined
  let native: Request | undefined

  const counted = (): Response => {
    if (!limited) {
      state.touched = true
      let body: ReadableStream<Uint8Array> | null
      if (node) {
        body = nodeBodyStream(request, node, state)
      } else {
        const source = Reflect.get(prototype, 'body', request) as ReadableStream<Uint8Array> | null
        body = source ? countingStream(source, state) : null
      }
      limited = new Response(body, {
        headers: { 'content-type': request.headers.get('content-type') ?? 'application/octet-stream' },
      })
    }
    return limited
  }
  const read = async <T>(reader: (response: Response) => Promise<T>, malformed?: string): Promise<T> => {
    try {
      return await reader(counted())
    } catch (error) {
      if (state.exceeded) throw new BodyTooLargeError(limit)
      if (malformed) {
        state.malformed ??= malformed
        throw new MalformedBodyError(malformed)
      }
      throw error
    }
  }

  const readers: Record<(typeof BODY_READERS)[number], () => Promise<unknown>> = {
    arrayBuffer: () => read((r) => r.arrayBuffer()),
    blob: () => read((r) => r.blob()),
    bytes: () => read((r) => r.bytes()),
    text: () => read((r) => r.text()),
    formData: () => read((r) => r.formData(), 'form'),
    json: async () => {
      const text = await read((r) => r.text())
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch {
        state.malformed ??= 'json'
        throw new MalformedBodyError('json')
      }
      const problem = options.validateJson?.(value)
      if (problem) {
        state.malformed ??= problem
        throw new MalformedBodyError(problem)
      }
      return value
    },
  }

  const define = (name: string, descriptor: PropertyDescriptor) =>
    Object.defineProperty(request, name, { configurable: true, enumerable: false, ...descriptor })
  for (const name of BODY_READERS) define(name, { value: readers[name] })
  define('body', { get: () => counted().body })
  define('bodyUsed', { get: () => limited?.bodyUsed ?? false })
  // srvx builds a native Request from `_request` for clone() and `new Request(request)`.
  if ('_request' in request) {
    define('_request', {
      get: () =>
        (native ??= new Request(request.url, {
          method: request.method,
          headers: request.headers,
          signal: request.signal,
          body: counted().body,
          // @ts-expect-error Node's fetch needs duplex for a streamed request body.
          duplex: 'half',
        })),
    })
  }
  return state
}

interface GuardState {
  limit: number
  bytesRead: number
  exceeded: boolean
  malformed?: string
  touched: boolean
}

/** The body straight from Node's request, counted; past the limit the rest is discarded. */
function nodeBodyStream(request: Request, req: NodeIncoming, state: GuardState): ReadableStream<Uint8Array> {
  let done = false
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (req.readableEnded) {
          done = true
          controller.close()
          return
        }
        const onData = (chunk: Buffer) => {
          state.bytesRead += chunk.byteLength
          if (state.bytesRead > state.limit) {
            state.exceeded = true
            done = true
            req.off('data', onData)
            controller.error(new BodyTooLargeError(state.limit))
            discardRequestBody(request, state.bytesRead)
            return
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
          if ((controller.desiredSize ?? 0) <= 0) req.pause()
        }
        req.on('data', onData)
        req.once('end', () => {
          if (done) return
          done = true
          controller.close()
        })
        req.once('error', (error) => {
          if (done) return
          done = true
          controller.error(error)
        })
      },
      pull() {
        if (!done) req.resume()
      },
      cancel() {
        // The reader gave up: the rest is dropped, so that the connection stays usable.
        done = true
        discardRequestBody(request, state.bytesRead)
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  )
}

/** The counting stream over a web body (outside Node, and in unit tests). */
function countingStream(source: ReadableStream<Uint8Array>, state: GuardState): ReadableStream<Uint8Array> {
  const reader = source.getReader()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await reader.read()
        if (chunk.done) {
          controller.close()
          return
        }
        state.bytesRead += chunk.value.byteLength
        if (state.bytesRead > state.limit) {
          state.exceeded = true
          controller.error(new BodyTooLargeError(state.limit))
          void reader.cancel().catch(() => undefined)
          return
        }
        controller.enqueue(chunk.value)
      },
      cancel(reason) {
        return reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
}
