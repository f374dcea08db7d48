import type { Language } from './enums'

/*
 * Place names as each language writes them (docs/product.md §1): one spelling per place and
 * language on every page, as the offices, the footer and the corporate pages write them. A job's
 * city is stored once, as HR typed it; the pages show it in the page's language. Client-safe and
 * small: the job pages carry it.
 */

/** The places whose names the two languages write differently, by their name without dots and case. */
const PLACES: Record<string, Record<Language, string>> = {
  istanbul: { tr: 'İstanbul', en: 'Istanbul' },
  izmir: { tr: 'İzmir', en: 'Izmir' },
}

/** "İstanbul" / "Istanbul" for either spelling; a place the table does not list as it was typed. */
export function placeName(name: string, lang: Language): string {
  return PLACES[name.trim().replace(/[İIı]/g, 'i').toLowerCase()]?.[lang] ?? name
}
