// `npm start`: builds when the sources are newer than the build, reads .env when present,
// then serves the production build (migrations, first admin and demo content run at boot).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

if (fs.existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV ??= 'production'
process.env.MIGRATIONS_DIR ??= path.join(root, 'drizzle')

const build = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const port = process.env.PORT ?? '3000'
console.log(`Starting HOI Holding on http://localhost:${port} (data in ${path.resolve(process.env.DATA_DIR ?? './data')})`)
await import(pathToFileURL(path.join(root, '.output/server/index.mjs')).href)
