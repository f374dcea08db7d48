import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getEnv } from '~/lib/env'

/**
 * The error preview page fails on purpose so that the route error view can be checked in a
 * real browser. It exists only where ENABLE_ERROR_PREVIEW=true (the e2e server); elsewhere it is
 * not found.
 */
export const isErrorPreviewEnabled = createServerFn({ method: 'GET' })
  .validator(z.undefined())
  .handler(() => getEnv().ENABLE_ERROR_PREVIEW)
