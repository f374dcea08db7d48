// Run by the build (vite.config.ts, after Nitro wrote .output/server): an empty PGlite database,
// freshly initialized, dumped as PGlite's own archive to <server dir>/pglite-template.tar.gz. The
// server loads it into a new data folder instead of running initdb there (src/db/client.ts), which
// took about 300 MB more at the first start (decision 039). In a process of its own, so that the
// build keeps none of initdb's memory and none of PGlite's V8 flags.
import fs from 'node:fs'
import path from 'node:path'
import { PGLITE_TEMPLATE_FILE, pgliteOptions } from '../src/db/pglite-options.ts'

const serverDir = process.argv[2]
if (!serverDir) throw new Error('usage: pglite-template.mjs <.output/server folder>')

const { PGlite } = await import('@electric-sql/pglite')
const client = new PGlite('memory://', await pgliteOptions())
await client.waitReady
const archive = await client.dumpDataDir('gzip')
await client.close()
const target = path.join(serverDir, PGLITE_TEMPLATE_FILE)
// Under its name only once complete: a server never loads half an archive.
fs.writeFileSync(`${target}.partial`, Buffer.from(await archive.arrayBuffer()))
fs.renameSync(`${target}.partial`, target)
