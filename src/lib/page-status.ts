import { createIsomorphicFn } from '@tanstack/react-start'
import { setPageStatus, setRequestActor } from './server/request-context'

/** The HTTP status of the page being rendered on the server (no-op in the browser). */
export const pageStatus = createIsomorphicFn()
  .server((status: number) => setPageStatus(status))
  .client(() => {})

/** Who the page being rendered on the server is for, so its security-log line names the user. */
export const pageActor = createIsomorphicFn()
  .server((userId: string) => setRequestActor(userId))
  .client(() => {})
