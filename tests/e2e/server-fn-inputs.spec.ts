import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest, test } from '@playwright/test'
import { toJSON } from 'seroval'
import { authFile, E2E_BASE_URL } from './fixtures.ts'
import { internalTextIn } from './http-helpers.ts'

/**
 * Garbage sent to GET server functions that the app calls only from loaders (so a journey cannot
 * capture them from the browser): the privacy notice's periods and the error preview's switch,
 * which take no input, and the applicants' job filter's answer options and job sources, which
 * take a job id and belong to the `applications` area (admins and recruiters). A signed-out caller
 * gets 401 and an editor 403 whatever the input; malformed input gets a 4xx, never a 5xx or
 * internal text (docs/product.md §7, §11).
 */

/** The server functions of the build, by name: Start's manifest in the server bundle maps each id to its handler. */
function buildServerFnIds(): Map<string, string> {
  const dir = path.resolve('.output/server/_ssr')
  const ids = new Map<string, string>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.mjs'))) {
    const text = readFileSync(path.join(dir, file), 'utf8')
    for (const [, id, name] of text.matchAll(/"([0-9a-f]{64})": \{\s*functionName: "(\w+)_createServerFn_handler"/g)) ids.set(name!, id!)
  }
  return ids
}

const ids = buildServerFnIds()
const fnPath = (name: string) => {
  const id = ids.get(name)
  expect(id, `${name} in the build's server-function manifest`).toBeDefined()
  return `/_serverFn/${id}`
}

const payload = (value: unknown) => JSON.stringify(toJSON(value as never))
const JOB_ID = '00000000-0000-4000-8000-000000000000'

/** Calls a GET function as the client does, with a raw payload text. */
function call(context: APIRequestContext, name: string, raw: string | undefined, headers: Record<string, string> = {}) {
  const query = raw === undefined ? '' : `?payload=${encodeURIComponent(raw)}`
  return context.get(`${fnPath(name)}${query}`, { headers: { 'x-tsr-serverfn': 'true', ...headers }, maxRedirects: 0 })
}

/** The failure code of a reply: the edge's plain JSON envelope, or the `code` member of the function's serialized one. */
async function failureCode(response: APIResponse): Promise<string | undefined> {
  const body = JSON.parse(await response.text()) as unknown
  const plain = body as { success?: boolean; error?: { code?: string } }
  if (plain.success === false) return plain.error?.code
  // Seroval's object nodes are `{ p: { k: [keys], v: [value nodes] } }`; a string node is `{ s }`.
  const pending: unknown[] = [body]
  while (pending.length > 0) {
    const node = pending.pop()
    if (!node || typeof node !== 'object') continue
    const { k, v } = (node as { p?: { k?: unknown; v?: unknown } }).p ?? {}
    if (Array.isArray(k) && Array.isArray(v)) {
      const at = k.indexOf('code')
      const code = at >= 0 ? (v[at] as { s?: unknown } | undefined)?.s : undefined
      if (typeof code === 'string') return code
    }
    pending.push(...Object.values(node))
  }
  return undefined
}

async function expectFailure(response: APIResponse, status: number, codes: readonly string[], label: string) {
  const text = await response.text()
  expect(response.status(), `${label}: ${text.slice(0, 300)}`).toBe(status)
  expect(codes, label).toContain(await failureCode(response))
  expect(internalTextIn(text), label).toBeUndefined()
}

/** Inputs no function here takes, each a well-formed seroval payload (so they reach the validator). */
const WRONG_DATA: ReadonlyArray<[string, unknown]> = [
  ['a number', 42],
  ['a string', 'x'],
  ['null', null],
  ['an array', [1, 2]],
  ['a date', new Date(0)],
  ['an id of the wrong type', { id: 123 }],
  ['an id that is no uuid', { id: "' or 1=1 --" }],
  ['a 4,000-character id', { id: 'x'.repeat(4000) }],
  ['an id with a NUL', { id: '\u0000' }],
  ['an object for the id', { id: { $ne: null } }],
]

