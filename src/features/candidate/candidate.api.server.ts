import type { Db } from '~/db/client'
import type { Language } from '~/lib/enums'
import type { Env } from '~/lib/env'
import { newApplicationLink } from './candidate.server'

/*
 * What other features may ask of the candidate feature (decision 024; the edge applications →
 * candidate): the private link an application's confirmation mail carries (decision 040).
 */

/**
 * applications: inside the application's transaction, a fresh private link for it (a new random
 * token whose SHA-256 alone is stored, valid APPLICATION_LINK_DAYS): the full URL for the mail and its expiry.
 */
export async function issueApplicationLink(
  tx: Db,
  applicationId: string,
  lang: Language,
  env: Env,
): Promise<{ url: string; expiresAt: Date }> {
  const { url, expiresAt } = await newApplicationLink(tx, applicationId, lang, env)
  return { url, expiresAt }
}
