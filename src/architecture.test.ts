import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { accessAreas } from './lib/access'

/**
 * Static rules of the codebase: every server function is guarded by the access policy or stands
 * on a short public list (decision 007); every feature has the same file anatomy (decision 023);
 * features reach each other only along the declared edges, through `<domain>.api.server.ts`
 * (decision 024); routes are thin and call features through their public roles.
 */
const src = path.dirname(new URL(import.meta.url).pathname)
const root = path.dirname(src)

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full, keep)
    return keep(entry.name) ? [full] : []
  })
}

const isSource = (name: string) => /\.(ts|tsx)$/.test(name) && name !== 'routeTree.gen.ts'
const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const toPosix = (file: string) => file.split(path.sep).join('/')

/** Every file under src/ (tests included), relative to src/ with forward slashes. */
const allFiles = walk(src, isSource).map((file) => toPosix(path.relative(src, file)))
const sources = allFiles.filter((file) => !isTest(file)).map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }))

/** Import targets of a file, resolved to paths relative to src/ ('features/users/users.admin.server'). */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].flatMap(([, spec]) => {
    if (spec!.startsWith('~/')) return [spec!.slice(2)]
    if (spec!.startsWith('.')) return [toPosix(path.relative(src, path.resolve(src, path.dirname(file), spec!)))]
    return []
  })
}

/** The domains, one folder each under src/features (docs/architecture.md). */
const DOMAINS = [
  'auth',
  'users',
  'jobs',
  'applications',
  'candidate',
  'contents',
  'documents',
  'contact',
  'dashboard',
  'site',
  'sitemap',
  'alerts',
  'templates',
  'interviews',
  'people',
  'scorecards',
  'reports',
  'search',
  'redirects',
  'media',
  'previews',
]

/** The file roles of a feature (decision 023); a new suffix fails here on purpose. */
const ROLES = ['schemas', 'rules', 'search', 'server', 'admin.server', 'functions', 'queries', 'page', 'http.server', 'api.server', 'mail']

/** Files outside the roles that have a reason: the access middleware every feature uses. */
const ROLE_EXCEPTIONS = ['features/auth/auth.middleware.ts']

/** Which roles a route file may import from a feature: never a server module but the HTTP handlers. */
const ROUTE_ROLES = ['page', 'functions', 'queries', 'search', 'schemas', 'rules', 'http.server']

/**
 * The allowed cross-feature edges (decision 024 lists the same): a feature may import from the
 * features named here, and only their `<domain>.api.server.ts`. Every feature may also import
 * `AUTH_FOR_EVERY_FEATURE`.
 */
const FEATURE_EDGES: Record<string, readonly string[]> = {
  applications: ['jobs', 'candidate', 'templates'],
  candidate: ['jobs', 'alerts', 'interviews'],
  sitemap: ['jobs', 'contents', 'documents'],
  dashboard: ['jobs', 'applications', 'contents', 'contact', 'interviews'],
  alerts: ['jobs'],
  jobs: ['site'],
  people: ['candidate'],
  reports: ['applications'],
  search: ['jobs', 'contents', 'documents', 'site'],
  contents: ['media'],
  previews: ['contents', 'jobs', 'site'],
  site: ['media'],
}
const AUTH_FOR_EVERY_FEATURE = ['features/auth/auth.middleware', 'features/auth/auth.api.server']

/** Server functions anyone may call: signed-out pages need them. Keep this list short. Names are unique (checked below). */
const PUBLIC_SERVER_FUNCTIONS = [
  'getSessionUser',
  'login',
  'logout',
  'applicationReceiptFn',
  'applyPageJobFn',
  'isErrorPreviewEnabled',
  'privacyPeriodsFn',
  'candidateApplicationFn',
  'alertPageFn',
  'articlePreviewFn',
  'jobPreviewFn',
  'corporatePageFn',
  'corporatePreviewFn',
]

/**
 * The guarded builders of auth's middleware (decision 028): each is
 * `createServerFn({ method }).middleware([requireAccess(area)])` for an area named in its own name.
 */