/** Payloads the edge refuses before Start parses them. */
const MALFORMED: ReadonlyArray<[string, string]> = [
  ['broken JSON', '{"t":10,'],
  ['plain JSON, not seroval', JSON.stringify({ data: { id: JOB_ID } })],
  ['an unknown node type', '{"t":99,"i":0}'],
  ['a lone surrogate', '{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":1,"s":"\\ud800"}]},"o":0}'],
  ['a serialized Error', '{"t":{"t":25,"i":0,"s":{},"c":"$TSR/Error"},"f":0,"m":[]}'],
]

test.describe('functions without input: the privacy periods and the error preview switch', () => {
  for (const name of ['privacyPeriodsFn', 'isErrorPreviewEnabled']) {
    test(`${name} answers its data, and 4xx to anything else`, async ({ request }) => {
      for (const raw of [undefined, payload({}), payload({ data: undefined })]) {
        const response = await call(request, name, raw)
        expect(response.status(), `${name} with ${raw ?? 'no payload'}`).toBe(200)
      }
      for (const [label, data] of [...WRONG_DATA, ['an object with unknown keys', { a: 1 }]] as const) {
        await expectFailure(await call(request, name, payload({ data })), 400, ['invalid'], `${name} with ${label}`)
      }
      for (const [label, raw] of MALFORMED) await expectFailure(await call(request, name, raw), 400, ['bad_request'], `${name}: ${label}`)
      await expectFailure(
        await call(request, name, payload({}), { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        ['unsupported_media_type'],
        `${name} with a form content type`,
      )
      const post = await request.post(fnPath(name), {
        headers: { 'x-tsr-serverfn': 'true', 'content-type': 'application/json', Origin: E2E_BASE_URL },
        data: payload({}),
      })
      await expectFailure(post, 405, ['method_not_allowed'], `${name} by POST`)
    })
  }
})

test.describe('the applicants’ id-taking reads: answer options, job sources, the pipeline board, a template', () => {
  let anonymous: APIRequestContext
  let editor: APIRequestContext
  let recruiter: APIRequestContext

  test.beforeAll(async () => {
    anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
    editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('editor') })
    recruiter = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('recruiter') })
  })

  test.afterAll(async () => {
    await Promise.all([anonymous?.dispose(), editor?.dispose(), recruiter?.dispose()])
  })

  for (const name of ['answerFilterOptionsFn', 'getJobSourcesFn', 'getPipelineFn', 'getTemplateFn']) {
    test(`${name}: 401 signed out, 403 for an editor, 4xx for garbage, whatever the input`, async () => {
      const valid = payload({ data: { id: JOB_ID } })
      const inputs: Array<[string, string | undefined]> = [
        ['a valid id', valid],
        ['no payload', undefined],
        ...WRONG_DATA.map(([label, data]): [string, string] => [label, payload({ data })]),
      ]
      for (const [label, raw] of inputs) {
        await expectFailure(await call(anonymous, name, raw), 401, ['unauthorized'], `${name} signed out with ${label}`)
        await expectFailure(await call(editor, name, raw), 403, ['forbidden'], `${name} as an editor with ${label}`)
      }
      // A forged session cookie is no session.
      await expectFailure(
        await call(anonymous, name, valid, { Cookie: `hoi_session=${'A'.repeat(43)}` }),
        401,
        ['unauthorized'],
        `${name} with a forged cookie`,
      )

      // The recruiter's area: a valid id is answered (an unknown job has no options and no sources) …
      const answered = await call(recruiter, name, valid)
      expect(answered.status(), await answered.text()).toBe(200)
      // … and malformed input is a 400 with the field's message, never a 5xx.
      for (const [label, data] of [['no data', undefined], ...WRONG_DATA] as const) {
        await expectFailure(await call(recruiter, name, payload({ data })), 400, ['invalid'], `${name} as a recruiter with ${label}`)
      }
      for (const [label, raw] of MALFORMED) {
        await expectFailure(await call(recruiter, name, raw), 400, ['bad_request'], `${name} as a recruiter: ${label}`)
      }
      await expectFailure(
        await call(recruiter, name, valid, { 'content-type': 'multipart/form-data; boundary=x' }),
        415,
        ['unsupported_media_type'],
        `${name} with a form content type`,
      )
      // Unknown keys beside a valid id are dropped by the schema, as for every dashboard function.
      const extra = await call(recruiter, name, payload({ data: { id: JOB_ID, role: 'admin', __x: 1 } }))
      expect(extra.status()).toBe(200)
    })
  }
})

