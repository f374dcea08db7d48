import { createFileRoute } from '@tanstack/react-router'
import { migrationsApplied } from '~/db/health'
import { getRuntime } from '~/lib/server/runtime'

const noStore = { 'Cache-Control': 'no-store' }

export const Route = createFileRoute('/readyz')({
  server: {
    handlers: {
      GET: async () => {
        const runtime = getRuntime()
        if (!runtime?.database || runtime.state !== 'ready') {
          return Response.json({ status: 'starting', database: runtime?.state ?? 'absent' }, { status: 503, headers: noStore })
        }
        try {
          const { applied, expected } = await migrationsApplied(runtime.database.db)
          const ok = applied >= expected
          return Response.json(
            { status: ok ? 'ready' : 'migrating', database: runtime.database.kind, migrations: { applied, expected } },
            { status: ok ? 200 : 503, headers: noStore },
          )
        } catch (error) {
          return Response.json({ status: 'unavailable', error: (error as Error).message }, { status: 503, headers: noStore })
        }
      },
    },
  },
})
