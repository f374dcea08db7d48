import type { Language } from '~/lib/enums'
import type { Messages } from './locales/tr'

export type { Messages }
export const namespaces = [
  'common',
  'home',
  'auth',
  'dashboard',
  'jobs',
  'apply',
  'jobAdmin',
  'applicants',
  'contents',
  'documents',
  'contentAdmin',
  'documentAdmin',
  'contact',
  'legal',
  'inbox',
  'corporate',
  'candidate',
  'alerts',
  'templateAdmin',
  'interviews',
  'reports',
] as const
export type Namespace = (typeof namespaces)[number]

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The string namespaces a page needs besides `common`; the `$lang` route loads them all at
     * once, so a page's strings arrive in one round of requests (decision 013).
     */
    namespaces?: readonly Namespace[]
  }
}

// One chunk per language and namespace: a visitor downloads only the strings of its language
// and of the pages it opens; the dashboard strings only inside the dashboard.
const loaders = import.meta.glob<Messages[Namespace]>('./locales/*/*.json', { import: 'default' })

/** docs/product.md §9: translation loading retries up to 5 times, starting at 350 ms and doubling. */
async function withRetry<T>(load: () => Promise<T>): Promise<T> {
  let delay = 350
  for (let attempt = 0; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay *= 2
    }
  }
}

/** `common` and the given namespaces of a language, loaded in parallel. */
export async function loadMessages(lang: Language, extra: Iterable<Namespace> = []): Promise<Messages> {
  const wanted = [...new Set<Namespace>(['common', ...extra])]
  const tables = await Promise.all(wanted.map((ns) => withRetry(() => loaders[`./locales/${lang}/${ns}.json`]!())))
  return Object.fromEntries(wanted.map((ns, i) => [ns, tables[i]])) as Messages
}

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
