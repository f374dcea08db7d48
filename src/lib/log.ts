import { createIsomorphicFn } from '@tanstack/react-start'
import { getLogger } from './server/logger'

/**
 * A failure a page survives (a list that renders empty, a section left out), from code that runs
 * on both sides: on the server it goes to the JSON log through pino (src/lib/server/logger.ts,
 * never `console`, checked by src/architecture.test.ts); in the browser, where there is no log to
 * write to, to the console.
 */
export const logFailure = createIsomorphicFn()
  .server((message: string, error: unknown) => getLogger().error({ err: error }, message))
  .client((message: string, error: unknown) => console.error(message, error))
