import { toJSON } from 'seroval'
import { describe, expect, it } from 'vitest'
import { preStartProblem } from './edge-guard'
import {
  acceptedRequestId,
  errorPage,
  hasIllFormedString,
  INTERNAL_TEXT,
  isNoStorePath,
  loadsScriptsAfterPaint,
  isPagePostRoute,
  originPolicyOf,
  isPlausibleServerFnId,
  pathKind,
  SERVER_FN_BODY_TYPES,
  SERVER_FN_FORM_TYPES,
  serializedReplyKeys,
  serverFnIdOf,
  serverFnPayloadProblem,
  serverFnQueryProblem,
} from './http-edge'

const payload = (data: unknown) => JSON.parse(JSON.stringify(toJSON({ data }))) as unknown

describe('paths', () => {
  it('sorts paths into the kinds the edge treats differently', () => {
    expect(pathKind('/_serverFn/abc')).toBe('serverFn')
    expect(pathKind('/api/public/jobs')).toBe('api')
    expect(pathKind('/assets/x.js')).toBe('asset')
    expect(pathKind('/readyz')).toBe('system')
    expect(pathKind('/robots.txt')).toBe('system')
    expect(pathKind('/readyz/x')).toBe('page')
    expect(pathKind('/tr/dashboard')).toBe('page')
    expect(pathKind('/')).toBe('page')
  })

  it('keeps personal pages, server functions and internal APIs out of caches', () => {
    for (const path of ['/tr/dashboard', '/en/dashboard/', '/en/dashboard/users', '/tr/login', '/_serverFn/x', '/api/internal/contents']) {
      expect(isNoStorePath(path), path).toBe(true)
    }
    for (const path of ['/tr', '/en/about', '/en/dashboard-x', '/en/login-help', '/api/public/jobs'])
      expect(isNoStorePath(path), path).toBe(false)
  })

  it('lets every page but the dashboard’s ask for its scripts after its first paint', () => {
    for (const path of ['/tr/search', '/en', '/en/dashboard-x', '/tr/login']) expect(loadsScriptsAfterPaint(path), path).toBe(true)
    for (const path of ['/tr/dashboard', '/en/dashboard/jobs/12']) expect(loadsScriptsAfterPaint(path), path).toBe(false)
  })

  it('lets only the sign-in form post through to a page', () => {
    expect(isPagePostRoute('/tr/login')).toBe(true)
    expect(isPagePostRoute('/en/login')).toBe(true)
    for (const path of ['/de/login', '/en/login/', '/en/login/x', '/en/dashboard']) expect(isPagePostRoute(path), path).toBe(false)
  })

  it('asks server functions and the dashboard uploads to prove they come from our pages', () => {
    for (const path of ['/_serverFn/abc', '/api/dashboard/images', '/api/dashboard/documents', '/api/dashboard/documents/x']) {
      expect(originPolicyOf(path), path).toBe('browser')
    }
    for (const path of ['/api/public/contact', '/api/public/jobs/x/applications', '/en/contact', '/tr/login']) {
      expect(originPolicyOf(path), path).toBe('open')
    }
  })
})

