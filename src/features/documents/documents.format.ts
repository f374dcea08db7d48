import type { Language } from '~/lib/enums'
import { languageMeta } from '~/lib/language'

/** "245 kB", "1,2 MB": decimal units, as the unit names say, in the page's locale. */
export function formatFileSize(bytes: number, lang: Language): string {
  const [value, unit] = bytes < 1000 ? [bytes, 'byte'] : bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte']
  return new Intl.NumberFormat(languageMeta[lang].locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value)
}
