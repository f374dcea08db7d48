import { ALERT_FILTER_KEYS, ALERT_LIMITS, type AlertFilters } from './alerts.rules'

/** /{lang}/alerts: the search to subscribe to (the board's filters), and the states after a post. */
export interface AlertsSearch extends AlertFilters {
  sent?: 1
  unsubscribed?: 1
}

/** /{lang}/alerts/{token}: the states after a post. */
export interface AlertPageSearch {
  confirmed?: 1
  saved?: 1
}

const flag = (value: unknown): 1 | undefined => (String(value) === '1' ? 1 : undefined)

/** Schema-free (it ships in every page's entry): bounded text filters; the server validates the values again. */
export function readAlertsSearch(raw: Record<string, unknown>): AlertsSearch {
  const search: AlertsSearch = { sent: flag(raw.sent), unsubscribed: flag(raw.unsubscribed) }
  for (const key of ALERT_FILTER_KEYS) {
    const value = typeof raw[key] === 'number' ? String(raw[key]) : raw[key]
    if (typeof value === 'string' && value.trim() !== '' && value.length <= ALERT_LIMITS.q) search[key] = value.trim()
  }
  for (const key of Object.keys(search) as Array<keyof AlertsSearch>) if (search[key] === undefined) delete search[key]
  return search
}

export function readAlertPageSearch(raw: Record<string, unknown>): AlertPageSearch {
  const search: AlertPageSearch = { confirmed: flag(raw.confirmed), saved: flag(raw.saved) }
  for (const key of Object.keys(search) as Array<keyof AlertPageSearch>) if (search[key] === undefined) delete search[key]
  return search
}
