import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getEnv } from '~/lib/env'
import { validate } from '~/lib/validate'

/*
 * Neither function takes input: anything sent as `data` is refused with 400 `invalid`, through
 * `validate` rather than the bare schema, which Start would throw as a plain Error (a 500;
 * docs/architecture.md "Known traps" 18). Each validator is written inline: the client's stubs
 * drop the `.validator(…)` call with its argument, so zod does not reach a public page (a shared
 * constant might stay in the client chunk).
 */

/**
 * The error preview page fails on purpose so that the route error view can be checked in a
 * real browser. It exists only where ENABLE_ERROR_PREVIEW=true (the e2e server); elsewhere it is
 * not found.
 */
export const isErrorPreviewEnabled = createServerFn({ method: 'GET' })
  .validator(validate(z.undefined()))
  .handler(() => getEnv().ENABLE_ERROR_PREVIEW)

/**
 * The retention periods the information notice states (docs/product.md §10, §13.5): the settings
 * of this deployment, in days. No input; public.
 */
export const privacyPeriodsFn = createServerFn({ method: 'GET' })
  .validator(validate(z.undefined()))
  .handler(() => {
    const env = getEnv()
    return {
      applicationDays: env.APPLICATION_RETENTION_DAYS,
      talentPoolDays: env.TALENT_POOL_RETENTION_DAYS,
      contactDays: env.CONTACT_RETENTION_DAYS,
    }
  })
