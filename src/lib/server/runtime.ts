import type { Database, Db } from '~/db/client'

/**
 * The Nitro boot plugin and the Start routes are separate bundles (docs/architecture.md "Known traps" 2); they share
 * the database through this global slot.
 */
interface Runtime {
  ready: Promise<Database>
  database?: Database
  state: 'starting' | 'ready' | 'failed'
}

const KEY = Symbol.for('hoi.runtime')
type Holder = { [KEY]?: Runtime }

export function setRuntime(ready: Promise<Database>): Runtime {
  const runtime: Runtime = { ready, state: 'starting' }
  ready.then(
    (database) => {
      runtime.database = database
      runtime.state = 'ready'
    },
    () => {
      runtime.state = 'failed'
    },
  )
  ;(globalThis as Holder)[KEY] = runtime
  return runtime
}

export function getRuntime(): Runtime | undefined {
  return (globalThis as Holder)[KEY]
}

/** The application database; waits for boot (migrations) when called early. */
export async function getDb(): Promise<Db> {
  const runtime = getRuntime()
  if (!runtime) throw new Error('Database not initialised: the boot plugin did not run')
  return (runtime.database ?? (await runtime.ready)).db
}
