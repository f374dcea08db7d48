import type { Language } from '~/lib/enums'

/** A text of the corporate content in both languages (decision 019). */
export type Text = Record<Language, string>

/** Every text of a content record in one language: the shape the pages receive from their loaders. */
export type Localized<T> = { [K in keyof T]: T[K] extends Text ? string : T[K] }

/** The record with each of its `{ tr, en }` texts in `lang`; other fields unchanged. */
export function localize<T extends object>(record: T, lang: Language): Localized<T> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    out[key] = isText(value) ? value[lang] : value
  }
  return out as Localized<T>
}

function isText(value: unknown): value is Text {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'tr' in value &&
    'en' in value &&
    Object.keys(value).length === 2
  )
}
