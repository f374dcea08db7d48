#!/usr/bin/env node
// Builds the production server only when a source file is newer than .output/server/index.mjs,
// so `npm run test:e2e` and `npm run screenshots` do not pay for a build they do not need.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const output = path.join(root, '.output', 'server', 'index.mjs')
const inputs = ['src', 'server', 'public', 'drizzle', 'vite.config.ts', 'package.json']

/** The newest file under `entry` (a file or a folder), as { file, mtimeMs }. */
function newest(entry) {
  if (!existsSync(entry)) return undefined
  const stat = statSync(entry)
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs }
  let best
  for (const dirent of readdirSync(entry, { withFileTypes: true })) {
    const found = newest(path.join(entry, dirent.name))
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found
  }
  return best
}

function reasonToBuild() {
  if (!existsSync(output)) return 'no build found'
  const built = statSync(output).mtimeMs
  for (const input of inputs) {
    const found = newest(path.join(root, input))
    if (found && found.mtimeMs > built) return `${path.relative(root, found.file)} changed since the last build`
  }
  return undefined
}

const reason = reasonToBuild()
if (!reason) {
  console.log('ensure-build: .output is fresh, skipping the build')
  process.exit(0)
}

console.log(`ensure-build: building (${reason})`)
const vite = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite')
const result = spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' })
if (result.error) {
  console.error(`ensure-build: could not run vite: ${result.error.message}`)
  process.exit(1)
}
process.exit(result.status ?? 1)
