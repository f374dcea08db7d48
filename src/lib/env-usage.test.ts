import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const scanned = ['src', 'server', 'scripts']
const sourceFile = /\.(?:[cm]?[jt]s|tsx)$/
const envAccess = /\bprocess\s*(?:\.\s*env\b|\[\s*['"`]env['"`]\s*\])/

/**
 * Besides src/lib/env.ts, only these may touch process.env (the whole file, or only the lines that
 * match `line`). Each prepares an environment for another program or reads one that is not the
 * application's configuration; keep the list short.
 */
const allowed: { file: string; line?: RegExp; why: string }[] = [
  { file: 'scripts/start.mjs', why: 'loads .env and fills NODE_ENV and MIGRATIONS_DIR for the server it runs in-process' },
  { file: 'scripts/screenshots.ts', why: 'builds the environment of the server it starts, and reads its own SCREENSHOT_* options' },
  {
    file: 'scripts/bench-data.mjs',
    why: 'takes the PostgreSQL server to create its two databases on from DATABASE_URL when no --database-url is given',
  },
  {
    file: 'scripts/bulk-memory.mjs',
    why: 'takes the PostgreSQL server to create its database on from DATABASE_URL when no --database-url is given',
  },
  { file: 'scripts/explain-lists.ts', why: 'takes the database whose plans it prints from DATABASE_URL when no --database-url is given' },
  {
    file: 'scripts/memory-probe.mjs',
    why: 'loaded into the server by `npm run memory` (--import), never by the site: reads where to write its figures',
  },
  { file: 'scripts/install-note.mjs', why: "reads npm's user agent (npm_config_user_agent) to name the Node that npm runs on" },
  {
    file: 'server/plugins/boot.ts',
    line: /^process\.env\.SERVER_SHUTDOWN_TIMEOUT = /,
    why: 'tells srvx its graceful-shutdown timeout, which srvx reads from this variable',
  },
]

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

const self = 'src/lib/env-usage.test.ts'
const files = scanned.flatMap(filesUnder).filter((file) => file !== self)

/** The lines of `file` that touch process.env, trimmed, with their line numbers. */
function envLines(file: string): { number: number; text: string }[] {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (envAccess.test(line) ? [{ number: index + 1, text: line.trim() }] : []))
}

const isAllowed = (file: string, text: string) =>
  file === 'src/lib/env.ts' || allowed.some((entry) => entry.file === file && (!entry.line || entry.line.test(text)))

describe('environment variables', () => {
  it('are read through src/lib/env.ts (getEnv) everywhere else', () => {
    const offenders = files.flatMap((file) =>
      envLines(file)
        .filter(({ text }) => !isAllowed(file, text))
        .map(({ number, text }) => `${file}:${number}: ${text}`),
    )
    expect(offenders, 'add the variable to the schema in src/lib/env.ts and use getEnv()').toEqual([])
  })

  it('leave no stale entry in the allow-list', () => {
    for (const entry of allowed) {
      const used = envLines(entry.file).some(({ text }) => !entry.line || entry.line.test(text))
      expect(used, `${entry.file} no longer needs its entry (${entry.why})`).toBe(true)
    }
  })
})
