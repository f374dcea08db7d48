import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Static rules of the codebase (decision 007): who may import whom, and that every server
 * function is guarded by the access policy or stands on a short public list.
 */
const src = path.dirname(new URL(import.meta.url).pathname)

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(full)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') && entry.name !== 'routeTree.gen.ts' ? [full] : []
  })
}

const sources = files(src).map((file) => ({ file: path.relative(src, file), text: readFileSync(file, 'utf8') }))

/** Import targets of a file, resolved to paths relative to src/ ('features/users/users.server'). */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].flatMap(([, spec]) => {
    if (spec!.startsWith('~/')) return [spec!.slice(2)]
    if (spec!.startsWith('.')) return [path.relative(src, path.resolve(src, path.dirname(file), spec!))]
    return []
  })
}

/** Server functions anyone may call: signed-out pages need them. Keep this list short. */
const PUBLIC_SERVER_FUNCTIONS = [
  'features/auth/auth.functions.ts:getSessionUser',
  'features/auth/auth.functions.ts:login',
  'features/auth/auth.functions.ts:logout',
  'features/applications/applications.functions.ts:applicationReceiptFn',
  'features/applications/applications.functions.ts:applyPageJobFn',
  'features/site/site.functions.ts:isErrorPreviewEnabled',
]

/** What a feature may take from another feature: the access middleware only. */
const CROSS_FEATURE_ALLOWED = ['features/auth/auth.middleware', 'features/jobs/jobs.api.server']

const SHARED_LAYERS = ['lib/', 'components/', 'i18n/', 'db/', 'content/']

describe('architecture', () => {
  it('guards every server function with requireAccess, except the public list', () => {
    const unguarded: string[] = []
    const seen: string[] = []
    for (const { file, text } of sources.filter((s) => s.file.startsWith('features/'))) {
      for (const match of text.matchAll(/export const (\w+) = createServerFn\(([\s\S]*?)\.handler\(/g)) {
        const id = `${file}:${match[1]}`
        seen.push(id)
        const guarded = /\.middleware\(\[requireAccess\('\w+'\)\]\)/.test(match[2]!)
        if (!guarded && !PUBLIC_SERVER_FUNCTIONS.includes(id)) unguarded.push(id)
      }
    }
    expect(unguarded).toEqual([])
    // The public list names real functions only.
    expect(PUBLIC_SERVER_FUNCTIONS.filter((id) => !seen.includes(id))).toEqual([])
    expect(seen.length).toBeGreaterThan(PUBLIC_SERVER_FUNCTIONS.length)
  })

  it('keeps features apart: a feature imports shared code, itself, and the access middleware', () => {
    const wrong: string[] = []
    for (const { file, text } of sources.filter((s) => s.file.startsWith('features/'))) {
      const own = file.split('/').slice(0, 2).join('/')
      for (const target of importsOf(file, text)) {
        if (target.startsWith('features/') && !target.startsWith(`${own}/`) && !CROSS_FEATURE_ALLOWED.includes(target))
          wrong.push(`${file} → ${target}`)
        if (target.startsWith('routes/')) wrong.push(`${file} → ${target}`)
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
          // A route's `server.handlers` may call its feature's HTTP handlers (the compiler strips them from the client).
          .filter(
            (t) => (t.endsWith('.server') && !(file.startsWith('routes/') && t.endsWith('.http.server'))) || t.startsWith('lib/server/'),
          )
          .map((t) => `${file} → ${t}`),
      )
    expect(wrong).toEqual([])
  })
})
