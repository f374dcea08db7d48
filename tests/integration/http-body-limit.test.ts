import http from 'node:http'
import net from 'node:net'
import { serve } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BodyTooLargeError,
  bodyLimitFor,
  DEFAULT_BODY_LIMIT,
  DISCARD_LIMIT,
  declaredLength,
  discardRequestBody,
  guardRequestBody,
  hasBody,
  MalformedBodyError,
} from '~/lib/server/body-limit'

/**
 * The body guard on the server Nitro runs (srvx on Node), with the request object the handler
 * receives, as the request middleware in src/start.ts installs it.
 */
type Server = ReturnType<typeof serve>
let server: Server
let base: string

beforeAll(async () => {
  server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    fetch: async (request) => {
      const url = new URL(request.url)
      const limit = Number(url.searchParams.get('limit') ?? 1024)
      // As the edge does for a declared length over the limit: refuse without reading.
      const declared = declaredLength(request)
      if (declared !== undefined && declared > limit) {
        const draining = discardRequestBody(request)
        return Response.json({ refused: 'content_length', draining }, { status: 413, headers: draining ? {} : { Connection: 'close' } })
      }
      const guard = guardRequestBody(request, limit, { validateJson: (value) => (Array.isArray(value) ? 'array' : undefined) })
      try {
        const value = url.searchParams.get('read') === 'form' ? Object.fromEntries(await request.formData()) : await request.json()
        return Response.json({ value, bytesRead: guard.bytesRead })
      } catch (error) {
        const status = (error as { status?: number }).status ?? 500
        return Response.json(
          { error: (error as Error).name, bytesRead: guard.bytesRead, exceeded: guard.exceeded, malformed: guard.malformed },
          { status },
        )
      }
    },
  })
  await server.ready()
  base = server.url!.replace(/\/$/, '')
})

afterAll(async () => {
  await server.close(true)
})

interface Sent {
  status?: number
  body?: Record<string, unknown>
  sent: number
  error?: string
}

/**
 * Posts chunks (chunked encoding unless a length is given), honouring backpressure; settles once
 * the writing has stopped (all sent, or the connection cut) and the reply, if any, has been read.
 */
