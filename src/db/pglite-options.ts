import v8 from 'node:v8'
import type { PGliteOptions } from '@electric-sql/pglite'

// How every PGlite of the project opens a data folder: the server, the tests, backup and restore,
// and `npm run memory`'s floor (which imports this file as it is: Node and PGlite imports only).
// What each setting saves is measured in decision 039.

/**
 * PostgreSQL's buffer pool inside PGlite's WebAssembly memory. initdb writes 128MB into
 * postgresql.conf, and PGlite touches all of it at start: 120 MB of resident memory for a data
 * folder of about 40 MB. Pages not in the pool are read from the data folder through the
 * operating system's page cache, which a seq scan of a larger table goes through anyway.
 * The command line overrides postgresql.conf, so existing folders get it too.
 */
export const PGLITE_SHARED_BUFFERS = '16MB'

/**
 * V8 compiles WebAssembly with its baseline compiler (Liftoff) and recompiles hot functions with
 * its optimizing one (TurboFan) in the background. For PostgreSQL's 9 MB module that recompiling
 * took about 550 MB for a few seconds after start-up, and left 50–70 MB that the allocator kept.
 * Queries of the site's size were no slower without it; a CPU-bound scan of 200,000 rows takes
 * about 1.6 times as long (decision 039). These flags are read when a module is
 * compiled, so they are set before the first PGlite; they apply to every WebAssembly module the
 * process compiles afterwards, of which PGlite's are the only large ones.
 */
function keepWebAssemblyOnBaselineCompiler() {
  v8.setFlagsFromString('--no-wasm-tier-up')
  v8.setFlagsFromString('--no-wasm-dynamic-tiering')
}

/**
 * A freshly initialized, empty database as PGlite's own archive, written beside the server bundle
 * by the build (scripts/pglite-template.mjs). A new data folder is loaded from it instead of
 * running initdb, whose second PGlite and WebAssembly module took about 300 MB more at the
 * first start. Without it (tests, `vite dev`) PGlite runs initdb.
 */
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tar.gz'

/** The options of `new PGlite(dir, …)`: the extensions the migrations create, and the settings above. */
export async function pgliteOptions(): Promise<PGliteOptions & Required<Pick<PGliteOptions, 'extensions' | 'startParams'>>> {
  keepWebAssemblyOnBaselineCompiler()
  const { PGlite } = await import('@electric-sql/pglite')
  // pg_trgm: the dashboard lists' trigram indexes (decision 038), built into PGlite's package.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  return {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  }
}
