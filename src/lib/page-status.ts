import { createIsomorphicFn } from '@tanstack/react-start'
import { setPageStatus } from './server/request-context'

/** The HTTP status of the page being rendered on the server (no-op in the browser). */
export const pageStatus = createIsomorphicFn()
  .server((status: number) => setPageStatus(status))
  .client(() => {})
