import { z } from 'zod'
import { type RedirectEntity, type RedirectOrigin, redirectOrigins } from '~/lib/enums'
import { idSchema, listSearchSchema, maxLength } from '~/lib/schema'
import { SITE_PATH_MAX, sitePathProblem } from '~/lib/site-path'
import type { RedirectListSearch } from './redirects.search'

/**
 * A same-site page path (decision 055): `/tr/…` or `/en/…`, no scheme, host, query, `//`, dot
 * segments or control characters, at most SITE_PATH_MAX characters (`src/lib/site-path.ts`).
 */
const sitePathField = () =>
  z
    .string('validation.required')
    .max(SITE_PATH_MAX * 4, maxLength(SITE_PATH_MAX))
    .trim()
    .min(1, 'validation.required')
    .max(SITE_PATH_MAX, maxLength(SITE_PATH_MAX))
    .superRefine((value, context) => {
      const problem = sitePathProblem(value)
      if (problem) context.addIssue({ code: 'custom', message: `redirectAdmin.validation.${problem}` })
    })

/** The "add redirect" form, shared by the dialog and the server function. */
export const createRedirectSchema = z
  .object({ fromPath: sitePathField(), toPath: sitePathField() })
  .refine((value) => value.fromPath.replace(/\/$/, '') !== value.toPath.replace(/\/$/, ''), {
    path: ['toPath'],
    message: 'redirectAdmin.validation.same',
  })
export type CreateRedirectInput = z.input<typeof createRedirectSchema>

export const redirectIdSchema = idSchema

/** The redirects list state: read from the URL by `readRedirectListSearch`, validated again here on the server. */
export const redirectListSchema = listSearchSchema({ origin: redirectOrigins }) satisfies z.ZodType<unknown, RedirectListSearch>

export interface RedirectListItem {
  id: string
  fromPath: string
  toPath: string
  origin: RedirectOrigin
  /** The article or job an automatic redirect follows. */
  entity: RedirectEntity | null
  entityId: string | null
  createdAt: string
  /** Who made it: the admin, or the editor or recruiter whose slug change made it; null once that user is gone. */
  createdBy: string | null
}
