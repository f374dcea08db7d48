import type { Messages } from '~/i18n/i18n'
import { AppError } from './errors'
import { readId } from './ids'
import { pageStatus } from './page-status'

/** The not-found answer of a page: status 404 for the server render, and the error its error view shows. */
export function pageNotFound(): AppError {
  pageStatus(404)
  return new AppError('not_found')
}

/**
 * The loader of a dashboard page about one row (an edit form, a detail page): a malformed id names
 * nothing, which is the same answer as an unknown one (404); otherwise `load` runs with the id
 * lower-cased, and a null or undefined result is a 404 too. The page's component reads the row
 * with the same id (`readId(params.id)`), so it finds what the loader put in the query cache.
 *
 *   loader: ({ context, params }) =>
 *     loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(jobQueries.edit(id))),
 */
export async function loadEntity<T>(rawId: string, load: (id: string) => Promise<T | null | undefined>): Promise<T> {
  const id = readId(rawId)
  if (!id) throw pageNotFound()
  const entity = await load(id)
  if (entity === null || entity === undefined) throw pageNotFound()
  return entity
}

/** The `<title>` of a dashboard page: its name from `dashboard.titles` and the site's name. */
export function dashboardHead(messages: Messages, page: keyof Messages['dashboard']['titles']) {
  return { meta: [{ title: `${messages.dashboard.titles[page]} · HOI Holding` }] }
}
