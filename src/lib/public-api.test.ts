// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequestError } from './errors'
import { isPersistable, PERSIST_KEY_PREFIX, PERSIST_MAX_AGE_MS, persistPublic, readPublicApi, restorePublic } from './public-api'

/** The browser's fetch, answering from a list of replies in turn and recording when it was called. */
function answer(...replies: Array<Response | Error>) {
  const calls: number[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls.push(Date.now())
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!
      if (reply instanceof Error) throw reply
      return reply.clone()
    }),
  )
  return calls
}

const ok = (data: unknown) => Response.json({ success: true, data })
const envelope = (status: number, code: string, message: string) =>
  Response.json({ success: false, error: { code, message, requestId: 'req-1' } }, { status })

/** Runs `read` with fake timers until it settles (the retries wait 1, 2 and 4 s). */
async function settle<T>(read: () => Promise<T>): Promise<T | unknown> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
  const settled = read().catch((error: unknown) => error)
  await vi.advanceTimersByTimeAsync(60_000)
  return settled
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('readPublicApi: retries (docs/product.md §7.5)', () => {
  it('tries a failing read up to three more times, 1, 2 and 4 s apart, then throws the decoded error body', async () => {
    const calls = answer(envelope(503, 'unavailable', 'The site is starting.'))
    const error = await settle(() => readPublicApi('/api/public/jobs'))
    expect(calls.map((at) => at - calls[0]!)).toEqual([0, 1000, 3000, 7000])
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({ code: 'unavailable', serverMessage: 'The site is starting.', requestId: 'req-1' })
  })

  it('gets through when a retry succeeds', async () => {
    const calls = answer(new TypeError('Failed to fetch'), ok({ jobs: [1] }))
    expect(await settle(() => readPublicApi('/api/public/jobs'))).toEqual({ jobs: [1] })
    expect(calls).toHaveLength(2)
  })

  it('throws the response text when the answer is not our JSON (a proxy page)', async () => {
    answer(new Response('502 Bad Gateway from the proxy', { status: 502 }))
    const error = await settle(() => readPublicApi('/api/public/jobs'))
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('502 Bad Gateway from the proxy')
  })

  it('does not retry a refusal, and answers null for 404', async () => {
    const calls = answer(envelope(400, 'invalid', 'Invalid value'))
    expect(await settle(() => readPublicApi('/api/public/contents?category=x'))).toMatchObject({ code: 'invalid' })
    expect(calls).toHaveLength(1)
    answer(envelope(404, 'not_found', 'Not found'))
    expect(await readPublicApi('/api/public/jobs/gone')).toBeNull()
  })
})

describe('readPublicApi: persisting (docs/product.md §7.5, decision 032)', () => {
  it('stands in a kept answer younger than five minutes when the API stays out of reach', async () => {
    answer(ok({ jobs: ['kept'] }))
    await readPublicApi('/api/public/jobs')
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'], now: Date.now() + PERSIST_MAX_AGE_MS - 60_000 })
    answer(new TypeError('Failed to fetch'))
    const settled = readPublicApi('/api/public/jobs')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await settled).toEqual({ jobs: ['kept'] })
  })

  it('never restores an answer five minutes old or older, and removes it', async () => {
    const start = Date.now()
    persistPublic('/api/public/jobs', { jobs: ['old'] }, start)
    expect(restorePublic('/api/public/jobs', start + PERSIST_MAX_AGE_MS - 1)).toEqual({ jobs: ['old'] })
    expect(restorePublic('/api/public/jobs', start + PERSIST_MAX_AGE_MS)).toBeUndefined()
    expect(localStorage.getItem(`${PERSIST_KEY_PREFIX}/api/public/jobs`)).toBeNull()

    persistPublic('/api/public/jobs', { jobs: ['old'] }, start)
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'], now: start + PERSIST_MAX_AGE_MS + 1 })
    answer(new TypeError('Failed to fetch'))
    const settled = readPublicApi('/api/public/jobs').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await settled).toBeInstanceOf(TypeError)
  })

  it('never writes dashboard, file or form answers, nor anything personal, to localStorage', async () => {
    for (const path of [
      '/api/dashboard/applications/export',
      '/api/dashboard/applications/1/resume',
      '/_serverFn/abc',
      '/api/public/jobs/x/applications',
      '/api/public/documents/1/file',
      '/tr/jobs/x/applied?ref=1',
    ]) {
      expect(isPersistable(path), path).toBe(false)
      persistPublic(path, { email: 'applicant@example.com' })
      answer(ok({ email: 'applicant@example.com' }))
      await readPublicApi(path)
    }
    expect(Object.keys(localStorage)).toEqual([])
    for (const path of ['/api/public/jobs', '/api/public/jobs/a-job', '/api/public/contents?page=2', '/api/internal/contents?x=1'])
      expect(isPersistable(path), path).toBe(true)
  })
})

describe('where the browser storage is written', () => {
  it('is only the language choice and the public reads: no dashboard code touches localStorage', async () => {
    const { readdir, readFile } = await import('node:fs/promises')
    const { join } = await import('node:path')
    const root = join(process.cwd(), 'src')
    const files = (await readdir(root, { recursive: true })).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    const writers: string[] = []
    for (const file of files) {
      // lib/server/storage names its local-disk file driver `localStorage`.
      if (file.startsWith('lib/server/')) continue
      if (/\b(localStorage|sessionStorage)\b/.test(await readFile(join(root, file), 'utf8'))) writers.push(file)
    }
    expect(writers.sort()).toEqual(['components/layout/language-switcher.tsx', 'lib/public-api.ts'])
  })
})
