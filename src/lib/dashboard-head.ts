import type { Messages } from '~/i18n/i18n'

type DashboardTitle = keyof Messages['dashboard']['titles']

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A dashboard page's name in `dashboard.titles`: its `<title>`, written once by the area's route. */
    title?: DashboardTitle
  }
}

/**
 * The `<title>` of a dashboard page: its name from `dashboard.titles` and the site's name. The area
 * route writes it for every page from the deepest match's `staticData.title`, so that the pages
 * carry a word each instead of a `head` function each in the entry every page loads (decision 013).
 * Its own module: `load-entity.ts` beside it would bring the error vocabulary along.
 */
export function dashboardHead(messages: Messages, matches: ReadonlyArray<{ staticData: { title?: DashboardTitle } }>) {
  const page = matches.findLast((match) => match.staticData.title)?.staticData.title
  return page ? { meta: [{ title: `${messages.dashboard.titles[page]} · HOI Holding` }] } : {}
}