describe('server-function requests', () => {
  it('accepts only ids a build or the dev server can produce', () => {
    expect(isPlausibleServerFnId('4a8ef8d74f62de0bf497a5f9532a422b3c987d4a6e6c6ee837bfd07489571a65')).toBe(true)
    expect(isPlausibleServerFnId('eyJmaWxlIjoiL3NyYy9mZWF0dXJlcyJ9')).toBe(true)
    for (const id of ['', '__proto__', 'constructor', 'hasOwnProperty', 'toString', '%5F%5Fproto%5F%5F', '..', 'a b', 'x'.repeat(1025)]) {
      expect(isPlausibleServerFnId(id), id).toBe(false)
    }
    expect(serverFnIdOf('/_serverFn/abc/extra')).toBe('abc')
    expect(serverFnIdOf('/_serverFn/')).toBe('')
  })

  it('knows the body types Start reads', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ]) {
      expect(SERVER_FN_BODY_TYPES.test(type), type).toBe(true)
    }
    for (const type of ['', 'text/plain', 'application/jsonp', 'application/json-patch+json', '*/*'])
      expect(SERVER_FN_BODY_TYPES.test(type), type).toBe(false)
  })

  it('knows the content types Start reads as a form body, on a GET too', () => {
    for (const type of ['multipart/form-data', 'Multipart/Form-Data; boundary=x', 'text/plain, application/x-www-form-urlencoded'])
      expect(SERVER_FN_FORM_TYPES.test(type), type).toBe(true)
    for (const type of ['', 'application/json', 'text/plain']) expect(SERVER_FN_FORM_TYPES.test(type), type).toBe(false)
  })

  it('checks a payload the way Start deserializes it', () => {
    expect(serverFnPayloadProblem(payload({ email: 'a@b.co', password: 'x', when: new Date(0), tags: new Set(['a']) }))).toBeUndefined()
    expect(serverFnPayloadProblem({ t: { t: 99 }, f: 0, m: [] })).toBe('seroval')
    expect(serverFnPayloadProblem([1, 2, 3])).toBe('seroval')
    expect(serverFnPayloadProblem(null)).toBe('seroval')
    expect(serverFnPayloadProblem(payload({ name: 'a\ud800b' }))).toBe('unicode')
    expect(hasIllFormedString({ ['k\udc00']: 1 })).toBe(true)
    expect(hasIllFormedString([['ok', { a: 'İş 💥' }]])).toBe(false)
  })

  it('checks the payload of a GET call in its query string', () => {
    const url = (query: string) => new URL(`http://localhost/_serverFn/x${query}`)
    expect(serverFnQueryProblem(url(''))).toBeUndefined()
    expect(serverFnQueryProblem(url(`?payload=${encodeURIComponent(JSON.stringify(payload({ id: 1 })))}`))).toBeUndefined()
    expect(serverFnQueryProblem(url('?payload=%7Bbad'))).toBe('json')
    expect(serverFnQueryProblem(url('?payload=%7B%22t%22%3A42%7D'))).toBe('seroval')
  })

  it('recognizes internal text in a failure reply', () => {
    for (const leak of [
      'Failed query: insert into "users"',
      'params: a,b',
      'Error: x\n    at foo (file.js:1:2)',
      'ZodError',
      '$argon2id$v=19',
      '/app/node_modules/x',
      'users.server.ts:12:5',
    ]) {
      expect(INTERNAL_TEXT.test(leak), leak).toBe(true)
    }
    expect(INTERNAL_TEXT.test('{"t":10,"p":{"k":["result"]},"s":"Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin."}')).toBe(false)
  })

  it('reads the top-level keys of a reply Start serialized', () => {
    expect(serializedReplyKeys('{"t":10,"i":0,"p":{"k":["result"],"v":[]},"o":0}')).toEqual(['result'])
    expect(serializedReplyKeys('{"t":10,"i":0,"p":{"k":["error"],"v":[]},"o":0}')).toEqual(['error'])
    expect(serializedReplyKeys('not json')).toBeUndefined()
  })

  it('refuses before Start what Start would fail on', () => {
    const at = (url: string) => ({ url }) as Request
    expect(preStartProblem(at('http://localhost/_serverFn/'))).toEqual({ code: 'not_found', reason: 'unknown_server_fn' })
    expect(preStartProblem(at('http://localhost/_serverFn//x'))).toEqual({ code: 'not_found', reason: 'unknown_server_fn' })
    expect(preStartProblem(at('http://localhost/_serverFn/abc'))).toBeUndefined()
    expect(preStartProblem(at('http://localhost/en'))).toBeUndefined()
    const unparsable = {
      get url(): string {
        throw new TypeError('Invalid URL')
      },
    } as Request
    expect(preStartProblem(unparsable)).toEqual({ code: 'bad_request', reason: 'url' })
  })
})

describe('replies', () => {
  it('keeps a plain request id from a proxy and replaces anything else', () => {
    expect(acceptedRequestId('lb-1234abcd')).toBe('lb-1234abcd')
    for (const id of [null, '', 'short', 'x'.repeat(65), 'a b c d e f', '<script>x</script>']) expect(acceptedRequestId(id)).toBeUndefined()
  })

  it('renders a localized error page with the request id and no error text', async () => {
    const page = errorPage('tr', 500, 'req-12345678')
    expect(page.status).toBe(500)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('<html lang="tr">')
    expect(html).toContain('Bir şeyler ters gitti!')
    expect(html).toContain('req-12345678')
    expect(html).not.toMatch(/<script/i)
    expect(await errorPage('en', 503, 'req-12345678').text()).toContain('temporarily unavailable')
  })
})

describe('logPath', () => {
  it('keeps a candidate’s private-link token out of the log (decision 040)', async () => {
    const { logPath } = await import('./http-edge')
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde'
    expect(logPath(`/en/applications/${token}`)).toBe('/en/applications/[token]')
    expect(logPath(`/api/public/applications/${token}/data`)).toBe('/api/public/applications/[token]/data')
    expect(logPath('/en/applications/deleted')).toBe('/en/applications/deleted')
    expect(logPath(`/x/${'a'.repeat(300)}`)).toHaveLength(201)
  })
})
