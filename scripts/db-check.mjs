// `npm run db:check`: fails when the committed migrations in drizzle/ do not match src/db/schema,
// that is when `npm run db:generate` would write a new migration. drizzle-kit generates into a
// temporary copy of drizzle/, so the working tree is never touched.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const drizzleKit = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'drizzle-kit.cmd' : 'drizzle-kit')

/** Runs drizzle-kit from the project root; a question (a rename to confirm) fails instead of waiting for an answer. */
function drizzle(args) {
  const result = spawnSync(drizzleKit, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 })
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? result.error.message : ''}`.trim(),
  }
}

/** Every file under `dir`, as paths relative to it. */
function listFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : []))
}

function fail(message, details = '') {
  process.stderr.write(`db:check: ${message}\n${details ? `\n${details}\n` : ''}`)
  process.exitCode = 1
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hoi-db-check-'))
try {
  // 1. The snapshots in drizzle/meta are consistent with each other (no collisions, no gaps).
  const check = drizzle(['check', '--config', 'drizzle.config.ts'])
  if (!check.ok || !check.output.includes("Everything's fine")) {
    fail('drizzle-kit check found a problem in drizzle/', check.output)
  } else {
    // 2. Generating from the schema into a copy of drizzle/ adds nothing. The project's config is
    //    reused with only the output folder changed, so schema path, dialect and casing live in one place.
    const out = path.join(scratch, 'drizzle')
    fs.cpSync(path.join(root, 'drizzle'), out, { recursive: true })
    const config = path.join(scratch, 'drizzle.config.ts')
    // drizzle-kit reads `out` relative to the working directory, even an absolute path.
    const relativeOut = path.relative(root, out).split(path.sep).join('/')
    fs.writeFileSync(
      config,
      `import base from ${JSON.stringify(path.join(root, 'drizzle.config.ts'))}\nexport default { ...base, out: ${JSON.stringify(relativeOut)} }\n`,
    )
    const before = new Set(listFiles(out))
    const generate = drizzle(['generate', '--config', config, '--name', 'db-check'])
    const added = listFiles(out).filter((file) => !before.has(file))
    // drizzle-kit can exit with 0 after an error: only its own words count as "nothing to do".
    const upToDate = generate.ok && added.length === 0 && generate.output.includes('No schema changes')
    if (!generate.ok || (added.length === 0 && !upToDate)) {
      fail('drizzle-kit generate failed (a question about a rename also ends here: run `npm run db:generate`)', generate.output)
    } else if (added.length > 0) {
      const sql = added
        .filter((file) => file.endsWith('.sql'))
        .map((file) => `-- ${file}\n${fs.readFileSync(path.join(out, file), 'utf8').trim()}`)
        .join('\n\n')
      fail('src/db/schema has changes that no migration in drizzle/ covers. Run `npm run db:generate` and commit the result.', sql)
    } else {
      console.log('db:check: the migrations in drizzle/ match src/db/schema')
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true })
}
