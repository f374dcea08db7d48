// Run by `npm run memory` in a process of its own: PGlite alone on a data folder the server made,
// with pg_trgm, one query, then a few idle seconds while the parent samples this process's RSS.
// `defaults` opens it with PGlite's own settings; `project` with the server's
// (src/db/pglite-options.ts). Prints one JSON line when done.
const [dataDir, mode = 'project', idleMs = '3000'] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: memory-floor.mjs <pglite data folder> [defaults|project] [idle ms]')

let options
if (mode === 'project') {
  // Node 24 strips the types; the module imports nothing but Node and PGlite.
  const { pgliteOptions } = await import('../src/db/pglite-options.ts')
  options = await pgliteOptions()
} else {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  options = { extensions: { pg_trgm } }
}
const { PGlite } = await import('@electric-sql/pglite')
const client = new PGlite(dataDir, options)
await client.waitReady
const { rows } = await client.query("select (select count(*) from jobs)::int as jobs, current_setting('shared_buffers') as shared_buffers")
process.stdout.write('ready\n')
await new Promise((resolve) => setTimeout(resolve, Number(idleMs)))
const wasmBytes = client.mod?.wasmMemory?.buffer.byteLength ?? client.mod?.HEAPU8?.buffer.byteLength
process.stdout.write(`${JSON.stringify({ ...rows[0], wasmBytes, ...process.memoryUsage() })}\n`)
await client.close()
