import { createIsomorphicFn } from '@tanstack/react-start'
import type { FailureBody } from './errors'
import { requestContext } from './server/request-context'

/**
 * A form post that failed, as the page shows it when the server renders the page again in answer
 * to the post (a form used without scripts, src/lib/server/page-form.ts): the failure with its
 * localized message and field messages, and what the visitor typed (never a password or a file).
 */
export interface PostedForm {
  error: FailureBody
  values: Record<string, string>
}

/**
 * The failed post the page is answering, for a route's loader: on the server, the one
 * `answerPageForm` put in the request context; nothing on a plain GET or in the browser (where
 * the loader's result comes with the page).
 */
export const postedForm = createIsomorphicFn()
  .server((): PostedForm | null => requestContext().form ?? null)
  .client((): PostedForm | null => null)