/** Calls a POST function as the client does: the seroval payload as a JSON body from the site's origin. */
function post(context: APIRequestContext, name: string, raw: string, headers: Record<string, string> = {}) {
  return context.post(fnPath(name), {
    headers: { 'x-tsr-serverfn': 'true', 'content-type': 'application/json', Origin: E2E_BASE_URL, ...headers },
    data: raw,
    maxRedirects: 0,
  })
}

/** Who asks one guarded function: nobody, a signed-in role it refuses, and a role it serves. */
interface Askers {
  anonymous: APIRequestContext
  refused: readonly [APIRequestContext, string]
  served: APIRequestContext
}

/**
 * One guarded function, however it is asked: 401 signed out, 403 for a role it refuses, 400 for
 * every forged input (`fieldCases`, the first of which is sent to the first two) and malformed
 * payload from a role it serves; a write also 403 from another origin and 413 for `oversized`,
 * a body past the functions' bound, refused before it is read whole.
 */
async function expectGuarded(
  name: string,
  read: boolean,
  fieldCases: ReadonlyArray<readonly [string, unknown]>,
  askers: Askers,
  oversized: unknown,
) {
  const send = read ? call : post
  const first = payload({ data: fieldCases[0]![1] })
  await expectFailure(await send(askers.anonymous, name, first), 401, ['unauthorized'], `${name} signed out`)
  await expectFailure(await send(askers.refused[0], name, first), 403, ['forbidden'], `${name} as ${askers.refused[1]}`)
  for (const [label, data] of [['no data', undefined], ...WRONG_DATA, ...fieldCases] as const) {
    await expectFailure(await send(askers.served, name, payload({ data })), 400, ['invalid'], `${name} with ${label}`)
  }
  for (const [label, raw] of MALFORMED) await expectFailure(await send(askers.served, name, raw), 400, ['bad_request'], `${name}: ${label}`)
  if (read) return
  await expectFailure(
    await post(askers.served, name, first, { Origin: 'https://evil.example' }),
    403,
    ['wrong_origin'],
    `${name} from another origin`,
  )
  await expectFailure(await post(askers.served, name, payload({ data: oversized })), 413, ['payload_too_large'], `${name} with 2 MB`)
}

const APPLICATION_ID = '00000000-0000-4000-8000-000000000001'
const long = (n: number) => 'x'.repeat(n)
const TEMPLATE = { name: 'T', stage: 'reviewing', subjectTr: 'Konu', bodyTr: 'Metin', subjectEn: 'Subject', bodyEn: 'Text' }
const INTERVIEW = {
  applicationId: APPLICATION_ID,
  startsAt: '2030-01-01T10:00',
  timeZone: 'Europe/Istanbul',
  durationMinutes: 45,
  location: '',
  videoUrl: '',
  interviewerIds: [],
}
const SCORECARD = {
  interviewId: JOB_ID,
  roleSkills: 4,
  communication: 4,
  problemSolving: 3,
  cultureValues: 5,
  recommendation: 'yes',
  notes: '',
  submit: true,
}

/**
 * The applicants' writes of the templates, the move dialog, the interviews and the scorecards, each with input a
 * client could forge: every one is refused field by field with a 400 before anything is read or
 * written (a valid-looking call would change what the other journeys see, so none is sent).
 */
