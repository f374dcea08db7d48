import { createServerFn } from '@tanstack/react-start'
import { isLanguage } from '~/lib/language'
import { getDb } from '~/lib/server/runtime'
import { getSubmittedApplication } from './applications.server'

/** Plain input checks: no schema library on public pages (decision 013). */
const receiptInput = (input: unknown): { slug: string; ref: string; lang: 'tr' | 'en' } => {
  const { slug, ref, lang } = (input ?? {}) as Record<string, unknown>
  return {
    slug: typeof slug === 'string' && slug.length <= 120 ? slug : '',
    ref: typeof ref === 'string' && ref.length <= 36 ? ref : '',
    lang: isLanguage(lang) ? lang : 'tr',
  }
}

/** The success page's two facts (position and date) of one application of one job; null otherwise. */
export const applicationReceiptFn = createServerFn({ method: 'GET' })
  .validator(receiptInput)
  .handler(async ({ data }) => (data.slug && data.ref ? getSubmittedApplication(await getDb(), data.slug, data.ref, data.lang) : null))
