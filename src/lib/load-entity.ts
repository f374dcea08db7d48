import { notFound, type NotFoundError } from '@tanstack/react-router'
import { errorCodeOf } from './errors'
import { readId } from './ids'
import { pageStatus } from './page-status'

/**
 * The not-found answer of a dashboard page: status 404 for the server render, and the router's
 * `notFound`, which the area route's `notFoundComponent` (`NotFoundPanel`) shows in its place. Not an
 * Error: a missing row is an expected answer, and an Error would go through the error boundary,
 * which React reports in the console as a caught error.
 */
export function pageNotFound(): NotFoundError {
  pageStatus(404)
  return notFound()
}

/**
 * The loader of a dashboard page about one row (an edit form, a detail page): a malformed id names
 * nothing, which is the same answer as an unknown one (404); otherwise `load` runs with the id
 * lower-cased, and a null or undefined result, or a read that answers `not_found`, is a 404 too
 * (the area route shows `NotFoundPanel`: one lazy component there, not one in each page's route,
 * which the entry every page loads would carry). The page's component reads the row
 * with the same id (`readId(params.id)`), so it finds what the loader put in the query cache.
 *
 *   loader: ({ context, params }) =>
 *     loadEntity(params.id, async (id) => (await context.getQueryClient()).ensureQueryData(jobQueries.edit(id))),
 */
export async function loadEntity<T>(rawId: string, load: (id: string) => Promise<T | null | undefined>): Promise<T> {
  const id = readId(rawId)
  if (!id) throw pageNotFound()
  // The row's own read may answer "not found" itself (a row gone since the list was shown).
  const entity = await load(id).catch((error: unknown) => {
    throw errorCodeOf(error) === 'not_found' ? pageNotFound() : error
  })
  if (entity === null || entity === undefined) throw pageNotFound()
  return entity
}
