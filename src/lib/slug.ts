/** A URL slug: lowercase ASCII letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 100

// Turkish letters by hand: NFD would leave the dotless ı as it is and keep İ's dot as a mark.
const TURKISH: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i̇: 'i', ö: 'o', ş: 's', ü: 'u' }

/** "Kıdemli Yazılım Geliştirici (İstanbul)" → "kidemli-yazilim-gelistirici-istanbul", at most 100 characters. */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/i̇|[çğıöşü]/g, (letter) => TURKISH[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '')
}
