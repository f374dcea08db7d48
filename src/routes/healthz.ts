import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/healthz')({
  server: {
    handlers: {
      GET: () => Response.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'Cache-Control': 'no-store' } }),
    },
  },
})