function post(path: string, chunks: Iterable<Buffer>, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve) => {
    const result: Sent = { sent: 0 }
    const req = http.request(`${base}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', ...headers },
    })
    let replied: Promise<void> = Promise.resolve()
    req.on('response', (res) => {
      result.status = res.statusCode
      const parts: Buffer[] = []
      replied = new Promise((done) => {
        res.on('data', (part: Buffer) => parts.push(part))
        res.on('end', () => {
          result.body = JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>
          done()
        })
        res.on('error', () => done())
        res.on('close', () => done())
      })
    })
    req.on('error', (error) => {
      result.error ??= (error as NodeJS.ErrnoException).code ?? error.message
    })
    void (async () => {
      for (const chunk of chunks) {
        if (req.destroyed || result.error) break
        result.sent += chunk.length
        if (!req.write(chunk)) {
          await new Promise<void>((resume) => {
            const go = () => {
              req.off('drain', go)
              req.off('close', go)
              resume()
            }
            req.on('drain', go)
            req.on('close', go)
          })
        }
      }
      if (!req.destroyed) req.end()
      await new Promise<void>((closed) => (req.destroyed && req.socket?.destroyed !== false ? closed() : req.once('close', () => closed())))
      await replied
      resolve(result)
    })()
  })
}

function* repeat(chunk: Buffer, times: number) {
  for (let i = 0; i < times; i++) yield chunk
}

describe('body guard on a Node request', () => {
  it('hands a body within the limit to the reader', async () => {
    const reply = await post('/?limit=1024', [Buffer.from('{"a":'), Buffer.from('1}')])
    expect(reply).toMatchObject({ status: 200, body: { value: { a: 1 }, bytesRead: 7 } })
  })

  it('stops a chunked body at the limit: the reader fails having read about the limit, the client gets its 413', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a')
    const reply = await post('/?limit=1024', repeat(chunk, 64))
    expect(reply.status).toBe(413)
    expect(reply.body).toMatchObject({ error: 'BodyTooLargeError', exceeded: true })
    // Nothing past the chunk that crossed the limit was handed on (socket reads are at most 64 KB).
    expect(reply.body?.bytesRead).toBeLessThanOrEqual(1024 + 64 * 1024)
    expect(reply.sent).toBe(64 * chunk.length)
  })

  it('answers an oversized chunked upload with 413 while it is still being sent, and closes without reading it all', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'a')
    // 64 MB offered: the client gets its 413 and the connection ends long before that.
    const reply = await post('/?limit=1024', repeat(chunk, 256))
    expect(reply.status).toBe(413)
    expect(reply.body).toMatchObject({ error: 'BodyTooLargeError', exceeded: true })
    expect(reply.sent).toBeLessThan(256 * chunk.length)
  })

  it('cuts off a client that keeps sending past the discard allowance', async () => {
    const { port } = new URL(base)
    const sent = await new Promise<number>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1')
      const chunk = Buffer.alloc(256 * 1024, 'a')
      let total = 0
      let stopped = false
      const stop = () => {
        if (!stopped) {
          stopped = true
          resolve(total)
        }
      }
      socket.on('error', stop)
      socket.on('close', stop)
      socket.on('connect', async () => {
        socket.write('POST /?limit=1024 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
        // Ignores the reply and keeps sending, up to 64 MB.
        while (!stopped && total < 64 * 1024 * 1024) {
          total += chunk.length
          if (!socket.write(`${chunk.length.toString(16)}\r\n`) || !socket.write(chunk) || !socket.write('\r\n')) {
            await new Promise((resume) => (socket.once('drain', resume), setTimeout(resume, 200)))
          }
        }
        stop()
        socket.destroy()
      })
    })
    // The server dropped at most DISCARD_LIMIT after the limit, then reset the connection; the
    // rest is what the sockets' buffers held.
    expect(sent).toBeGreaterThan(1024 * 1024)
    expect(sent).toBeLessThan(DISCARD_LIMIT + 16 * 1024 * 1024)
  })

  it('refuses a declared length over the limit without reading, and still delivers the 413', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a')
    const reply = await post('/?limit=1024', [body], { 'content-length': String(body.length) })
    expect(reply).toMatchObject({ status: 413, body: { refused: 'content_length', draining: true } })
    const huge = await post('/?limit=1024', [Buffer.alloc(64 * 1024)], { 'content-length': String(DISCARD_LIMIT * 4) })
    // Too much to drain: the reply asks to close instead (the client may also see the reset).
    if (huge.status) expect(huge.body).toMatchObject({ refused: 'content_length', draining: false })
    else expect(huge.error).toMatch(/ECONNRESET|EPIPE/)
  })

  it('reports malformed JSON, a refused JSON value and broken form data as 400', async () => {
    expect(await post('/?limit=1024', [Buffer.from('{"a":')])).toMatchObject({
      status: 400,
      body: { error: 'MalformedBodyError', malformed: 'json' },
    })
    expect(await post('/?limit=1024', [Buffer.from('[1,2]')])).toMatchObject({ status: 400, body: { malformed: 'array' } })
    const form = await post('/?limit=1024&read=form', [Buffer.from('--x\r\nbroken')], {
      'content-type': 'multipart/form-data; boundary=zzz',
    })
    expect(form).toMatchObject({ status: 400, body: { malformed: 'form' } })
  })
})

describe('body guard on a web Request (no Node request underneath)', () => {
  const streamOf = (chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift()
        if (next === undefined) controller.close()
        else controller.enqueue(new TextEncoder().encode(next))
      },
    })
  const requestOf = (chunks: string[]) =>
    new Request('http://localhost/x', {
      method: 'POST',
      body: streamOf(chunks),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)

  it('reads through the limit and fails past it', async () => {
    const ok = requestOf(['{"a"', ':1}'])
    const okGuard = guardRequestBody(ok, 16)
    await expect(ok.json()).resolves.toEqual({ a: 1 })
    expect(okGuard).toMatchObject({ bytesRead: 7, exceeded: false })

    const big = requestOf(['{"a":"', 'x'.repeat(10), 'x'.repeat(10), '"}'])
    const guard = guardRequestBody(big, 16)
    await expect(big.text()).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(guard).toMatchObject({ exceeded: true, bytesRead: 26 })
  })

  it('marks bad JSON', async () => {
    const bad = requestOf(['{'])
    const guard = guardRequestBody(bad, 16)
    await expect(bad.json()).rejects.toBeInstanceOf(MalformedBodyError)
    expect(guard.malformed).toBe('json')
  })
})

describe('limits table', () => {
  it('gives server functions and pages the default and upload routes their own limit', () => {
    expect(bodyLimitFor('POST', '/_serverFn/abc')).toBe(DEFAULT_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/en/login')).toBe(64 * 1024)
    expect(bodyLimitFor('POST', '/api/public/jobs/nurse/applications')).toBe(11 * 1024 * 1024)
    expect(bodyLimitFor('post', '/api/public/jobs/nurse/applications')).toBe(11 * 1024 * 1024)
    expect(bodyLimitFor('PUT', '/api/public/jobs/nurse/applications')).toBe(DEFAULT_BODY_LIMIT)
    expect(bodyLimitFor('POST', '/api/public/jobs/a/b/applications')).toBe(DEFAULT_BODY_LIMIT)
  })

  it('reads Content-Length and knows when there is a body', () => {
    const req = (headers: Record<string, string>) => new Request('http://localhost/', { headers })
    expect(declaredLength(req({}))).toBeUndefined()
    expect(declaredLength(req({ 'content-length': '42' }))).toBe(42)
    expect(declaredLength(req({ 'content-length': '4x' }))).toBeNaN()
    expect(hasBody(req({ 'content-length': '0' }))).toBe(false)
    expect(hasBody(req({ 'content-length': '3' }))).toBe(true)
    expect(hasBody(req({ 'transfer-encoding': 'chunked' }))).toBe(true)
    expect(hasBody(req({}))).toBe(false)
  })
})