const WRITES: ReadonlyArray<[name: string, Array<[string, unknown]>]> = [
  [
    'saveTemplateFn',
    [
      ['a name of 4,000 characters', { ...TEMPLATE, name: long(4000) }],
      ['a body one character over its bound of 5,000', { ...TEMPLATE, bodyEn: long(5001) }],
      ['an unknown variable', { ...TEMPLATE, subjectEn: 'Hi {{password}}' }],
      ['a stage no template has', { ...TEMPLATE, stage: 'new' }],
      ['a stage that is no status', { ...TEMPLATE, stage: "' or 1=1 --" }],
      ['a body that is an object', { ...TEMPLATE, bodyTr: { toString: 'x' } }],
      ['an id that is no uuid', { ...TEMPLATE, id: '../1' }],
      ['a NUL in the subject', { ...TEMPLATE, subjectTr: 'a\u0000b' }],
    ],
  ],
  ['deleteTemplateFn', [['an id that is an array', { id: [JOB_ID] }]]],
  [
    'setApplicantStatusFn',
    [
      ['a rejection without its reason', { id: APPLICATION_ID, status: 'rejected' }],
      ['a reason no list holds', { id: APPLICATION_ID, status: 'rejected', reason: 'too old' }],
      ['a reason of 4,000 characters', { id: APPLICATION_ID, status: 'rejected', reason: long(4000) }],
      ['a template id that is no uuid', { id: APPLICATION_ID, status: 'reviewing', templateId: "1' or '1'='1" }],
      ['a template id that is a number', { id: APPLICATION_ID, status: 'reviewing', templateId: 7 }],
      ['a status HR may not set', { id: APPLICATION_ID, status: 'withdrawn' }],
    ],
  ],
  [
    'previewStageMailFn',
    [
      ['no template', { id: APPLICATION_ID, status: 'reviewing' }],
      ['a template id of 4,000 characters', { id: APPLICATION_ID, status: 'reviewing', templateId: long(4000) }],
      ['a status that is no status', { id: APPLICATION_ID, status: 'hired; drop table', templateId: JOB_ID }],
    ],
  ],
  [
    'saveInterviewFn',
    [
      ['no time', { ...INTERVIEW, startsAt: '' }],
      ['a time that is no time', { ...INTERVIEW, startsAt: '2030-02-30T25:61' }],
      ['a time zone no list holds', { ...INTERVIEW, timeZone: 'Mars/Olympus' }],
      ['a duration of a year', { ...INTERVIEW, durationMinutes: 525_600 }],
      ['a duration that is a string', { ...INTERVIEW, durationMinutes: '45' }],
      ['a video address that is not https', { ...INTERVIEW, videoUrl: 'javascript:alert(1)' }],
      ['a place of 10,000 characters', { ...INTERVIEW, location: long(10_000) }],
      ['a thousand interviewers', { ...INTERVIEW, interviewerIds: Array.from({ length: 1000 }, () => JOB_ID) }],
      ['an interviewer id that is no uuid', { ...INTERVIEW, interviewerIds: ['admin'] }],
    ],
  ],
  ['cancelInterviewFn', [['an id with a NUL', { id: `${JOB_ID}\u0000` }]]],
  ['getPersonFn', [['an id that is an object', { id: { toString: JOB_ID } }]]],
  [
    'searchPeopleFn',
    [
      ['a search of one character', { id: APPLICATION_ID, q: 'a' }],
      ['a search of 4,000 characters', { id: APPLICATION_ID, q: long(4000) }],
      ['a search with a NUL', { id: APPLICATION_ID, q: 'ab\u0000' }],
    ],
  ],
  [
    'mergePeopleFn',
    [
      ['no other person', { id: APPLICATION_ID }],
      ['another person that is no uuid', { id: APPLICATION_ID, otherId: "' or 1=1 --" }],
    ],
  ],
  ['keepApartFn', [['an id of 4,000 characters', { id: long(4000) }]]],
  ['deletePersonFn', [['ids in a list', { id: [APPLICATION_ID, JOB_ID] }]]],
  [
    'saveScorecardFn',
    [
      ['a rating of 6', { ...SCORECARD, roleSkills: 6 }],
      ['a rating of 0', { ...SCORECARD, communication: 0 }],
      ['a rating of 2.5', { ...SCORECARD, problemSolving: 2.5 }],
      ['a rating that is a string', { ...SCORECARD, cultureValues: '5' }],
      ['a recommendation no list holds', { ...SCORECARD, recommendation: 'maybe; drop table' }],
      ['notes of 10,000 characters', { ...SCORECARD, notes: long(10_000) }],
      ['a NUL in the notes', { ...SCORECARD, notes: 'a\u0000b' }],
      ['a submission without its ratings', { ...SCORECARD, roleSkills: null, recommendation: null }],
      ['submit that is a string', { ...SCORECARD, submit: 'true' }],
      ['an interview id that is no uuid', { ...SCORECARD, interviewId: '../1' }],
    ],
  ],
  ['getApplicationScorecardsFn', [['an application id of 4,000 characters', { applicationId: long(4000) }]]],
]

