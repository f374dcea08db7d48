/**
 * Helpers for the HTTP-edge journeys (http-edge.spec.ts, fuzz.spec.ts): the server-function calls
 * the pages make, a raw HTTP/1.1 client for requests a normal client refuses to send, and the
 * patterns of internal text no reply may contain.
 */
import { createHash } from 'node:crypto'
import net from 'node:net'
import zlib from 'node:zlib'
import { expect, type Page, type Request } from '@playwright/test'
import { createUserWithKeyboard, E2E_PORT, newUser, submitLoginForm, visit } from './fixtures.ts'

/** A server-function call as the browser made it: replayable with other bodies and headers. */
export interface RecordedCall {
  method: string
  url: string
  path: string
  headers: Record<string, string>
  body: string
}

async function recordCall(request: Request): Promise<RecordedCall> {
  const all = await request.allHeaders()
  const headers = Object.fromEntries(
    Object.entries(all).filter(
      ([name]) => name === 'content-type' || name === 'accept' || name.startsWith('x-tsr') || name.startsWith('x-hoi'),
    ),
  )
  const url = new URL(request.url())
  return { method: request.method(), url: request.url(), path: url.pathname, headers, body: request.postData() ?? '' }
}

/** The first call to a server function with `method` (a GET one carries its input in the URL) the page makes while `action` runs. */
export async function captureServerFnCall(page: Page, action: () => Promise<void>, method: 'GET' | 'POST' = 'POST'): Promise<RecordedCall> {
  let call: Request | undefined
  const listener = (request: Request) => {
    if (request.method() === method && new URL(request.url()).pathname.startsWith('/_serverFn/')) call ??= request
  }
  page.on('request', listener)
  try {
    await action()
    await expect.poll(() => call !== undefined, { message: `a server-function ${method}` }).toBe(true)
  } finally {
    page.off('request', listener)
  }
  return recordCall(call!)
}

/**
 * The login server function, found by submitting the login form with an unknown account of its
 * own: replays of the call count as failures for that address only, never for an account other
 * journeys sign in with (eight failures lock an address).
 */
export async function captureLoginCall(page: Page): Promise<RecordedCall> {
  await visit(page, '/en/login')
  const email = `edge-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@e2e.test`
  return captureServerFnCall(page, () => submitLoginForm(page, 'en', email, 'not-a-real-password-1'))
}

/** The user-create server function, found by creating a user on the Users page (signed in as admin). */
export async function captureCreateUserCall(page: Page): Promise<RecordedCall> {
  await visit(page, '/en/dashboard/users')
  return captureServerFnCall(page, () => createUserWithKeyboard(page, 'en', newUser('editor', 'edge')))
}

export interface RawReply {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * Sends bytes as they are, over a fresh connection, and reads the reply until the server closes
 * it. For requests Playwright's and Node's clients refuse to build: control characters, bad
 * methods, a forged Host header, chunked bodies.
 */
export function rawRequest(head: string | Buffer, body: Buffer[] = [], timeoutMs = 15_000): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: E2E_PORT })
    const received: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no reply within ${timeoutMs} ms to ${JSON.stringify(head.toString('latin1').slice(0, 600))}`))
    }, timeoutMs)
    const finish = (error?: Error) => {
      clearTimeout(timer)
      const data = Buffer.concat(received)
      if (data.length === 0) {
        reject(
          error ??
            new Error(`the server closed the connection without a reply to ${JSON.stringify(head.toString('latin1').slice(0, 600))}`),
        )
        return
      }
      try {
        resolve(parseReply(data))
      } catch (parseError) {
        reject(parseError as Error)
      }
    }
    socket.on('data', (chunk) => received.push(chunk))
    // A reply can arrive before the server stops reading (413): a write error after it is expected.
    socket.on('error', () => undefined)
    socket.on('close', () => finish())
    socket.on('connect', () => {
      socket.write(head)
      if (body.length === 0) return
      // Give the server a moment to refuse the head (Node answers a bad request line or header
      // with 400 and closes): a body sent into a closed socket makes the kernel reset the
      // connection, and the 400 would be lost.
      setTimeout(() => {
        for (const part of body) {
          if (socket.destroyed || received.length > 0) break
          socket.write(part)
        }
      }, 15)
    })
  })
}

function parseReply(data: Buffer): RawReply {
  // Interim replies (100 Continue) come before the real one.
  while (/^HTTP\/1\.[01] 1\d\d /.test(data.subarray(0, 16).toString('latin1')) && data.indexOf('\r\n\r\n') !== -1) {
    data = data.subarray(data.indexOf('\r\n\r\n') + 4)
  }
  const end = data.indexOf('\r\n\r\n')
  const headText = data.subarray(0, end === -1 ? data.length : end).toString('latin1')
  const [statusLine = '', ...lines] = headText.split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
  if (!Number.isInteger(status)) throw new Error(`not an HTTP reply: ${JSON.stringify(headText.slice(0, 120))}`)
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase()
      headers[name] = headers[name] ? `${headers[name]}, ${line.slice(colon + 1).trim()}` : line.slice(colon + 1).trim()
    }
  }
  let body = end === -1 ? Buffer.alloc(0) : data.subarray(end + 4)
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body)
  if (headers['content-encoding'] === 'gzip' && body.length > 0) body = zlib.gunzipSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH })
  else if (headers['content-encoding'] === 'br' && body.length > 0) body = zlib.brotliDecompressSync(body)
  return { status, headers, body: body.toString('utf8') }
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset)
    if (lineEnd === -1) break
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** A request head for rawRequest: the request line, then the headers, `Connection: close` added. */
export function requestHead(method: string, target: string, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`]
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()))
  if (!names.has('host')) lines.push(`Host: 127.0.0.1:${E2E_PORT}`)
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (!names.has('connection')) lines.push('Connection: close')
  return `${lines.join('\r\n')}\r\n\r\n`
}

/**
 * Text that would mean internals leaked into a reply: driver and SQL errors, validation dumps,
 * password hashes, file paths and stack traces (docs/product.md §11: no internal text reaches a client).
 */
export const INTERNAL_TEXT: readonly RegExp[] = [
  /Failed query/,
  /\bparams: /,
  // A stack frame's file and line; quotes and tags never occur inside one (keeps page markup out).
  /\bat [^\n"'<>]*\.(?:m?js|ts):\d+/,
  /ZodError/,
  /SELECT /,
  /insert into/i,
  /\$argon2/,
  /node_modules/,
  /\b[A-Z]\w*Error: [^\n]*\n\s+at /,
  /^\s*at [\w$.<>]+ \(/m,
]

/** The first internal-text pattern a reply matches, for an assertion message. */
export function internalTextIn(text: string): string | undefined {
  for (const pattern of INTERNAL_TEXT) {
    const match = pattern.exec(text)
    if (match) return `${pattern} matched ${JSON.stringify(text.slice(Math.max(0, match.index - 60), match.index + 80))}`
  }
  return undefined
}

/** The directives of a CSP, by name. */
export function cspDirectives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), values)
  }
  return map
}

/** The CSP source that allows an inline script by its hash. */
export const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
