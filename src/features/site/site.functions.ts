import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contentsRead, contentsWrite, withActor, withDb } from '~/features/auth/auth.middleware'
import { restoreVersionSchema, versionListSchema, versionSchema } from '~/lib/entity-versions'
import { type Language } from '~/lib/enums'
import { getEnv } from '~/lib/env'
import { AppError } from '~/lib/errors'
import { isLanguage } from '~/lib/language'
import { siteOrigin } from '~/lib/seo'
import { getDb } from '~/lib/server/runtime'
import { idSchema } from '~/lib/schema'
import { markReviewedSchema } from '~/lib/translation-review'
import { validate } from '~/lib/validate'
import {
  getCorporateEntryForEdit,
  getCorporateVersion,
  listCorporateEntries,
  listCorporateSections,
  listCorporateVersions,
  markCorporateReviewed,
  moveCorporateEntry,
  restoreCorporateVersion,
  saveCorporateEntry,
  setCorporateStatus,
} from './site.admin.server'
import { corporateSectionSchema, moveCorporateEntrySchema, saveCorporateEntrySchema, setCorporateStatusSchema } from './site.schemas'
import { type CorporatePage, corporatePage, corporatePages } from './site.server'

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

/**
 * A public page's corporate content in its language (decision 061): the page and the language are
 * checked by hand (no zod on public pages); anything else is 400 `invalid`.
 */
export const corporatePageFn = createServerFn({ method: 'GET' })
  .validator((input: { page: CorporatePage; lang: Language }) => {
    const { page, lang } = (input ?? {}) as { page?: unknown; lang?: unknown }
    if (!(corporatePages as readonly unknown[]).includes(page) || !isLanguage(lang)) throw new AppError('invalid')
    return { page: page as CorporatePage, lang }
  })
  .handler(async ({ data }) => corporatePage(await getDb(), data.page, data.lang, siteOrigin()))

// The corporate pages on the dashboard (decision 061): the editors' area, `contents`.

export const listCorporateSectionsFn = contentsRead.validator(validate(z.undefined())).handler(withDb(listCorporateSections))

export const listCorporateEntriesFn = contentsRead.validator(validate(corporateSectionSchema)).handler(withDb(listCorporateEntries))

export const getCorporateEntryForEditFn = contentsRead.validator(validate(idSchema)).handler(withDb(getCorporateEntryForEdit))

export const saveCorporateEntryFn = contentsWrite.validator(validate(saveCorporateEntrySchema)).handler(withActor(saveCorporateEntry))

export const setCorporateStatusFn = contentsWrite.validator(validate(setCorporateStatusSchema)).handler(withActor(setCorporateStatus))

export const moveCorporateEntryFn = contentsWrite.validator(validate(moveCorporateEntrySchema)).handler(withActor(moveCorporateEntry))

export const markCorporateReviewedFn = contentsWrite.validator(validate(markReviewedSchema)).handler(withActor(markCorporateReviewed))

export const listCorporateVersionsFn = contentsRead.validator(validate(versionListSchema)).handler(withDb(listCorporateVersions))

export const getCorporateVersionFn = contentsRead.validator(validate(versionSchema)).handler(withDb(getCorporateVersion))

export const restoreCorporateVersionFn = contentsWrite.validator(validate(restoreVersionSchema)).handler(withActor(restoreCorporateVersion))
