import type { Language } from '~/lib/enums'
import { languageMeta } from '~/lib/language'

/** "Türkiye" / "Turkey" for "TR"; the code itself when the runtime does not know it. */
export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([languageMeta[lang].locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}
