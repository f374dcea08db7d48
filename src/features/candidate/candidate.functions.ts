import { createServerFn } from '@tanstack/react-start'
import { getEnv } from '~/lib/env'
import { isLanguage } from '~/lib/language'
import { currentClientAddress } from '~/lib/server/client-address'
import { getDb } from '~/lib/server/runtime'
import { readCandidateView } from './candidate.server'

// The private page's one function: plain input checks, no schema library on public pages (decision 013).

const viewInput = (input: unknown): { token: string; lang: 'tr' | 'en' } => {
  const { token, lang } = (input ?? {}) as Record<string, unknown>
  return { token: typeof token === 'string' && token.length <= 64 ? token : '', lang: isLanguage(lang) ? lang : 'tr' }
}

/**
 * What the candidate's private page shows (docs/product.md §13.2), in the page's language, or why
 * the link shows nothing; every call counts against the address's `candidate` allowance.
 */
export const candidateApplicationFn = createServerFn({ method: 'GET' })
  .validator(viewInput)
  .handler(async ({ data }) => readCandidateView({ db: await getDb(), env: getEnv() }, { ...data, ip: currentClientAddress() }))