test.describe('the applicants’ newer functions: templates, the move dialog, interviews, scorecards, people', () => {
  let anonymous: APIRequestContext
  let editor: APIRequestContext
  let recruiter: APIRequestContext

  test.beforeAll(async () => {
    anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
    editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('editor') })
    recruiter = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('recruiter') })
  })

  test.afterAll(async () => {
    await Promise.all([anonymous?.dispose(), editor?.dispose(), recruiter?.dispose()])
  })

  test('the template choices answer a recruiter, and nobody outside the applicants area', async () => {
    const raw = payload({})
    await expectFailure(await call(anonymous, 'templateChoicesFn', raw), 401, ['unauthorized'], 'templateChoicesFn signed out')
    await expectFailure(await call(editor, 'templateChoicesFn', raw), 403, ['forbidden'], 'templateChoicesFn as an editor')
    expect((await call(recruiter, 'templateChoicesFn', raw)).status()).toBe(200)
    for (const [label, data] of WRONG_DATA) {
      await expectFailure(
        await call(recruiter, 'templateChoicesFn', payload({ data })),
        400,
        ['invalid'],
        `templateChoicesFn with ${label}`,
      )
    }
  })

  for (const [name, fieldCases] of WRITES) {
    // The preview and the reads of people and scorecards are GETs, the others writes (POST from the site's own pages only).
    const read = ['previewStageMailFn', 'getPersonFn', 'searchPeopleFn', 'getApplicationScorecardsFn'].includes(name)
    test(`${name}: 401 signed out, 403 for an editor, 400 for every forged input`, async () => {
      await expectGuarded(
        name,
        read,
        fieldCases,
        { anonymous, refused: [editor, 'an editor'], served: recruiter },
        { ...TEMPLATE, bodyEn: long(2_000_000) },
      )
    })
  }
})

/**
 * The reports' reads (decision 051, docs/product.md §17): a report's filters and the job filter's
 * search, each forged, refused with a 400 field by field; nobody outside the applicants' area gets
 * an answer, whatever the input.
 */
const NOT_AN_OBJECT: ReadonlyArray<[string, unknown]> = [
  ['no data', undefined],
  ['a number', 42],
  ['a string', 'x'],
  ['null', null],
  ['an array', [1, 2]],
]
// (A date is an object without keys to zod: for these functions, whose every field is optional, it is `{}`, a valid input.)
const REPORT_READS: ReadonlyArray<[name: string, valid: unknown, cases: Array<[string, unknown]>]> = [
  [
    'getReportFn',
    { from: '2026-01-01', to: '2026-03-31' },
    [
      ['a company no group has', { company: 'hoi-nowhere' }],
      ['a company of 4,000 characters', { company: long(4000) }],
      ['a company that is an array', { company: ['hoi-tech'] }],
      ['a job that is no uuid', { job: "' or 1=1 --" }],
      ['a job that is a number', { job: 7 }],
      ['a day that does not exist', { from: '2026-02-30' }],
      ['a day as the Turkish dashboard shows it', { from: '01.02.2026' }],
      ['a day that is a number', { to: 20260101 }],
      ['a day with a NUL', { to: '2026-01-01\u0000' }],
      ['a day of 4,000 characters', { from: long(4000) }],
      ['a range the wrong way round', { from: '2026-02-01', to: '2026-01-01' }],
      ['a range of three years', { from: '2023-01-01', to: '2026-01-01' }],
    ],
  ],
  [
    'reportJobChoicesFn',
    { q: 'nurse' },
    [
      ['a search of 4,000 characters', { q: long(4000) }],
      ['a search that is an object', { q: { $ne: null } }],
      ['a search with a NUL', { q: 'a\u0000' }],
    ],
  ],
]