const AUTH_MIDDLEWARE = 'features/auth/auth.middleware.ts'
const GUARDED_BUILDERS = [
  ...sources
    .find(({ file }) => file === AUTH_MIDDLEWARE)!
    .text.matchAll(
      /^export const ((\w+)(?:Read|Write)) = createServerFn\(\{ method: '(?:GET|POST)' \}\)\.middleware\(\[requireAccess\('(\w+)'\)\]\)$/gm,
    ),
]
  .filter(([, , prefix, area]) => prefix === area)
  .map(([, name]) => name!)

const SHARED_LAYERS = ['lib/', 'components/', 'i18n/', 'db/', 'content/']

/** The one module that may write to the console: the browser half of `logFailure`. */
const CONSOLE_ALLOWED = ['lib/log.ts']

const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1] : undefined)
/** The role of a feature module path without extension ('features/jobs/jobs.http.server' → 'http.server'). */
const roleOf = (target: string) => {
  const [, domain, name] = target.split('/')
  return domain && name?.startsWith(`${domain}.`) ? name.slice(domain.length + 1).replace(/\.tsx?$/, '') : undefined
}

describe('architecture', () => {
  it('guards every server function with requireAccess, except the public list', () => {
    const unguarded: string[] = []
    const seen: string[] = []
    for (const { file, text } of sources.filter(({ file }) => roleOf(file) === 'functions')) {
      for (const [, name, body] of text.matchAll(/^export const (\w+) = ([\s\S]*?)(?=^export |^\/\/|^\/\*|(?![\s\S]))/gm)) {
        if (!body!.includes('.handler(')) continue
        seen.push(name!)
        const guarded =
          GUARDED_BUILDERS.includes(body!.match(/^\w+/)?.[0] ?? '') || /\.middleware\(\[requireAccess\('\w+'\)\]\)/.test(body!)
        if (!guarded && !PUBLIC_SERVER_FUNCTIONS.includes(name!)) unguarded.push(`${file}:${name}`)
      }
    }
    expect(unguarded).toEqual([])
    // A name identifies one function, and the public list names real functions only.
    expect(seen.filter((name, index) => seen.indexOf(name) !== index)).toEqual([])
    expect(PUBLIC_SERVER_FUNCTIONS.filter((name) => !seen.includes(name))).toEqual([])
    expect(seen.length).toBeGreaterThan(PUBLIC_SERVER_FUNCTIONS.length)
    // Every dashboard area has its builders, and each builder carries the guard of its own area.
    expect(GUARDED_BUILDERS.length).toBeGreaterThanOrEqual(accessAreas.length)
  })

  it('validates server-function input through validate() or a plain function, never a bare schema', () => {
    // Start throws a bare schema's issues as a plain Error, which answers 500 (`internal`);
    // `validate` (src/lib/validate.ts) turns them into 400 `invalid` with the fields' messages
    // (docs/architecture.md "Known traps" 18).
    const wrong = sources
      .filter(({ file }) => roleOf(file) === 'functions')
      .flatMap(({ file, text }) =>
        [...text.matchAll(/\.validator\(\s*([\w.]+)/g)]
          .filter(([, argument]) => argument!.startsWith('z.') || /schema$/i.test(argument!))
          .map(([match]) => `${file}: ${match}`),
      )
    expect(wrong).toEqual([])
  })

  it('declares server functions only in a feature’s <domain>.functions.ts', () => {
    const builderUse = new RegExp(`\\b(${GUARDED_BUILDERS.join('|')})\\s*\\.`)
    const wrong = sources
      .filter(({ file, text }) => (/\bcreateServerFn\(/.test(text) && file !== AUTH_MIDDLEWARE) || builderUse.test(text))
      .map(({ file }) => file)
      .filter((file) => {
        const domain = featureOf(file)
        return !(domain && file === `features/${domain}/${domain}.functions.ts`)
      })
    expect(wrong).toEqual([])
  })

  it('gives every feature the one anatomy: known domains, role file names, components/public and components/admin', () => {
    const featureFiles = allFiles.filter((file) => file.startsWith('features/'))
    expect([...new Set(featureFiles.map(featureOf))].filter((domain) => !DOMAINS.includes(domain!))).toEqual([])
    const role = new RegExp(`^features/([a-z-]+)/\\1\\.(${ROLES.map((r) => r.replace('.', '\\.')).join('|')})(\\.test)?\\.ts$`)
    const wrong = featureFiles.filter((file) => {
      if (ROLE_EXCEPTIONS.includes(file)) return false
      const [, , folder] = file.split('/')
      if (folder === 'components') return !/^features\/[a-z-]+\/components\/(public|admin)\//.test(file)
      return !role.test(file)
    })
    expect(wrong).toEqual([])
    // A unit test sits next to the module it tests, with the same base name.
    const orphanTests = allFiles
      .filter((file) => file.startsWith('features/') && isTest(file))
      .filter(
        (file) => !allFiles.includes(file.replace(/\.test\.(tsx?)$/, '.$1')) && !allFiles.includes(file.replace(/\.test\.tsx?$/, '.tsx')),
      )
    expect(orphanTests).toEqual([])
  })

  it('keeps rules and search readers free of zod, so public pages can import them', () => {
    const wrong = sources
      .filter(({ file }) => ['rules', 'search'].includes(roleOf(file) ?? ''))
      .filter(({ text }) => /from 'zod'/.test(text))
      .map(({ file }) => file)
    expect(wrong).toEqual([])
  })

  it('lets a feature import another only along a declared edge, through its api.server (or auth’s middleware)', () => {
    const wrong: string[] = []
    for (const { file, text } of sources.filter((s) => s.file.startsWith('features/'))) {
      const own = featureOf(file)!
      for (const target of importsOf(file, text)) {
        const entry = `${file} → ${target}`
        if (target.startsWith('routes/')) wrong.push(entry)
        const other = featureOf(target)
        if (!other || other === own || AUTH_FOR_EVERY_FEATURE.includes(target)) continue
        const declared = FEATURE_EDGES[own]?.includes(other) && target === `features/${other}/${other}.api.server`
        if (!declared) wrong.push(entry)
      }
    }
    expect(wrong).toEqual([])
    // The edges name real domains, and nobody but auth is everyone's dependency.
    expect(
      Object.entries(FEATURE_EDGES)
        .flatMap(([from, to]) => [from, ...to])
        .filter((d) => !DOMAINS.includes(d)),
    ).toEqual([])
  })

  it('keeps routes thin: no server functions, and features only through their public roles', () => {
    const wrong: string[] = []
    for (const { file, text } of sources.filter((s) => s.file.startsWith('routes/'))) {
      if (/\bcreateServerFn\(/.test(text)) wrong.push(`${file}: createServerFn`)
      for (const target of importsOf(file, text)) {
        const entry = `${file} → ${target}`
        const domain = featureOf(target)
        if (!domain || AUTH_FOR_EVERY_FEATURE.includes(target)) continue
        if (target.startsWith(`features/${domain}/components/`)) continue
        if (!ROUTE_ROLES.includes(roleOf(target) ?? '')) wrong.push(entry)
      }
    }
    expect(wrong).toEqual([])
  })

  it('lets shared layers import no feature and no route', () => {
    const wrong = sources
      .filter((s) => SHARED_LAYERS.some((layer) => s.file.startsWith(layer)))
      .flatMap(({ file, text }) =>
        importsOf(file, text)
          .filter((t) => t.startsWith('features/') || t.startsWith('routes/'))
          .map((t) => `${file} → ${t}`),
      )
    expect(wrong).toEqual([])
  })

  it('keeps server-only modules out of components', () => {
    const wrong = sources
      .filter((s) => s.file.endsWith('.tsx'))
      .flatMap(({ file, text }) =>
        importsOf(file, text)
          // A route's server handlers may call its feature's HTTP handlers: Start leaves them out of the client.
          .filter(
            (t) => (t.endsWith('.server') || t.startsWith('lib/server/')) && !(file.startsWith('routes/') && t.endsWith('.http.server')),
          )
          .map((t) => `${file} → ${t}`),
      )
    expect(wrong).toEqual([])
  })

  it('logs through pino on the server: no console calls in src/ or server/ (the browser half of logFailure aside)', () => {
    const server = walk(path.join(root, 'server'), isSource).map((file) => ({
      file: toPosix(path.relative(root, file)),
      text: readFileSync(file, 'utf8'),
    }))
    const wrong = [...sources, ...server]
      .filter(({ file }) => !CONSOLE_ALLOWED.includes(file))
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .flatMap((line, index) => (/\bconsole\.(log|info|warn|error|debug|trace)\(/.test(line) ? [`${file}:${index + 1}`] : [])),
      )
    expect(wrong).toEqual([])
  })
})
