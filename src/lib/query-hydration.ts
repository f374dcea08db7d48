/**
 * The query state the server dehydrated into a page, kept until a page that uses queries (the
 * dashboard) creates the browser's query client. Public pages never load the query library:
 * this file is all of it that reaches their entry (decision 013).
 */
export interface DehydratedQueries {
  initial?: unknown[]
  stream?: ReadableStream<unknown[]>
}

let pending: DehydratedQueries | undefined

/** The router's `hydrate` option: remembers what the server sent. */
export function keepDehydratedQueries(dehydrated: unknown) {
  pending = (dehydrated as { query?: DehydratedQueries } | undefined)?.query
}

/** Hands the remembered state over once. */
export function takeDehydratedQueries(): DehydratedQueries | undefined {
  const taken = pending
  pending = undefined
  return taken
}
