import { createFileRoute } from '@tanstack/react-router'
import { migrationsApplied } from '~/db/health'
import { getLogger } from '~/lib/server/logger'
import { getRuntime } from '~/lib/server/runtime'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Readiness for a load balancer: `{ status: 'ready' }` (200) or `{ status: 'not_ready' }` (503).
 * The reason is logged here, never sent: a probe needs no database or error details.
 */
export const Route = createFileRoute('/readyz')({
  server: {
    handlers: {
      GET: async () => {
        const reason = await notReadyReason()
        if (reason) {
          const { level, ...details } = reason
          getLogger()[level](details, 'not ready')
          return Response.json({ status: 'not_ready' }, { status: 503, headers: noStore })
        }
        return Response.json({ status: 'ready' }, { headers: noStore })
      },
    },
  },
})

type NotReady = { level: 'info' | 'warn' | 'error'; reason: string; err?: unknown; applied?: number; expected?: number }

async function notReadyReason(): Promise<NotReady | undefined> {
  const runtime = getRuntime()
  // Starting (migrations running) is expected for a few seconds; a failed boot is not.
  if (!runtime?.database || runtime.state !== 'ready') {
    const state = runtime?.state ?? 'absent'
    return { level: state === 'starting' ? 'info' : 'error', reason: `database_${state}` }
  }
  try {
    const { applied, expected } = await migrationsApplied(runtime.database.db)
    return applied >= expected ? undefined : { level: 'warn', reason: 'migrations_pending', applied, expected }
  } catch (error) {
    return { level: 'error', reason: 'database_unreachable', err: error }
  }
}
