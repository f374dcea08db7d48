import type { OfficeDetails } from '~/content/office-links'
import type { Language } from '~/lib/enums'

/** What the footer shows from the database (decision 061): the offices, read by the `$lang` route for every public page and the not-found view. */
export interface FooterData {
  offices: readonly OfficeDetails[]
}

/**
 * The browser's footers by language: the one the first page came with (kept by the footer as it
 * renders), then each one read on a navigation, so a client navigation in a language reads it once.
 */
export const browserFooters = new Map<Language, Promise<FooterData>>()