test.describe('the reports’ reads: a report and the job filter’s choices', () => {
  let anonymous: APIRequestContext
  let editor: APIRequestContext
  let recruiter: APIRequestContext

  test.beforeAll(async () => {
    anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
    editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('editor') })
    recruiter = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('recruiter') })
  })

  test.afterAll(async () => {
    await Promise.all([anonymous?.dispose(), editor?.dispose(), recruiter?.dispose()])
  })

  for (const [name, valid, fieldCases] of REPORT_READS) {
    test(`${name}: 401 signed out, 403 for an editor, 400 for every forged input`, async () => {
      const cases = [...NOT_AN_OBJECT, ...fieldCases]
      for (const [label, data] of [['valid input', valid], ...cases] as const) {
        await expectFailure(await call(anonymous, name, payload({ data })), 401, ['unauthorized'], `${name} signed out with ${label}`)
        await expectFailure(await call(editor, name, payload({ data })), 403, ['forbidden'], `${name} as an editor with ${label}`)
      }
      const answered = await call(recruiter, name, payload({ data: valid }))
      expect(answered.status(), await answered.text()).toBe(200)
      for (const [label, data] of cases) {
        await expectFailure(await call(recruiter, name, payload({ data })), 400, ['invalid'], `${name} as a recruiter with ${label}`)
      }
      for (const [label, raw] of MALFORMED) {
        await expectFailure(await call(recruiter, name, raw), 400, ['bad_request'], `${name} as a recruiter: ${label}`)
      }
    })
  }
})

/**
 * The redirects' functions (decision 055, docs/product.md §19): admins only, whatever the input;
 * every forged input 400 field by field, never a 5xx. No valid write is sent (it would change what
 * redirect-admin.spec.ts sees).
 */
const REDIRECT_FUNCTIONS: ReadonlyArray<[name: string, read: boolean, cases: Array<[string, unknown]>]> = [
  [
    'listRedirectsFn',
    true,
    [
      ...NOT_AN_OBJECT,
      ['a search of 4,000 characters', { q: long(4000) }],
      ['a search with a NUL', { q: 'a\u0000' }],
      ['a search that is an object', { q: { $ne: null } }],
      ['an origin no list holds', { origin: 'robot' }],
      ['page 0', { page: 0 }],
      ['a page that is a string', { page: '2' }],
    ],
  ],
  [
    'createRedirectFn',
    false,
    [
      ['no data', undefined],
      ...WRONG_DATA,
      ['another site', { fromPath: '/tr/old', toPath: 'https://evil.example/' }],
      ['a protocol-relative address', { fromPath: '/tr/old', toPath: '//evil.example/x' }],
      ['a script', { fromPath: '/tr/old', toPath: 'javascript:alert(1)' }],
      ['a path without a language', { fromPath: '/old', toPath: '/tr' }],
      ['a path of 4,000 characters', { fromPath: `/tr/${long(4000)}`, toPath: '/tr' }],
      ['a NUL in a path', { fromPath: '/tr/a\u0000b', toPath: '/tr' }],
      ['a line break in a path', { fromPath: '/tr/a\r\nSet-Cookie: x=1', toPath: '/tr' }],
      ['a path that is an array', { fromPath: ['/tr/a'], toPath: '/tr' }],
      ['a path that is an object', { fromPath: { toString: '/tr/a' }, toPath: '/tr' }],
      ['the same path twice', { fromPath: '/tr/a', toPath: '/tr/a/' }],
    ],
  ],
  ['deleteRedirectFn', false, [['no data', undefined], ...WRONG_DATA]],
]

