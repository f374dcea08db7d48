import type { Messages } from '~/i18n/i18n'

/**
 * The `<title>` of a dashboard page: its name from `dashboard.titles` and the site's name. Its own
 * module: a route's `head` ships in the entry every page loads, and `load-entity.ts` beside it
 * would bring the error vocabulary along (decision 013).
 */
export function dashboardHead(messages: Messages, page: keyof Messages['dashboard']['titles']) {
  return { meta: [{ title: `${messages.dashboard.titles[page]} · HOI Holding` }] }
}
