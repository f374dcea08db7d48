import type { Language } from '~/lib/enums'
import type { Messages, Namespace } from './i18n'

// The translate function, apart from the loaders of i18n.ts (whose `import.meta.glob` needs the
// bundler): server code that writes mails imports this alone, and runs under plain Node too
// (scripts/explain-lists.ts).

/** The plural categories of `Intl.PluralRules`; a count string is an object of them, `other` always present. */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
type PluralForms = Partial<Record<PluralCategory, string>> & { other: string }

/**
 * Dotted paths to the strings of a message tree: `nav.groups.career`. A count string's forms
 * (`{ "one": "{{count}} brand", "other": "{{count}} brands" }`) are one key, read with `{ count }`.
 */
export type MessageKey<T> = {
  [K in keyof T & string]: IsMessage<T[K]> extends true ? K : `${K}.${MessageKey<T[K]>}`
}[keyof T & string]

/** A string or a count string's forms (distributes over a union of namespaces' values). */
type IsMessage<V> = V extends string
  ? true
  : V extends PluralForms
    ? Exclude<keyof V, PluralCategory> extends never
      ? true
      : false
    : false

export type MessageParams = Record<string, string | number | undefined> & { defaultValue?: string }

export type Translate<N extends Namespace> = (key: MessageKey<Messages[N]>, params?: MessageParams) => string

const pluralRules: Partial<Record<Language, Intl.PluralRules>> = {}

/**
 * A translate function over one namespace: `{{name}}` placeholders take their values from
 * `params`. A count string takes the form `Intl.PluralRules` picks for `params.count` in the
 * language ("1 brand", "2 brands"), and a numeric `count` is written in the language's digits
 * ("1,234" / "1.234"). A missing string gives `params.defaultValue`, else the key itself, so a
 * gap shows up on the page instead of an empty element. A few lines instead of a library: every
 * page loads this (decision 013).
 */
export function createTranslate<N extends Namespace>(lang: Language, messages: Partial<Messages> | undefined, ns: N): Translate<N> {
  return (key, params) => {
    let value: unknown = messages?.[ns]
    for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part]
    const count = params?.count
    if (value && typeof value === 'object' && count !== undefined) {
      const forms = value as PluralForms
      value = forms[(pluralRules[lang] ??= new Intl.PluralRules(lang)).select(Number(count))] ?? forms.other
    }
    const text =
      typeof value === 'string'
        ? value.replace(/{{(.*?)}}/g, (_, name: string) => {
            const param = params?.[name.trim()]
            return String(typeof param === 'number' && name.trim() === 'count' ? param.toLocaleString(lang) : (param ?? ''))
          })
        : ''
    return text || params?.defaultValue || key
  }
}