test.describe('the redirects’ functions', () => {
  let anonymous: APIRequestContext
  let editor: APIRequestContext
  let recruiter: APIRequestContext
  let admin: APIRequestContext

  test.beforeAll(async () => {
    anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
    editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('editor') })
    recruiter = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('recruiter') })
    admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('admin') })
  })

  test.afterAll(async () => {
    await Promise.all([anonymous?.dispose(), editor?.dispose(), recruiter?.dispose(), admin?.dispose()])
  })

  for (const [name, read, cases] of REDIRECT_FUNCTIONS) {
    const send = read ? call : post
    test(`${name}: 401 signed out, 403 for an editor and a recruiter, 400 for every forged input`, async () => {
      const first = payload({ data: cases.at(-1)![1] })
      await expectFailure(await send(anonymous, name, first), 401, ['unauthorized'], `${name} signed out`)
      await expectFailure(await send(editor, name, first), 403, ['forbidden'], `${name} as an editor`)
      await expectFailure(await send(recruiter, name, first), 403, ['forbidden'], `${name} as a recruiter`)
      for (const [label, data] of cases) {
        await expectFailure(await send(admin, name, payload({ data })), 400, ['invalid'], `${name} with ${label}`)
      }
      for (const [label, raw] of MALFORMED) await expectFailure(await send(admin, name, raw), 400, ['bad_request'], `${name}: ${label}`)
      if (read) {
        expect((await call(admin, name, payload({ data: { q: 'kariyer' } }))).status()).toBe(200)
        return
      }
      await expectFailure(
        await post(admin, name, first, { Origin: 'https://evil.example' }),
        403,
        ['wrong_origin'],
        `${name} from another origin`,
      )
      await expectFailure(
        await post(admin, name, payload({ data: { fromPath: long(2_000_000), toPath: '/tr' } })),
        413,
        ['payload_too_large'],
        `${name} with 2 MB`,
      )
    })
  }
})

/**
 * The corporate pages' functions (decision 061, docs/product.md §25): the editors' area, so a
 * signed-out caller gets 401 and a recruiter 403; every forged input 400 before anything is
 * written; the public page read refuses a page or language it does not know.
 */
const CORPORATE: ReadonlyArray<[name: string, read: boolean, cases: Array<[string, unknown]>]> = [
  [
    'saveCorporateEntryFn',
    false,
    [
      ['a section no site has', { section: 'team', values: {} }],
      ['values that are a string', { section: 'brand', values: 'x' }],
      ['an id that is no uuid', { id: '../1', section: 'brand', values: {} }],
      ['a thousand fields', { section: 'brand', values: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x'])) }],
      ['a field name of 4,000 characters', { section: 'brand', values: { [long(4000)]: 'x' } }],
      ['a value that is an object', { section: 'brand', values: { name: { $ne: null } } }],
      ['a new brand with a NUL and no texts', { section: 'brand', values: { name: 'a\u0000b' } }],
    ],
  ],
  ['setCorporateStatusFn', false, [['a status no lifecycle has', { id: JOB_ID, status: 'published' }]]],
  ['moveCorporateEntryFn', false, [['a direction that is no direction', { id: JOB_ID, direction: 'left' }]]],
  ['listCorporateEntriesFn', true, [['a section of 4,000 characters', { section: long(4000) }]]],
  ['getCorporateEntryForEditFn', true, [['an id with a NUL', { id: `${JOB_ID}\u0000` }]]],
]

test.describe('the corporate pages’ functions', () => {
  let anonymous: APIRequestContext
  let editor: APIRequestContext
  let recruiter: APIRequestContext

  test.beforeAll(async () => {
    anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL })
    editor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('editor') })
    recruiter = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: authFile('recruiter') })
  })

  test.afterAll(async () => {
    await Promise.all([anonymous?.dispose(), editor?.dispose(), recruiter?.dispose()])
  })

  for (const [name, read, fieldCases] of CORPORATE) {
    test(`${name}: 401 signed out, 403 for a recruiter, 400 for every forged input`, async () => {
      await expectGuarded(
        name,
        read,
        fieldCases,
        { anonymous, refused: [recruiter, 'a recruiter'], served: editor },
        {
          section: 'brand',
          values: { name: long(2_000_000) },
        },
      )
    })
  }

  test('a fixed section takes no new entry: 409', async () => {
    const data = { section: 'office', values: {} }
    await expectFailure(await post(editor, 'saveCorporateEntryFn', payload({ data })), 409, ['invalid_transition'], 'a new office')
  })

  test('corporatePageFn answers a known page and refuses anything else with 400', async () => {
    expect((await call(anonymous, 'corporatePageFn', payload({ data: { page: 'board', lang: 'en' } }))).status()).toBe(200)
    for (const data of [undefined, { page: 'admin', lang: 'en' }, { page: 'board', lang: 'de' }, { page: ['board'], lang: 'en' }, 'x']) {
      await expectFailure(
        await call(anonymous, 'corporatePageFn', payload({ data })),
        400,
        ['invalid'],
        `corporatePageFn ${JSON.stringify(data)}`,
      )
    }
  })
})
