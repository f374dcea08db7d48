import { createServerFn } from '@tanstack/react-start'
import { getDb } from '~/lib/server/runtime'
import { ALERT_TOKEN_PATTERN } from './alerts.rules'
import { readAlertView } from './alerts.server'

// The public pages' function: a plain input check, no schema library on public pages (decision 013).

const tokenInput = (input: unknown): { token: string } => {
  const token = (input as { token?: unknown } | null)?.token
  return { token: typeof token === 'string' && ALERT_TOKEN_PATTERN.test(token) ? token : '' }
}

/** What the page of an alert's link shows (masked address, filters, rhythm); null for a dead link. */
export const alertPageFn = createServerFn({ method: 'GET' })
  .validator(tokenInput)
  .handler(async ({ data }) => (data.token ? readAlertView(await getDb(), data.token) : null))
